import { useLingui } from "@lingui/react/macro";
import { listName } from "@releve/domain";
import { toastQueue } from "@releve/ui";
import { useState } from "react";
import { ConfirmAction, ConfirmComment } from "../../../lib/ConfirmAction";
import { useInstantFormat } from "../../../lib/instant-format";
import {
  type ScheduleChange,
  useRejectScheduleChange,
  useValidateScheduleChange,
} from "../api/staffing";

/** A decision on a pending schedule change (spec 02 §4). */
export type ScheduleChangeDecision = "validate" | "reject";

/**
 * Validating or rejecting a pending schedule change: the person, the schedule now and the one
 * proposed, a comment for them; validating gives the registration the new period (the API
 * refuses one that would overlap another validated registration of the person, said here).
 */
export function ScheduleChangeDecisionDialog(props: {
  decision: ScheduleChangeDecision;
  change: ScheduleChange;
  onClose: () => void;
}) {
  const { t, i18n } = useLingui();
  const format = useInstantFormat();
  const { decision, change } = props;
  const validate = useValidateScheduleChange();
  const reject = useRejectScheduleChange();
  const action = decision === "validate" ? validate : reject;
  const [comment, setComment] = useState("");
  const name = listName(change.person, i18n.locale);
  const now = format.period(change.currentSchedule.start, change.currentSchedule.end);
  const proposed = format.period(change.start, change.end);
  return (
    <ConfirmAction
      isOpen
      onClose={props.onClose}
      title={
        decision === "validate"
          ? t({ context: "staffing", message: `Valider le nouvel horaire de ${name} ?` })
          : t({ context: "staffing", message: `Refuser le nouvel horaire de ${name} ?` })
      }
      confirmLabel={
        decision === "validate"
          ? t({ context: "staffing", message: "Valider l'horaire" })
          : t({ context: "staffing", message: "Refuser l'horaire" })
      }
      variant={decision === "validate" ? "default" : "danger"}
      action={action}
      onConfirm={() => action.run({ params: { id: change.id }, body: { comment } })}
      onDone={() =>
        toastQueue.add({
          kind: "saved",
          title:
            decision === "validate"
              ? t({ context: "staffing", message: "Horaire validé" })
              : t({ context: "staffing", message: "Horaire refusé" }),
        })
      }
    >
      <p>
        {decision === "validate"
          ? t({
              context: "staffing",
              message: `L'inscription passe de ${now} à ${proposed}.`,
            })
          : t({
              context: "staffing",
              message: `L'inscription garde ${now} ; l'horaire proposé (${proposed}) est écarté.`,
            })}
      </p>
      <ConfirmComment
        value={comment}
        onChange={setComment}
        description={t({ context: "staffing", message: "La personne le lira avec la décision." })}
        isDisabled={action.isPending}
      />
    </ConfirmAction>
  );
}
