import { useLingui } from "@lingui/react/macro";
import { toastQueue } from "@releve/ui";
import { ConfirmAction } from "../../../lib/ConfirmAction";
import { useCancelAlert, useRemoveAlert } from "../api/alerts";

/** What is done to an alert from the list: cancelled, said "désactivée" (it stops showing), or deleted. */
export type AlertAction = "cancel" | "delete";

/**
 * Cancelling ("Désactiver", the dialogs' own "Annuler" closing them) or deleting an alert (spec
 * 02 §7, §8), confirmed first: a cancelled alert stops
 * showing in everyone's banners at their next refresh and stays in the list, cancelled, for the
 * record; a deleted one is gone. Either cannot be undone; a refusal shows in the dialog.
 */
export function AlertActionDialog({
  action,
  alert,
  onClose,
}: {
  action: AlertAction;
  alert: { id: number; title: string };
  onClose: () => void;
}) {
  const { t } = useLingui();
  const cancel = useCancelAlert();
  const remove = useRemoveAlert();
  const title = alert.title;
  if (action === "cancel") {
    return (
      <ConfirmAction
        isOpen
        onClose={onClose}
        title={t({ context: "alert-management", message: "Désactiver l'alerte ?" })}
        confirmLabel={t({ context: "alert-management", message: "Désactiver l'alerte" })}
        action={cancel}
        onConfirm={() => cancel.run({ params: { id: alert.id } })}
        onDone={() =>
          toastQueue.add({
            kind: "saved",
            title: t({ context: "alert-management", message: "Alerte désactivée" }),
          })
        }
      >
        <p>
          {t({
            context: "alert-management",
            message: `« ${title} » ne s'affichera plus, pour personne, dès le prochain rafraîchissement de leur page. Elle reste dans la liste, désactivée ; c'est définitif.`,
          })}
        </p>
      </ConfirmAction>
    );
  }
  return (
    <ConfirmAction
      isOpen
      onClose={onClose}
      title={t({ context: "alert-management", message: "Supprimer l'alerte ?" })}
      confirmLabel={t({ context: "alert-management", message: "Supprimer l'alerte" })}
      variant="danger"
      action={remove}
      onConfirm={() => remove.run({ params: { id: alert.id } })}
      onDone={() =>
        toastQueue.add({
          kind: "saved",
          title: t({ context: "alert-management", message: "Alerte supprimée" }),
        })
      }
    >
      <p>
        {t({
          context: "alert-management",
          message: `« ${title} » sera supprimée définitivement, avec ses textes dans chaque langue.`,
        })}
      </p>
    </ConfirmAction>
  );
}
