import { plural } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { toastQueue } from "@releve/ui";
import { useState } from "react";
import { ConfirmAction, ConfirmComment } from "../../../lib/ConfirmAction";
import { useInstantFormat } from "../../../lib/instant-format";
import { useCancelActivity } from "../api/activities";
import type { ActivityMeansFacts } from "../hooks/means-facts";
import type { ActivityDialogProps } from "./activity-dialog";

/** Who a cancellation notifies, counted from the staff of the activity's means. */
function useNotifiedWords(means: ActivityMeansFacts | undefined): string {
  const { t } = useLingui();
  if (means === undefined) {
    return t({
      context: "operational-activities",
      message: "Les personnes inscrites sur ses moyens d'intervention seront prévenues par e-mail.",
    });
  }
  const registered = means.registered;
  if (means.isPartial) {
    return t({
      context: "operational-activities",
      message: plural(registered, {
        one: "Au moins # personne inscrite sur ses moyens d'intervention sera prévenue par e-mail.",
        other:
          "Au moins # personnes inscrites sur ses moyens d'intervention seront prévenues par e-mail.",
      }),
    });
  }
  return t({
    context: "operational-activities",
    message: plural(registered, {
      0: "Personne n'est inscrit sur ses moyens d'intervention\u00a0: personne ne sera prévenu.",
      one: "La personne inscrite sur ses moyens d'intervention sera prévenue par e-mail.",
      other: "Les # personnes inscrites sur ses moyens d'intervention seront prévenues par e-mail.",
    }),
  });
}

/**
 * Cancelling an activity (spec 01 §4): irreversible; its means and their registrations are
 * cancelled with it, and the people registered are notified — the dialog says how many, counted
 * from the means' staff — with the comment, which is optional (`commentBody`).
 */
export function CancelDialog({ target, onClose }: ActivityDialogProps) {
  const { t } = useLingui();
  const format = useInstantFormat();
  const cancel = useCancelActivity();
  const [comment, setComment] = useState("");
  const { activity } = target;
  const title = activity.title;
  const period = format.period(activity.start, activity.end);
  const notified = useNotifiedWords(target.means);
  return (
    <ConfirmAction
      isOpen
      onClose={onClose}
      title={t({ context: "operational-activities", message: "Annuler l'activité ?" })}
      confirmLabel={t({ context: "operational-activities", message: "Annuler l'activité" })}
      variant="danger"
      action={cancel}
      onConfirm={() =>
        cancel.run({ params: { id: activity.id }, body: { comment: comment.trim() } })
      }
      onDone={() =>
        toastQueue.add({
          kind: "saved",
          title: t({ context: "operational-activities", message: "Activité annulée" }),
        })
      }
    >
      <p>
        {t({
          context: "operational-activities",
          message: `« ${title} », ${period}, sera annulée avec ses moyens d'intervention et leurs inscriptions. L'annulation est définitive.`,
        })}
      </p>
      <p>{notified}</p>
      <ConfirmComment
        value={comment}
        onChange={setComment}
        description={t({
          context: "operational-activities",
          message: "Il accompagne le message envoyé aux personnes prévenues.",
        })}
        isDisabled={cancel.isPending}
      />
    </ConfirmAction>
  );
}
