import { useLingui } from "@lingui/react";
import type { RoleCode } from "@releve/domain";
import { useCallback, useContext, useRef, useState } from "react";
import { useSWRConfig } from "swr";
import { describeError } from "../../../lib/error-messages";
import { useUpdateMyProfile } from "../../../lib/my-profile";
import { useProfilePreferences } from "../../../lib/preferences";
import { useScopeReferenceData } from "../../../lib/reference-data";
import { sameSelection, scopeChoices, withinChoices } from "../../../lib/scope-choices";
import { SessionContext } from "../../../lib/session";

/** Choosing the active role, and how the last choice went. */
export interface SwitchRole {
  /**
   * Makes a held role the active one. Resolves `true` once it is, `false` when the API refused it
   * (the previous role stays) or when a later choice replaced it before it was sent.
   */
  switchRole: (code: RoleCode) => Promise<boolean>;
  /** The role being switched to while the call runs, else `null`. */
  pendingRoleCode: RoleCode | null;
  /** Why the last choice was refused, translated; `null` once a choice succeeds. */
  error: string | null;
  /** Forgets the refusal (the message was read or dismissed). */
  dismissError: () => void;
}

/**
 * The active role of spec 01 §6: `PUT UserProfile/Me { activeRoleCode }`, then the session's
 * active role (its code goes with every later call), then every cached answer is fetched again,
 * since lists and counts depend on the role's scope — the new-registration and proposed-schedule
 * counts among them. The profile's scope selection keeps only what the new role reaches.
 *
 * Choices are sent one at a time and only the latest is: moving through a radio group with the
 * arrow keys chooses each role in turn, and the role the person stops on must be the one saved.
 */
export function useSwitchRole(): SwitchRole {
  const store = useContext(SessionContext);
  if (!store) throw new Error("useSwitchRole needs a SessionContext provider");
  const { i18n } = useLingui();
  const updateMyProfile = useUpdateMyProfile();
  const { mutate } = useSWRConfig();
  const reference = useScopeReferenceData().data;
  const [selection, setSelection] = useProfilePreferences();
  const [pendingRoleCode, setPendingRoleCode] = useState<RoleCode | null>(null);
  const [refusal, setRefusal] = useState<{ error: unknown } | null>(null);
  const latest = useRef<RoleCode | null>(null);
  const queue = useRef<Promise<unknown>>(Promise.resolve());

  // What the last render saw, read when a queued switch runs rather than when it was asked for.
  const current = useRef({ updateMyProfile, reference, selection, setSelection });
  current.current = { updateMyProfile, reference, selection, setSelection };

  const send = useCallback(
    async (code: RoleCode): Promise<boolean> => {
      if (latest.current !== code) return false;
      try {
        await current.current.updateMyProfile({ activeRoleCode: code });
      } catch (error) {
        if (latest.current === code) {
          setRefusal({ error });
          setPendingRoleCode(null);
        }
        return false;
      }
      store.setActiveRoleCode(code);
      const { reference, selection, setSelection } = current.current;
      if (reference) {
        const kept = withinChoices(
          selection,
          scopeChoices(store.get().activeAuthorization, reference),
        );
        if (!sameSelection(kept, selection)) setSelection(kept);
      }
      // Every key: the scope of every list and count changed with the role.
      void mutate(() => true);
      if (latest.current === code) {
        setRefusal(null);
        setPendingRoleCode(null);
      }
      return true;
    },
    [store, mutate],
  );

  const switchRole = useCallback(
    (code: RoleCode): Promise<boolean> => {
      latest.current = code;
      setPendingRoleCode(code);
      const run = queue.current.then(() => send(code));
      queue.current = run.catch(() => undefined);
      return run;
    },
    [send],
  );

  return {
    switchRole,
    pendingRoleCode,
    error: refusal ? describeError(i18n, refusal.error) : null,
    dismissError: useCallback(() => setRefusal(null), []),
  };
}
