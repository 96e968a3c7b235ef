import { useLingui } from "@lingui/react/macro";
import { type Conflict, calls, routeHref } from "@releve/domain";
import { ConflictDialog, toastQueue } from "@releve/ui";
import { useState } from "react";
import { useCallAction } from "../call-action";
import { describeError } from "../error-messages";

/** A conflict of the API's answer as the domain holds it (no `registrationId` when none). */
const conflictOf = ({
  registrationId,
  ...conflict
}: Omit<Conflict, "registrationId"> & { registrationId?: number | undefined }): Conflict =>
  registrationId === undefined ? conflict : { ...conflict, registrationId };

/** What `Registration/Conflicts` is asked: the means and persons of an action, or registrations. */
type ConflictQuestion = {
  meansOfInterventionIds?: number[];
  personIds?: number[];
  registrationIds?: number[];
};

/**
 * The conflicts an action would meet, looked for before it is sent (spec 02 §4):
 * `isClear(question)` answers whether the action may go on at once — no conflict — and otherwise
 * keeps them in `conflicts` for {@link ActionConflicts} to show (or the refusal in
 * `check.error`). `dismiss` forgets them, back to the action's own dialog.
 */
export function useConflictCheck() {
  const check = useCallAction(calls.registration.conflicts, []);
  const [conflicts, setConflicts] = useState<readonly Conflict[] | null>(null);
  return {
    check,
    conflicts,
    dismiss: () => setConflicts(null),
    isClear: async (question: ConflictQuestion): Promise<boolean> => {
      const met = await check.run({ body: question });
      if (!met) return false;
      if (met.conflicts.length === 0) return true;
      setConflicts(met.conflicts.map(conflictOf));
      return false;
    },
  };
}

/**
 * The conflicts of an action in the design system's dialog: the other means as links to their
 * pages, `onConfirm` to go on despite flagged ones (none when one blocks) — the action sent, its
 * refusal thrown and told in a toast under `refusedTitle` —, `onCancel` when the person stops
 * there.
 */
export function ActionConflicts(props: {
  conflicts: readonly Conflict[];
  personName: (personId: number) => string;
  confirmLabel: string;
  refusedTitle: string;
  onConfirm: () => Promise<unknown>;
  onCancel: () => void;
}) {
  const { i18n } = useLingui();
  return (
    <ConflictDialog
      isOpen
      onOpenChange={(isOpen) => {
        if (!isOpen) props.onCancel();
      }}
      conflicts={props.conflicts}
      personName={props.personName}
      meansHref={(id) => routeHref("means-of-intervention-detail-page", { id })}
      confirmLabel={props.confirmLabel}
      onConfirm={() =>
        void props.onConfirm().catch((error: unknown) =>
          toastQueue.add({
            kind: "error",
            title: props.refusedTitle,
            description: describeError(i18n, error),
          }),
        )
      }
    />
  );
}
