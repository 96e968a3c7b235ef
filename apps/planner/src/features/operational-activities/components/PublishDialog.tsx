import { useLingui } from "@lingui/react/macro";
import { toastQueue } from "@releve/ui";
import { ConfirmAction } from "../../../lib/ConfirmAction";
import { useInstantFormat } from "../../../lib/instant-format";
import { usePublishActivity } from "../api/activities";
import type { ActivityDialogProps } from "./activity-dialog";

/**
 * Publishing a draft (spec 01 §4): irreversible, so the dialog says so, and what stays possible
 * after it (editing, cancelling).
 */
export function PublishDialog({ target, onClose }: ActivityDialogProps) {
  const { t } = useLingui();
  const format = useInstantFormat();
  const publish = usePublishActivity();
  const { activity } = target;
  const title = activity.title;
  const period = format.period(activity.start, activity.end);
  return (
    <ConfirmAction
      isOpen
      onClose={onClose}
      title={t({ context: "operational-activities", message: "Publier l'activité ?" })}
      confirmLabel={t({ context: "operational-activities", message: "Publier" })}
      variant="warning"
      action={publish}
      onConfirm={() => publish.run({ params: { id: activity.id } })}
      onDone={() =>
        toastQueue.add({
          kind: "saved",
          title: t({ context: "operational-activities", message: "Activité publiée" }),
        })
      }
    >
      <p>
        {t({
          context: "operational-activities",
          message: `« ${title} », ${period}, ne sera plus un brouillon.`,
        })}
      </p>
      <p>
        {t({
          context: "operational-activities",
          message:
            "La publication est définitive\u00a0: l'activité ne pourra pas revenir en brouillon. Elle pourra encore être modifiée ou annulée.",
        })}
      </p>
    </ConfirmAction>
  );
}
