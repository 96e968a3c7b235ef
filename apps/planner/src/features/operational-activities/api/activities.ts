import { type AnyCall, type CallBody, calls } from "@releve/domain";
import type * as v from "valibot";
import { useCall } from "../../../lib/api-context";
import { useCallAction } from "../../../lib/call-action";

/** An activity as its calls answer it. */
export type Activity = v.InferOutput<
  typeof calls.operationalActivity.operationalActivityAnswerSchema
>;
/** A row of the activities' search. */
export type ActivityRow = v.InferOutput<
  typeof calls.operationalActivity.search.response
>["items"][number];
/** What the activities' search is asked. */
export type ActivitySearch = v.InferInput<typeof calls.operationalActivity.searchCriteriaSchema>;
/** One status change of an activity. */
export type ActivityHistoryEntry = v.InferOutput<
  typeof calls.operationalActivity.historyEntryAnswerSchema
>;
/** A series and its occurrences. */
export type Recurrence = v.InferOutput<typeof calls.operationalActivity.recurrenceAnswerSchema>;
/** What a series edit touches, as its preview tells it (decision 031). */
export type SeriesEditPreview = v.InferOutput<
  typeof calls.operationalActivitySeries.preview.response
>;
/** The series edit form: the activity form typed on an occurrence, with its scope. */
export type SeriesEditBody = CallBody<typeof calls.operationalActivitySeries.preview>;
/** Which occurrences a series edit reaches: `one`, `following` or `series`. */
export type SeriesEditScope = SeriesEditBody["scope"];

/** An attached file, without its content. */
export type Attachment = v.InferOutput<typeof calls.operationalActivity.attachmentAnswerSchema>;

/**
 * Every read an activity's change can make stale: the list, the activity, its history, its series,
 * its attachments and its means. A change revalidates these, whatever their request.
 */
export const activityReads: readonly AnyCall[] = [
  calls.operationalActivity.search,
  calls.operationalActivity.get,
  calls.operationalActivity.history,
  calls.operationalActivity.getRecurrence,
  calls.operationalActivity.listAttachments,
  calls.meansOfIntervention.search,
];

/** A page of the activities of the role's scope. */
export function useActivities(search: ActivitySearch) {
  return useCall(calls.operationalActivity.search, { body: search }, { keepPreviousData: true });
}

/** One activity with its attachments; nothing asked while `id` is `null`. */
export function useActivity(id: number | null) {
  return useCall(calls.operationalActivity.get, id === null ? null : { params: { id } });
}

/** The status changes of an activity, oldest first. */
export function useActivityHistory(id: number | null) {
  return useCall(calls.operationalActivity.history, id === null ? null : { params: { id } });
}

/** A series and its occurrences; nothing asked while `id` is `null`. */
export function useRecurrence(id: number | null) {
  return useCall(calls.operationalActivity.getRecurrence, id === null ? null : { params: { id } });
}

/** The means of an activity, first by start, a page of `pageSize`. */
export function useActivityMeans(operationalActivityId: number | null, page = 1, pageSize = 50) {
  return useCall(
    calls.meansOfIntervention.search,
    operationalActivityId === null
      ? null
      : {
          body: {
            operationalActivityIds: [operationalActivityId],
            status: "all",
            sort: { field: "start", direction: "asc" },
            page,
            pageSize,
          },
        },
    { keepPreviousData: true },
  );
}

/** The changes of an activity, each revalidating every read of activities. */
export const useCreateActivity = () =>
  useCallAction(calls.operationalActivity.create, activityReads);
export const useUpdateActivity = () =>
  useCallAction(calls.operationalActivity.update, activityReads);
export const useCloneActivity = () => useCallAction(calls.operationalActivity.clone, activityReads);
export const usePublishActivity = () =>
  useCallAction(calls.operationalActivity.publish, activityReads);
export const useCancelActivity = () =>
  useCallAction(calls.operationalActivity.cancel, activityReads);
export const useRemoveActivity = () =>
  useCallAction(calls.operationalActivity.remove, activityReads);
export const useCreateRecurrence = () =>
  useCallAction(calls.operationalActivity.createRecurrence, activityReads);
export const useRemoveRecurrence = () =>
  useCallAction(calls.operationalActivity.removeRecurrence, activityReads);
export const useRemoveAttachment = () =>
  useCallAction(calls.operationalActivity.removeAttachment, activityReads);

/**
 * What editing occurrence `id` with `body` would touch (decision 031): nothing is written, so
 * nothing is revalidated; nothing asked while `body` is `null`.
 */
export function useSeriesPreview(id: number, body: SeriesEditBody | null) {
  return useCall(
    calls.operationalActivitySeries.preview,
    body === null ? null : { params: { id }, body },
    { keepPreviousData: true },
  );
}

/** Edits an occurrence, the following ones or its series, all or nothing. */
export const useApplySeriesEdit = () =>
  useCallAction(calls.operationalActivitySeries.apply, activityReads);
