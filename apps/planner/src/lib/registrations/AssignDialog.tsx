import { plural } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import {
  type AnyCall,
  assignmentMaxima,
  calls,
  listName,
  type StaffType,
  staffTypes,
  textMaxLengths,
} from "@releve/domain";
import {
  AlertBanner,
  Button,
  Checkbox,
  CheckboxGroup,
  Dialog,
  Radio,
  RadioGroup,
  Select,
  TagGroup,
  TagGroupItem,
  TextField,
  toastQueue,
} from "@releve/ui";
import { useState } from "react";
import { useCall } from "../api-context";
import { ConfirmComment } from "../ConfirmAction";
import { useCallAction } from "../call-action";
import * as styles from "../detail/detail.css";
import { describeError } from "../error-messages";
import { LoadProblem } from "../LoadProblem";
import { ActionConflicts, useConflictCheck } from "./conflicts";
import { staffTypeLabels } from "./labels";
import { OperationalRoleSelect, roleRequest, useOperationalRole } from "./operational-role";

/** How the chosen persons are put on the means: validated at once, or proposed to them. */
export type AssignMode = "assign" | "propose";

/** Persons a search shows at once; more are found by more precise words. */
const resultsShown = 20;

/** "All staff types" in the search. */
const anyStaffType = "all";

/** A person as the dialog names them. */
interface Chosen {
  id: number;
  name: string;
}

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
  means: { id: number; name: string };
  reads: readonly AnyCall[];
  onClose: () => void;
}) {
  const { t, i18n } = useLingui();
  const [words, setWords] = useState("");
  const [staffType, setStaffType] = useState<string>(anyStaffType);
  const [asked, setAsked] = useState<{ text: string; staffTypes?: StaffType[] } | null>(null);
  const [chosen, setChosen] = useState<Chosen[]>([]);
  const [mode, setMode] = useState<AssignMode>("assign");
  const [role, setRole] = useOperationalRole();
  const [comment, setComment] = useState("");
  const conflicts = useConflictCheck();
  const found = useCall(
    calls.person.search,
    asked === null ? null : { body: { ...asked, page: 1, pageSize: resultsShown } },
  );
  const assign = useCallAction(calls.registration.assign, reads);
  const propose = useCallAction(calls.registration.propose, reads);
  const action = mode === "assign" ? assign : propose;
  const isPending = conflicts.check.isPending || action.isPending;
  const nameOf = (person: { lastName: string; firstName: string }) => listName(person, i18n.locale);
  const tooMany = chosen.length > assignmentMaxima.persons;

  const search = () =>
    setAsked({
      text: words.trim(),
      ...(staffType === anyStaffType ? {} : { staffTypes: [staffType as StaffType] }),
    });
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

  const results = found.data?.items ?? [];
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
      <form
        className={styles.bar}
        onSubmit={(event) => {
          event.preventDefault();
          search();
        }}
      >
        <TextField
          label={t({ context: "registration", message: "Nom, fonction ou e-mail" })}
          value={words}
          onChange={setWords}
          maxLength={textMaxLengths.searchText}
        />
        <Select
          label={t({ context: "registration", message: "Type de personnel" })}
          value={staffType}
          onChange={(key) => setStaffType(String(key))}
          options={[
            { id: anyStaffType, label: t({ context: "registration", message: "Tous" }) },
            ...staffTypes.map((type) => ({ id: type, label: i18n._(staffTypeLabels[type]) })),
          ]}
        />
        <Button type="submit" variant="secondary">
          {t({ context: "registration", message: "Chercher" })}
        </Button>
      </form>
      {found.error ? (
        <LoadProblem
          title={t({
            context: "registration",
            message: "Les personnes n'ont pas pu être cherchées.",
          })}
          error={found.error}
          retry={() => void found.mutate()}
        />
      ) : null}
      {found.data && results.length === 0 ? (
        <p className={styles.muted}>
          {t({ context: "registration", message: "Personne ne répond à cette recherche." })}
        </p>
      ) : null}
      {results.length > 0 ? (
        <CheckboxGroup
          label={
            found.data && found.data.total > results.length
              ? t({
                  context: "registration",
                  message: `Les ${results.length} premières des ${found.data.total} personnes trouvées`,
                })
              : t({ context: "registration", message: "Personnes trouvées" })
          }
          value={chosen.map((person) => String(person.id))}
          onChange={(values) => {
            const shown = new Set(results.map((person) => person.id));
            const kept = chosen.filter((person) => !shown.has(person.id));
            const added = results
              .filter((person) => values.includes(String(person.id)))
              .map((person) => ({ id: person.id, name: nameOf(person) }));
            setChosen([...kept, ...added]);
          }}
        >
          {results.map((person) => (
            <Checkbox key={person.id} value={String(person.id)}>
              {[nameOf(person), person.function, i18n._(staffTypeLabels[person.staffType])]
                .filter(Boolean)
                .join(" · ")}
            </Checkbox>
          ))}
        </CheckboxGroup>
      ) : null}
      <TagGroup
        label={t({ context: "registration", message: "Personnes choisies" })}
        items={chosen}
        onRemove={(keys) => setChosen(chosen.filter((person) => !keys.has(String(person.id))))}
        emptyState={t({
          context: "registration",
          message: "Cherchez des personnes et cochez celles à mettre sur ce moyen.",
        })}
      >
        {(person) => (
          <TagGroupItem id={String(person.id)} textValue={person.name}>
            {person.name}
          </TagGroupItem>
        )}
      </TagGroup>
      {tooMany ? (
        <AlertBanner
          level="warning"
          title={t({ context: "registration", message: "Trop de personnes" })}
        >
          {t({
            context: "registration",
            message: `Au plus ${assignmentMaxima.persons} personnes à la fois.`,
          })}
        </AlertBanner>
      ) : null}
      <RadioGroup
        label={t({ context: "registration", message: "Mode" })}
        value={mode}
        onChange={(value) => setMode(value === "propose" ? "propose" : "assign")}
        isDisabled={isPending}
      >
        <Radio value="assign">
          {t({
            context: "registration",
            message: "Affecter — les personnes sont retenues aussitôt et prévenues",
          })}
        </Radio>
        <Radio value="propose">
          {t({
            context: "registration",
            message: "Proposer — chaque personne accepte ou décline le moyen",
          })}
        </Radio>
      </RadioGroup>
      <OperationalRoleSelect value={role} onChange={setRole} isDisabled={isPending} />
      <ConfirmComment
        value={comment}
        onChange={setComment}
        description={t({ context: "registration", message: "Joint au message envoyé." })}
        isDisabled={isPending}
      />
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
