import { useLingui } from "@lingui/react/macro";
import { type RegistrationAction, registrationAllowedActions } from "@releve/domain";
import type { IconName } from "@releve/ui";
import type { Registration } from "../api/staffing";

/** What the person may do with one of their registrations, from their list or their calendar. */
export type OwnAction = "accept" | "decline" | "unregister";

/** The lifecycle's actions a person takes on their own registration, by the name they go by. */
const ownActions: Partial<Record<RegistrationAction, OwnAction>> = {
  acceptProposition: "accept",
  rejectProposition: "decline",
  unregister: "unregister",
};

/**
 * What the person may still do with their registration, by the domain's lifecycle: accept or
 * decline a proposition, unregister; nothing once it has started (`now` on).
 */
export function ownActionsOf(registration: Registration, now: string): OwnAction[] {
  if (Date.parse(registration.start) <= Date.parse(now)) return [];
  return registrationAllowedActions(registration).flatMap((action) => ownActions[action] ?? []);
}

/** The words, icon and weight of each of the person's actions. */
export function useOwnActionLabels(): Record<
  OwnAction,
  { label: string; icon: IconName; isDestructive: boolean }
> {
  const { t } = useLingui();
  return {
    accept: {
      label: t({ context: "staffing", message: "Accepter la proposition" }),
      icon: "check",
      isDestructive: false,
    },
    decline: {
      label: t({ context: "staffing", message: "Décliner la proposition" }),
      icon: "close",
      isDestructive: true,
    },
    unregister: {
      label: t({ context: "staffing", message: "Se désinscrire" }),
      icon: "logout",
      isDestructive: true,
    },
  };
}
