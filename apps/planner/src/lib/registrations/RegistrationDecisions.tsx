import { useLingui } from "@lingui/react/macro";
import {
  type AnyCall,
  calls,
  hasFeature,
  liveRegistrationRefusal,
  type RegistrationState,
  type RejectionReason,
  registrationAllowedActions,
  rejectionReasons,
  routeHref,
} from "@releve/domain";
import { Radio, RadioGroup, toastQueue } from "@releve/ui";
import { type ReactNode, useState } from "react";
import { ConfirmAction, ConfirmComment } from "../ConfirmAction";
import { useCallAction } from "../call-action";
import type { ActionItem } from "../detail/Actions";
import { useSession } from "../session";
import { ActionConflicts, useConflictCheck } from "./conflicts";
import { OperationalRoleSelect, roleRequest, useOperationalRole } from "./operational-role";

/** A manager's decisions on a registration (spec 02 §4). */
export type RegistrationDecision = "validate" | "reject" | "validateRejected";

const decisions: readonly RegistrationDecision[] = ["validate", "reject", "validateRejected"];

/** The registration a decision is about, and the person's name as the dialogs say it. */
export interface DecisionTarget {
  registration: RegistrationState & { id: number; personId: number };
  name: string;
}

/** The pages a registration's menu leads to: its edit form and the schedule proposition. */
export type RegistrationPage = "edit" | "proposeSchedule";

/** A registration as its menu reads it: its status, and a pending schedule change if any. */
export type MenuRegistration = RegistrationState & {
  id: number;
  proposedSchedule: { status: string } | null;
};

/** What {@link useRegistrationDecisions} gives a page. */
export interface RegistrationDecisions {
  /**
   * The decisions the active role may take on the registration in its status, then the pages
   * it may open on it: the edit form (`registration.manage`), and a schedule proposition
   * (`registration.schedule.propose`) while none is pending — both for a live registration.
   */
  itemsFor(registration: MenuRegistration): ActionItem<RegistrationDecision | RegistrationPage>[];
  /** Opens a decision's dialog; a page's key opens nothing (its item is a link). */
  start(key: RegistrationDecision | RegistrationPage, target: DecisionTarget): void;
  /** The open dialog, if any: render it once, anywhere in the page. */
  dialog: ReactNode;
}

/**
 * A manager's decisions on registrations, for a means' personnel and the follow-up lists:
 * validate a pending one, validate a rejected one, reject a pending or validated one — those the
 * lifecycle allows in its status, for a role managing registrations (`registration.manage`
 * written). A validation looks for its conflicts before it is sent (`Registration/Conflicts`):
 * one that blocks refuses it, one flagged is shown and the manager goes on or not. Each decision
 * revalidates `reads`, what it made stale.
 */
export function useRegistrationDecisions(reads: readonly AnyCall[]): RegistrationDecisions {
  const { t } = useLingui();
  const { activeAuthorization } = useSession();
  const mayDecide = hasFeature(activeAuthorization, "registration.manage", true);
  const mayPropose = hasFeature(activeAuthorization, "registration.schedule.propose", true);
  const [open, setOpen] = useState<{ key: RegistrationDecision; target: DecisionTarget } | null>(
    null,
  );
  const labels: Record<RegistrationDecision, Omit<ActionItem<RegistrationDecision>, "key">> = {
    validate: {
      label: t({ context: "registration", message: "Valider l'inscription" }),
      icon: "check",
      isDestructive: false,
    },
    validateRejected: {
      label: t({ context: "registration", message: "Valider malgré le refus" }),
      icon: "check",
      isDestructive: false,
    },
    reject: {
      label: t({ context: "registration", message: "Refuser l'inscription" }),
      icon: "close",
      isDestructive: true,
    },
  };
  const close = () => setOpen(null);
  return {
    itemsFor: (registration) => {
      const allowed = mayDecide ? registrationAllowedActions(registration) : [];
      const isLive = !liveRegistrationRefusal(registration, "edit");
      const { id } = registration;
      const pages: ActionItem<RegistrationPage>[] = [
        ...(mayDecide && isLive
          ? [
              {
                key: "edit" as const,
                label: t({ context: "registration", message: "Modifier l'inscription" }),
                icon: "edit" as const,
                href: routeHref("registration-edit", { id }),
                isDestructive: false,
              },
            ]
          : []),
        ...(mayPropose && isLive && registration.proposedSchedule?.status !== "pending"
          ? [
              {
                key: "proposeSchedule" as const,
                label: t({ context: "registration", message: "Proposer un autre horaire" }),
                icon: "clock" as const,
                href: routeHref("registration-schedule-proposition", { id }),
                isDestructive: false,
              },
            ]
          : []),
      ];
      return [
        ...decisions.filter((key) => allowed.includes(key)).map((key) => ({ key, ...labels[key] })),
        ...pages,
      ];
    },
    start: (key, target) => {
      if (key === "validate" || key === "reject" || key === "validateRejected") {
        setOpen({ key, target });
      }
    },
    dialog:
      open === null ? null : open.key === "reject" ? (
        <RejectDialog target={open.target} reads={reads} onClose={close} />
      ) : (
        <ValidateDialog
          target={open.target}
          rejected={open.key === "validateRejected"}
          reads={reads}
          onClose={close}
        />
      ),
  };
}

/**
 * Validating a pending registration, or a rejected one: an operational role if any, a comment
 * for the person; the conflicts looked for first, shown when there are.
 */
function ValidateDialog({
  target,
  rejected,
  reads,
  onClose,
}: {
  target: DecisionTarget;
  rejected: boolean;
  reads: readonly AnyCall[];
  onClose: () => void;
}) {
  const { t } = useLingui();
  const [role, setRole] = useOperationalRole();
  const [comment, setComment] = useState("");
  const conflicts = useConflictCheck();
  const validate = useCallAction(
    rejected ? calls.registration.validateRejected : calls.registration.validate,
    reads,
  );
  const id = target.registration.id;
  const request = { params: { id }, body: { operationalRoleId: roleRequest(role), comment } };
  const validated = () =>
    toastQueue.add({
      kind: "saved",
      title: t({ context: "registration", message: "Inscription validée" }),
    });

  if (conflicts.conflicts !== null) {
    return (
      <ActionConflicts
        conflicts={conflicts.conflicts}
        personName={() => target.name}
        confirmLabel={t({ context: "registration", message: "Valider malgré les conflits" })}
        onCancel={onClose}
        refusedTitle={t({ context: "registration", message: "Inscription non validée" })}
        onConfirm={() => validate.send(request).then(validated)}
      />
    );
  }
  return (
    <ConfirmAction
      isOpen
      onClose={onClose}
      title={
        rejected
          ? t({ context: "registration", message: "Valider l'inscription refusée ?" })
          : t({ context: "registration", message: "Valider l'inscription ?" })
      }
      confirmLabel={t({ context: "registration", message: "Valider" })}
      action={{
        isPending: conflicts.check.isPending || validate.isPending,
        error: validate.error ?? conflicts.check.error,
      }}
      onConfirm={async () =>
        (await conflicts.isClear({ registrationIds: [id] })) ? validate.run(request) : undefined
      }
      onDone={validated}
    >
      <p>
        {t({
          context: "registration",
          message: `${target.name} sera retenu·e sur ce moyen et en sera prévenu·e par e-mail.`,
        })}
      </p>
      <OperationalRoleSelect value={role} onChange={setRole} isDisabled={validate.isPending} />
      <ConfirmComment
        value={comment}
        onChange={setComment}
        description={t({ context: "registration", message: "Joint au message envoyé." })}
        isDisabled={validate.isPending}
      />
    </ConfirmAction>
  );
}

/** Rejecting a registration: the reason (absence or rescheduling, required) and a comment. */
function RejectDialog({
  target,
  reads,
  onClose,
}: {
  target: DecisionTarget;
  reads: readonly AnyCall[];
  onClose: () => void;
}) {
  const { t } = useLingui();
  const [reason, setReason] = useState<RejectionReason | null>(null);
  const [comment, setComment] = useState("");
  const [isTried, setTried] = useState(false);
  const reject = useCallAction(calls.registration.reject, reads);
  const reasonLabels: Record<RejectionReason, string> = {
    absence: t({ context: "registration", message: "Absence" }),
    rescheduling: t({ context: "registration", message: "Reprogrammation" }),
  };
  return (
    <ConfirmAction
      isOpen
      onClose={onClose}
      title={t({ context: "registration", message: "Refuser l'inscription ?" })}
      confirmLabel={t({ context: "registration", message: "Refuser" })}
      variant="danger"
      action={reject}
      onConfirm={async () => {
        setTried(true);
        if (reason === null) return undefined;
        return reject.run({
          params: { id: target.registration.id },
          body: { rejectionReason: reason, comment },
        });
      }}
      onDone={() =>
        toastQueue.add({
          kind: "saved",
          title: t({ context: "registration", message: "Inscription refusée" }),
        })
      }
    >
      <p>
        {t({
          context: "registration",
          message: `${target.name} ne sera pas retenu·e sur ce moyen et en sera prévenu·e par e-mail.`,
        })}
      </p>
      <RadioGroup
        label={t({ context: "registration", message: "Motif" })}
        value={reason}
        onChange={(value) => setReason(value as RejectionReason)}
        isRequired
        isInvalid={isTried && reason === null}
        errorMessage={t({ context: "registration", message: "Choisissez le motif du refus." })}
        isDisabled={reject.isPending}
      >
        {rejectionReasons.map((item) => (
          <Radio key={item} value={item}>
            {reasonLabels[item]}
          </Radio>
        ))}
      </RadioGroup>
      <ConfirmComment
        value={comment}
        onChange={setComment}
        description={t({ context: "registration", message: "Joint au message envoyé." })}
        isDisabled={reject.isPending}
      />
    </ConfirmAction>
  );
}
