import { plural } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { toastQueue } from "@releve/ui";
import { ConfirmAction } from "../../../lib/ConfirmAction";
import { type Activity, useRecurrence, useRemoveRecurrence } from "../api/activities";
import type { DeletingDialogProps } from "./activity-dialog";

/** Props of {@link DeleteSeriesDialog}. */
export interface DeleteSeriesDialogProps extends DeletingDialogProps {
  /** The occurrences kept for their registrations, and those deleted, when some were kept. */
  onKept: (kept: readonly Activity[], deletedIds: readonly number[]) => void;
}

/**
 * Deleting a series (spec 02 §2 "recurrence delete"): every occurrence nobody is registered on
 * goes, with its means; the others are kept and the API names them (`kept`), which the page then
 * shows as the "incomplete deletion" message (spec 02 §8).
 */
export function DeleteSeriesDialog({
  target,
  onClose,
  onDeleted,
  onKept,
}: DeleteSeriesDialogProps) {
  const { t } = useLingui();
  const recurrenceId = target.activity.recurrenceId;
  const series = useRecurrence(recurrenceId);
  const remove = useRemoveRecurrence();
  const count = series.data?.occurrences.length;
  return (
    <ConfirmAction
      isOpen
      onClose={onClose}
      title={t({ context: "operational-activities", message: "Supprimer la série ?" })}
      confirmLabel={t({ context: "operational-activities", message: "Supprimer la série" })}
      variant="danger"
      action={remove}
      onConfirm={async () =>
        recurrenceId === null ? undefined : remove.run({ params: { id: recurrenceId } })
      }
      onDone={({ deletedIds, kept }) => {
        if (deletedIds.length > 0) {
          toastQueue.add({
            kind: "saved",
            title: t({
              context: "operational-activities",
              message: plural(deletedIds.length, {
                one: "# occurrence supprimée",
                other: "# occurrences supprimées",
              }),
            }),
          });
        }
        if (kept.length > 0) onKept(kept, deletedIds);
        else onDeleted(deletedIds);
      }}
    >
      <p>
        {count === undefined
          ? t({
              context: "operational-activities",
              message:
                "Les occurrences de la série seront supprimées avec leurs moyens d'intervention et leurs pièces jointes.",
            })
          : t({
              context: "operational-activities",
              message: plural(count, {
                one: "La seule occurrence de la série sera supprimée avec ses moyens d'intervention et ses pièces jointes.",
                other:
                  "Les # occurrences de la série seront supprimées avec leurs moyens d'intervention et leurs pièces jointes.",
              }),
            })}
      </p>
      <p>
        {t({
          context: "operational-activities",
          message:
            "Celles où des personnes sont inscrites sont conservées\u00a0: vous saurez lesquelles. La suppression est définitive.",
        })}
      </p>
    </ConfirmAction>
  );
}
