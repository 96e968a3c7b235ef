import { useLingui } from "@lingui/react/macro";
import {
  calls,
  type OperationalActivityCloneValues,
  type OperationalActivityValues,
  type RecurrenceFormValues,
  routeHref,
} from "@releve/domain";
import { toastQueue } from "@releve/ui";
import { useState } from "react";
import { useSWRConfig } from "swr";
import { useApiClient } from "../../../lib/api-context";
import { describeError } from "../../../lib/error-messages";
import { describeFinding } from "../../../lib/findings/finding-messages";
import { refusedFindings } from "../../../lib/form-state";
import { type SentBytes, uploadForm } from "../../../lib/upload";
import {
  type SeriesEditScope,
  useApplySeriesEdit,
  useCloneActivity,
  useCreateActivity,
  useCreateRecurrence,
  useRemoveAttachment,
  useUpdateActivity,
} from "../api/activities";
import type { ActivityFormMode, ActivityFormValidated, ActivityFormValues } from "./form-values";

/** The reads an attachment's change makes stale: the activity and its files. */
const attachmentReads: readonly string[] = [
  calls.operationalActivity.get,
  calls.operationalActivity.listAttachments,
].map((call) => `${call.method} ${call.path}`);

/**
 * Saving the activity form: the call of its mode — `create`, `createRecurrence`
 * when it repeats, `update`, `clone` — then, the activity saved, the stored files the person
 * removed deleted and the chosen files uploaded, to every occurrence of a new series. A file
 * that could not follow does not undo the save: a toast names it, and the page goes on to the
 * activity, where it can be added again. `save` throws the save's refusal for the form to show;
 * it gives the address of the activity saved (a series' first occurrence). An occurrence of a
 * series edited with a `scope` goes through the series edit (decision 031), "this one" included,
 * so what is applied is what its preview told; its files follow the occurrence edited alone, as
 * each occurrence keeps its own.
 */
export function useActivitySave(mode: ActivityFormMode, initial: ActivityFormValues) {
  const { t, i18n } = useLingui();
  const client = useApiClient();
  const { mutate } = useSWRConfig();
  const create = useCreateActivity();
  const createRecurrence = useCreateRecurrence();
  const update = useUpdateActivity();
  const applySeries = useApplySeriesEdit();
  const clone = useCloneActivity();
  const removeAttachment = useRemoveAttachment();
  const [sending, setSending] = useState<SentBytes | null>(null);

  /** The activities saved: the one of the form, or every occurrence of the new series. */
  const saveActivity = async (
    values: ActivityFormValidated,
    scope: SeriesEditScope | null,
  ): Promise<number[]> => {
    if (mode.kind === "edit" && scope !== null) {
      const body = { ...(values as OperationalActivityValues), scope };
      await applySeries.send({ params: { id: mode.id }, body });
      return [mode.id];
    }
    if (mode.kind === "edit") {
      const body = values as OperationalActivityValues;
      return [(await update.send({ params: { id: mode.id }, body })).id];
    }
    if (mode.kind === "clone") {
      const body = values as OperationalActivityCloneValues;
      return [(await clone.send({ params: { id: mode.sourceId }, body })).id];
    }
    if ("recurrence" in values) {
      const series = await createRecurrence.send({ body: values as RecurrenceFormValues });
      return series.occurrences.map((occurrence) => occurrence.id);
    }
    return [(await create.send({ body: values as OperationalActivityValues })).id];
  };

  /** Says what became of a file's change that failed, the activity being saved. */
  const fileProblem = (title: string, error: unknown) => {
    const findings = refusedFindings(error);
    toastQueue.add({
      kind: "error",
      title,
      description: findings
        ? findings.map((finding) => describeFinding(i18n, finding)).join(" ")
        : describeError(i18n, error),
    });
  };

  /** Deletes the stored files removed (an edit), then uploads the files chosen to each activity. */
  const followFiles = async (ids: readonly number[], files: readonly File[], keptIds: number[]) => {
    if (mode.kind === "edit") {
      const removed = initial.attachments.flatMap((attachment) =>
        attachment.id !== null && !keptIds.includes(attachment.id) ? [attachment.id] : [],
      );
      for (const id of removed) {
        try {
          await removeAttachment.send({ params: { id } });
        } catch (error) {
          fileProblem(
            t({ context: "activity-form", message: "Une pièce jointe n'a pas pu être supprimée" }),
            error,
          );
        }
      }
    }
    if (files.length === 0) return;
    const total = files.reduce((sum, file) => sum + file.size, 0) * ids.length;
    let done = 0;
    setSending({ sent: 0, total });
    try {
      for (const id of ids) {
        const form = new FormData();
        for (const file of files) form.append("files", file, file.name);
        await uploadForm(
          client,
          calls.operationalActivity.addAttachments,
          form,
          (bytes) => setSending({ sent: done + Math.min(bytes.sent, bytes.total), total }),
          { params: { id } },
        );
        done += files.reduce((sum, file) => sum + file.size, 0);
      }
    } catch (error) {
      fileProblem(
        t({ context: "activity-form", message: "Les fichiers n'ont pas pu être joints" }),
        error,
      );
    } finally {
      setSending(null);
      await mutate((key) => Array.isArray(key) && attachmentReads.includes(String(key[0])));
    }
  };

  const save = async (
    values: ActivityFormValidated,
    raw: ActivityFormValues,
    scope: SeriesEditScope | null = null,
  ): Promise<string> => {
    const ids = await saveActivity(values, scope);
    const keptIds = raw.attachments.flatMap((attachment) =>
      attachment.id === null ? [] : [attachment.id],
    );
    await followFiles(ids, raw.files, keptIds);
    const [first] = ids;
    return first === undefined
      ? routeHref("operational-activity-list")
      : routeHref("operational-activity-detail-page", { id: first });
  };

  return {
    save,
    sending,
    seriesEdit: { isPending: applySeries.isPending, error: applySeries.error },
  };
}
