import { plural } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { routeHref } from "@releve/domain";
import { Link, toastQueue } from "@releve/ui";
import { useState } from "react";
import { ConfirmAction, ConfirmComment } from "../../../lib/ConfirmAction";
import { useInstantFormat } from "../../../lib/instant-format";
import { useCancelMeans, useOpenMeans, usePublishMeans, useRemoveMeans } from "../api/means";
import { type MeansDialogProps, registeredOn } from "./means-dialog";

/** The means as the dialogs name it: its type and plate, and its hours. */
function useMeansWords({ target }: Pick<MeansDialogProps, "target">): string {
  const format = useInstantFormat();
  return `« ${target.name} », ${format.period(target.means.start, target.means.end)}`;
}

/**
 * Publishing a draft means (spec 01 §4): irreversible, so the dialog says so, and what comes
 * next (opening it to volunteers).
 */
export function PublishMeansDialog({ target, onClose }: MeansDialogProps) {
  const { t } = useLingui();
  const publish = usePublishMeans();
  const words = useMeansWords({ target });
  return (
    <ConfirmAction
      isOpen
      onClose={onClose}
      title={t({ context: "means", message: "Publier le moyen ?" })}
      confirmLabel={t({ context: "means", message: "Publier" })}
      variant="warning"
      action={publish}
      onConfirm={() => publish.run({ params: { id: target.means.id }, body: { comment: "" } })}
      onDone={() =>
        toastQueue.add({ kind: "saved", title: t({ context: "means", message: "Moyen publié" }) })
      }
    >
      <p>{t({ context: "means", message: `${words} ne sera plus un brouillon.` })}</p>
      <p>
        {t({
          context: "means",
          message:
            "La publication est définitive\u00a0: le moyen ne pourra pas revenir en brouillon. Les responsables pourront y affecter du personnel, puis l'ouvrir aux bénévoles.",
        })}
      </p>
    </ConfirmAction>
  );
}

/**
 * Opening a public means to volunteers (spec 01 §4): irreversible; volunteers may register from
 * then on, and those of its activity are told by e-mail (decision 025).
 */
export function OpenMeansDialog({ target, onClose }: MeansDialogProps) {
  const { t } = useLingui();
  const open = useOpenMeans();
  const words = useMeansWords({ target });
  return (
    <ConfirmAction
      isOpen
      onClose={onClose}
      title={t({ context: "means", message: "Ouvrir le moyen aux bénévoles ?" })}
      confirmLabel={t({ context: "means", message: "Ouvrir" })}
      variant="warning"
      action={open}
      onConfirm={() => open.run({ params: { id: target.means.id }, body: { comment: "" } })}
      onDone={() =>
        toastQueue.add({ kind: "saved", title: t({ context: "means", message: "Moyen ouvert" }) })
      }
    >
      <p>
        {t({
          context: "means",
          message: `Les bénévoles pourront s'inscrire sur ${words}. Ceux de son activité qui n'y sont pas inscrits seront prévenus par e-mail.`,
        })}
      </p>
      <p>
        {t({
          context: "means",
          message: "L'ouverture est définitive\u00a0: le moyen ne pourra pas être refermé.",
        })}
      </p>
    </ConfirmAction>
  );
}

/**
 * Cancelling a means (spec 01 §4): irreversible; its registrations are cancelled and the people
 * registered told, with the optional comment — the dialog says how many.
 */
export function CancelMeansDialog({ target, onClose }: MeansDialogProps) {
  const { t } = useLingui();
  const cancel = useCancelMeans();
  const [comment, setComment] = useState("");
  const words = useMeansWords({ target });
  const registered = registeredOn(target.means);
  return (
    <ConfirmAction
      isOpen
      onClose={onClose}
      title={t({ context: "means", message: "Annuler le moyen ?" })}
      confirmLabel={t({ context: "means", message: "Annuler le moyen" })}
      variant="danger"
      action={cancel}
      onConfirm={() =>
        cancel.run({ params: { id: target.means.id }, body: { comment: comment.trim() } })
      }
      onDone={() =>
        toastQueue.add({ kind: "saved", title: t({ context: "means", message: "Moyen annulé" }) })
      }
    >
      <p>
        {t({
          context: "means",
          message: `${words} sera annulé avec ses inscriptions. L'annulation est définitive.`,
        })}
      </p>
      <p>
        {t({
          context: "means",
          message: plural(registered, {
            0: "Personne n'y est inscrit\u00a0: personne ne sera prévenu.",
            one: "La personne inscrite sera prévenue par e-mail.",
            other: "Les # personnes inscrites seront prévenues par e-mail.",
          }),
        })}
      </p>
      <ConfirmComment
        value={comment}
        onChange={setComment}
        description={t({
          context: "means",
          message: "Il accompagne le message envoyé aux personnes prévenues.",
        })}
        isDisabled={cancel.isPending}
      />
    </ConfirmAction>
  );
}

/**
 * Deleting a means (spec 02 §4): refused while people are registered on it or on the other half
 * of its split. The dialog says so beforehand when it knows, naming the other half with a link,
 * but leaves the button: the API decides, and its refusal is shown here in the catalogue's words.
 */
export function DeleteMeansDialog({
  target,
  onClose,
  onDeleted,
}: MeansDialogProps & { onDeleted: () => void }) {
  const { t } = useLingui();
  const remove = useRemoveMeans();
  const words = useMeansWords({ target });
  const registered = registeredOn(target.means);
  const sibling = target.means.splitSiblingId;
  return (
    <ConfirmAction
      isOpen
      onClose={onClose}
      title={t({ context: "means", message: "Supprimer le moyen ?" })}
      confirmLabel={t({ context: "means", message: "Supprimer le moyen" })}
      variant="danger"
      action={remove}
      onConfirm={() => remove.run({ params: { id: target.means.id } })}
      onDone={() => {
        toastQueue.add({
          kind: "saved",
          title: t({ context: "means", message: "Moyen supprimé" }),
        });
        onDeleted();
      }}
    >
      <p>
        {t({
          context: "means",
          message: `${words} sera supprimé avec son historique. La suppression est définitive.`,
        })}
      </p>
      {registered > 0 ? (
        <p>
          {t({
            context: "means",
            message: plural(registered, {
              one: "# personne y est inscrite\u00a0: la suppression sera refusée. Retirez d'abord son inscription, ou annulez plutôt le moyen.",
              other:
                "# personnes y sont inscrites\u00a0: la suppression sera refusée. Retirez d'abord leurs inscriptions, ou annulez plutôt le moyen.",
            }),
          })}
        </p>
      ) : null}
      {sibling !== null ? (
        <p>
          {t({
            context: "means",
            message:
              "Ce moyen est la moitié d'une scission\u00a0: la suppression sera refusée si des personnes sont inscrites sur l'autre moitié,",
          })}{" "}
          <Link href={routeHref("means-of-intervention-detail-page", { id: sibling })}>
            {t({ context: "means", message: `moyen n° ${sibling}` })}
          </Link>
          .
        </p>
      ) : null}
    </ConfirmAction>
  );
}
