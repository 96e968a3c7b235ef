import { useLingui } from "@lingui/react/macro";
import { toastQueue } from "@releve/ui";
import { ConfirmAction } from "../../../lib/ConfirmAction";
import { useRemoveRecipient } from "../api/reinforcements";

/** Removing a recipient: the next reinforcement requests of that place no longer reach them. */
export function RemoveRecipientDialog({
  recipient,
  onClose,
}: {
  recipient: { id: number; name: string; place: string };
  onClose: () => void;
}) {
  const { t } = useLingui();
  const remove = useRemoveRecipient();
  const { name, place } = recipient;
  return (
    <ConfirmAction
      isOpen
      onClose={onClose}
      title={t({ context: "reinforcements", message: "Retirer ce destinataire ?" })}
      confirmLabel={t({ context: "reinforcements", message: "Retirer" })}
      variant="danger"
      action={remove}
      onConfirm={() => remove.run({ params: { id: recipient.id } })}
      onDone={() =>
        toastQueue.add({
          kind: "saved",
          title: t({ context: "reinforcements", message: "Destinataire retiré" }),
        })
      }
    >
      <p>
        {t({
          context: "reinforcements",
          message: `${name} ne recevra plus les demandes de renfort de ${place}. Les demandes déjà envoyées lui restent.`,
        })}
      </p>
    </ConfirmAction>
  );
}
