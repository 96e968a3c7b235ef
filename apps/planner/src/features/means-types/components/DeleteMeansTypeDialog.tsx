import { useLingui } from "@lingui/react/macro";
import { toastQueue } from "@releve/ui";
import { ConfirmAction } from "../../../lib/ConfirmAction";
import { useRemoveMeansType } from "../api/means-types";

/**
 * Deleting a means type (spec 02 §8): the API refuses it with `meansOfInterventionType.isInUse`
 * while any means uses it, whatever the means' status; the refusal shows in the dialog, in the
 * catalogue's words, and the dialog says beforehand what to do instead: disable the type.
 */
export function DeleteMeansTypeDialog({
  type,
  onClose,
}: {
  type: { id: number; name: string };
  onClose: () => void;
}) {
  const { t } = useLingui();
  const remove = useRemoveMeansType();
  const name = type.name;
  return (
    <ConfirmAction
      isOpen
      onClose={onClose}
      title={t({ context: "means-types", message: "Supprimer le type de moyen ?" })}
      confirmLabel={t({ context: "means-types", message: "Supprimer le type" })}
      variant="danger"
      action={remove}
      onConfirm={() => remove.run({ params: { id: type.id } })}
      onDone={() =>
        toastQueue.add({
          kind: "saved",
          title: t({ context: "means-types", message: "Type de moyen supprimé" }),
        })
      }
    >
      <p>
        {t({
          context: "means-types",
          message: `« ${name} » sera supprimé définitivement. Un type qu'un moyen utilise ne peut pas l'être : désactivez-le plutôt, il ne sera plus proposé pour les nouveaux moyens.`,
        })}
      </p>
    </ConfirmAction>
  );
}
