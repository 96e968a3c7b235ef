import { plural } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { AlertBanner, toastQueue } from "@releve/ui";
import { ConfirmAction } from "../../../lib/ConfirmAction";
import { useInstantFormat } from "../../../lib/instant-format";
import { useRemoveActivity } from "../api/activities";
import type { DeletingDialogProps } from "./activity-dialog";

/**
 * Deleting an activity outside a series (spec 02 §8): the API refuses it with
 * `operationalActivity.isInUse` while it has means, whatever their status. When the means are
 * known to exist the dialog says beforehand that the deletion will be refused and what to do
 * instead; the person may still confirm (the means may have gone since), and the refusal then
 * shows in the dialog, in the catalogue's words.
 */
export function DeleteDialog({ target, onClose, onDeleted }: DeletingDialogProps) {
  const { t } = useLingui();
  const format = useInstantFormat();
  const remove = useRemoveActivity();
  const { activity, means } = target;
  const title = activity.title;
  const period = format.period(activity.start, activity.end);
  const meansCount = means?.count ?? 0;
  return (
    <ConfirmAction
      isOpen
      onClose={onClose}
      title={t({ context: "operational-activities", message: "Supprimer l'activité ?" })}
      confirmLabel={t({ context: "operational-activities", message: "Supprimer l'activité" })}
      variant="danger"
      action={remove}
      onConfirm={() => remove.run({ params: { id: activity.id } })}
      onDone={() => {
        toastQueue.add({
          kind: "saved",
          title: t({ context: "operational-activities", message: "Activité supprimée" }),
        });
        onDeleted([activity.id]);
      }}
    >
      <p>
        {t({
          context: "operational-activities",
          message: `« ${title} », ${period}, sera supprimée avec ses pièces jointes. La suppression est définitive.`,
        })}
      </p>
      {meansCount > 0 ? (
        <AlertBanner
          level="warning"
          title={t({
            context: "operational-activities",
            message: "La suppression sera refusée",
          })}
        >
          {t({
            context: "operational-activities",
            message: plural(meansCount, {
              one: "Elle a # moyen d'intervention. Supprimez-le d'abord, ou annulez plutôt l'activité.",
              other:
                "Elle a # moyens d'intervention. Supprimez-les d'abord, ou annulez plutôt l'activité.",
            }),
          })}
        </AlertBanner>
      ) : null}
    </ConfirmAction>
  );
}
