import { plural } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { type AnyCall, calls } from "@releve/domain";
import { AlertBanner, Button, Dialog, toastQueue } from "@releve/ui";
import { useState } from "react";
import { useCallAction } from "../call-action";
import { describeError } from "../error-messages";
import { AssignmentSettings, useAssignmentSettings } from "./AssignmentSettings";
import { ActionConflicts, useConflictCheck } from "./conflicts";
import { roleRequest } from "./operational-role";
import { type ChosenPerson, choosesTooMany, PersonChooser } from "./PersonChooser";

/**
 * Putting persons on a means (spec 02 §4): a manager searches persons of the scope by name,
 * function or e-mail and staff type, chooses several across searches, then assigns them
 * (validated at once, each told) or proposes the means to them (each accepts or declines), with
 * an operational role and a comment. The conflicts of every chosen person are looked for before
 * anything is sent (`Registration/Conflicts`): a blocked person is named, to be taken out; flagged
 * ones are shown and the manager goes on or not. All are put on the means, or none.
 */
export function AssignDialog({
  means,
  reads,
  onClose,
}: {
  /** The means, with its hours: who is available then comes first. */
  means: { id: number; name: string; start?: string; end?: string };
  reads: readonly AnyCall[];
  onClose: () => void;
}) {
  const { t, i18n } = useLingui();
  const [chosen, setChosen] = useState<ChosenPerson[]>([]);
  const settings = useAssignmentSettings();
  const { mode, role, comment } = settings;
  const conflicts = useConflictCheck();
  const assign = useCallAction(calls.registration.assign, reads);
  const propose = useCallAction(calls.registration.propose, reads);
  const action = mode === "assign" ? assign : propose;
  const isPending = conflicts.check.isPending || action.isPending;
  const tooMany = choosesTooMany(chosen);
  const request = {
    body: {
      personIds: chosen.map((person) => person.id),
      meansOfInterventionIds: [means.id],
      operationalRoleId: roleRequest(role),
      comment,
    },
  };
  /** Says how many were put on the means, and closes. */
  const done = (answer: { registrations: readonly unknown[] }) => {
    const count = answer.registrations.length;
    toastQueue.add({
      kind: "saved",
      title:
        mode === "assign"
          ? t({
              context: "registration",
              message: plural(count, {
                one: "# personne affectée",
                other: "# personnes affectées",
              }),
            })
          : t({
              context: "registration",
              message: plural(count, {
                one: "Moyen proposé à # personne",
                other: "Moyen proposé à # personnes",
              }),
            }),
    });
    onClose();
  };
  const confirm = async () => {
    const { personIds } = request.body;
    if (!(await conflicts.isClear({ meansOfInterventionIds: [means.id], personIds }))) return;
    const answer = await action.run(request);
    if (answer) done(answer);
  };

  if (conflicts.conflicts !== null) {
    return (
      <ActionConflicts
        conflicts={conflicts.conflicts}
        // Cancelling goes back to the choice, to take a blocked person out.
        onCancel={conflicts.dismiss}
        personName={(id) => chosen.find((person) => person.id === id)?.name ?? String(id)}
        confirmLabel={
          mode === "assign"
            ? t({ context: "registration", message: "Affecter malgré les conflits" })
            : t({ context: "registration", message: "Proposer malgré les conflits" })
        }
        refusedTitle={t({ context: "registration", message: "Personne n'a été mis sur le moyen" })}
        onConfirm={() => action.send(request).then(done)}
      />
    );
  }

  return (
    <Dialog
      isOpen
      onOpenChange={(isOpen) => {
        if (!isOpen && !isPending) onClose();
      }}
      title={t({ context: "registration", message: `Affecter du personnel à « ${means.name} »` })}
      size="lg"
      isKeyboardDismissDisabled={isPending}
      actions={
        <>
          <Button variant="secondary" onPress={onClose} isDisabled={isPending}>
            {t({ context: "registration", message: "Annuler" })}
          </Button>
          <Button
            variant="primary"
            isPending={isPending}
            isDisabled={chosen.length === 0 || tooMany}
            onPress={() => void confirm()}
          >
            {mode === "assign"
              ? t({ context: "registration", message: "Affecter" })
              : t({ context: "registration", message: "Proposer" })}
          </Button>
        </>
      }
    >
      <PersonChooser
        chosen={chosen}
        onChange={setChosen}
        availableDuring={
          means.start && means.end ? { from: means.start, to: means.end } : undefined
        }
        emptyChoice={t({
          context: "registration",
          message: "Cherchez des personnes et cochez celles à mettre sur ce moyen.",
        })}
      />
      <AssignmentSettings settings={settings} isDisabled={isPending} />
      {(action.error ?? conflicts.check.error) ? (
        <AlertBanner
          level="danger"
          title={t({ context: "registration", message: "Action refusée" })}
        >
          {describeError(i18n, action.error ?? conflicts.check.error)}
        </AlertBanner>
      ) : null}
    </Dialog>
  );
}
