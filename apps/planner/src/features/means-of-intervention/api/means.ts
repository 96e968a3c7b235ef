import { type AnyCall, calls } from "@releve/domain";
import type * as v from "valibot";
import { useCall, usePreloadCall } from "../../../lib/api-context";
import { useCallAction } from "../../../lib/call-action";

/** A means of intervention as its calls answer it. */
export type Means = v.InferOutput<typeof calls.meansOfIntervention.meansOfInterventionAnswerSchema>;
/** One status change of a means. */
export type MeansHistoryEntry = v.InferOutput<
  typeof calls.meansOfIntervention.historyEntryAnswerSchema
>;
/** A registration on a means, with its person. */
export type MeansRegistration = v.InferOutput<typeof calls.registration.registrationAnswerSchema>;
/** Whom a notice of a means would reach (decision 035). */
export type MeansNoticeRecipients = v.InferOutput<
  typeof calls.meansNotification.meansNoticeRecipientsAnswerSchema
>;

/**
 * Every read a means' change can make stale: the lists and calendars of means, the means, its
 * history, its people, its activity's page and the notices' recipients.
 */
export const meansReads: readonly AnyCall[] = [
  calls.meansOfIntervention.search,
  calls.meansOfIntervention.get,
  calls.meansOfIntervention.history,
  calls.registration.search,
  calls.operationalActivity.get,
  calls.operationalActivity.search,
  calls.operationalActivity.history,
  calls.meansNotification.mobilizationRecipients,
  calls.meansNotification.openingRecipients,
];

/** One means; nothing asked while `id` is `null`. */
export function useMeans(id: number | null) {
  return useCall(calls.meansOfIntervention.get, id === null ? null : { params: { id } });
}

/** The status changes of a means, oldest first. */
export function useMeansHistory(id: number) {
  return useCall(calls.meansOfIntervention.history, { params: { id } });
}

/** The activity a means belongs to; nothing asked while `id` is `null`. */
export function useMeansActivity(id: number | null) {
  return useCall(calls.operationalActivity.get, id === null ? null : { params: { id } });
}

/** The people on a means, a page of them, first by start. */
export function useMeansRegistrations(meansId: number, page: number, pageSize: number) {
  return useCall(
    calls.registration.search,
    {
      body: {
        meansOfInterventionIds: [meansId],
        sort: { field: "start", direction: "asc" },
        page,
        pageSize,
      },
    },
    { keepPreviousData: true },
  );
}

/** Whom a notice would reach; nothing asked while `id` is `null` (its dialog is closed). */
export function useNoticeRecipients(kind: "mobilization" | "opening", id: number | null) {
  const call =
    kind === "mobilization"
      ? calls.meansNotification.mobilizationRecipients
      : calls.meansNotification.openingRecipients;
  return useCall(call, id === null ? null : { params: { id } });
}

/** The changes of a means, each revalidating every read of means. */
export const usePublishMeans = () => useCallAction(calls.meansOfIntervention.publish, meansReads);
export const useOpenMeans = () => useCallAction(calls.meansOfIntervention.open, meansReads);
export const useCancelMeans = () => useCallAction(calls.meansOfIntervention.cancel, meansReads);
export const useRemoveMeans = () => useCallAction(calls.meansOfIntervention.remove, meansReads);
export const useSplitMeans = () => useCallAction(calls.meansOfIntervention.split, meansReads);
export const useNotifyMobilization = () =>
  useCallAction(calls.meansNotification.notifyMobilization, meansReads);
export const useNotifyOpening = () =>
  useCallAction(calls.meansNotification.notifyOpening, meansReads);

/** A row of the means' list (decision 034). */
export type MeansRow = v.InferOutput<
  typeof calls.meansOfIntervention.search.response
>["items"][number];
/** What the means' list is asked. */
export type MeansSearch = v.InferInput<typeof calls.meansOfIntervention.meansSearchSchema>;

/** A page of the means of the role's scope. */
export function useMeansPage(search: MeansSearch) {
  return useCall(calls.meansOfIntervention.search, { body: search }, { keepPreviousData: true });
}

/** What the calendars' call is asked: the list's criteria over a period of at most six weeks. */
export type MeansCalendarCriteria = v.InferInput<
  typeof calls.meansOfIntervention.meansCalendarSchema
>;
/** A means as the calendars show it. */
export type MeansCalendarItem = v.InferOutput<
  typeof calls.meansOfIntervention.meansCalendarItemSchema
>;

/** Every means of a period, one call a period; the previous period's stay while the next loads. */
export function useMeansCalendar(criteria: MeansCalendarCriteria) {
  return useCall(
    calls.meansOfIntervention.calendar,
    { body: criteria },
    { keepPreviousData: true },
  );
}

/** Starts the calendars' call for a period about to be shown (see {@link usePreloadCall}). */
export function usePreloadMeansCalendar(): (criteria: MeansCalendarCriteria) => void {
  const preload = usePreloadCall(calls.meansOfIntervention.calendar);
  return (criteria) => preload({ body: criteria });
}

/** The means types offered for new means of an activity: enabled, applying at its entity. */
export function useOfferedMeansTypes(activityId: number) {
  return useCall(calls.meansType.offeredFor, { params: { id: activityId } });
}

/** The vehicles in service, to fill a means' plate number. */
export function useVehicles() {
  return useCall(calls.referenceData.vehicles, { body: { excludeUnderConstruction: true } });
}

export const useCreateMeans = () => useCallAction(calls.meansOfIntervention.create, meansReads);
export const useUpdateMeans = () => useCallAction(calls.meansOfIntervention.update, meansReads);
export const useCloneMeans = () => useCallAction(calls.meansOfIntervention.clone, meansReads);
export const useDuplicateMeans = () =>
  useCallAction(calls.meansOfIntervention.duplicate, meansReads);
