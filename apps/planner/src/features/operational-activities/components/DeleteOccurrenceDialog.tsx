import { plural } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { AlertBanner, toastQueue } from "@releve/ui";
import { ConfirmAction } from "../../../lib/ConfirmAction";
import { useInstantFormat } from "../../../lib/instant-format";
import { useRemoveActivity } from "../api/activities";
import type { DeletingDialogProps } from "./activity-dialog";

/**
 * Deleting one occurrence of a series (spec 02 §2 "occurrence delete"): this one only, with its
 * means, the rest of the series staying. The API refuses it (`operationalActivity.isInUse`) while
 * people are registered on its means; when they are known to be, the dialog says so beforehand.
 */
export function DeleteOccurrenceDialog({ target, onClose, onDeleted }: DeletingDialogProps) {
  const { t } = useLingui();
  const format = useInstantFormat();
  const remove = useRemoveActivity();
  const { activity, means } = target;
  const title = activity.title;
  const period = format.period(activity.start, activity.end);
  const registered = means?.registered ?? 0;
  return (
    <ConfirmAction
      isOpen
      onClose={onClose}
      title={t({ context: "operational-activities", message: "Supprimer cette occurrence ?" })}
      confirmLabel={t({ context: "operational-activities", message: "Supprimer l'occurrence" })}
      variant="danger"
      action={remove}
      onConfirm={() => remove.run({ params: { id: activity.id } })}
      onDone={() => {
        toastQueue.add({
          kind: "saved",
          title: t({ context: "operational-activities", message: "Occurrence supprimée" }),
        });
        onDeleted([activity.id]);
      }}
    >
      <p>
        {t({
          context: "operational-activities",
          message: `Seule l'occurrence « ${title} », ${period}, sera supprimée, avec ses moyens d'intervention et ses pièces jointes. Les autres occurrences de la série restent. La suppression est définitive.`,
        })}
      </p>
      {registered > 0 ? (
        <AlertBanner
          level="warning"
          title={t({
            context: "operational-activities",
            message: "La suppression sera refusée",
          })}
        >
          {t({
            context: "operational-activities",
            message: plural(registered, {
              one: "# personne est inscrite sur ses moyens d'intervention. Retirez d'abord son inscription, ou annulez plutôt l'occurrence.",
              other:
                "# personnes sont inscrites sur ses moyens d'intervention. Retirez d'abord leurs inscriptions, ou annulez plutôt l'occurrence.",
            }),
          })}
        </AlertBanner>
      ) : null}
    </ConfirmAction>
  );
}
