import { useLingui } from "@lingui/react/macro";
import {
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
  Select,
  TagGroup,
  TagGroupItem,
  TextField,
} from "@releve/ui";
import { useState } from "react";
import { useCall } from "../api-context";
import * as styles from "../detail/detail.css";
import { LoadProblem } from "../LoadProblem";
import { availabilityLabels, staffTypeLabels } from "./labels";

/** Persons a search shows at once; more are found by more precise words. */
const resultsShown = 20;

/** "All staff types" in the search. */
const anyStaffType = "all";

/** A person as an assignment names them. */
export interface ChosenPerson {
  id: number;
  name: string;
}

/** Whether more persons are chosen than one assignment takes (`assignmentMaxima.persons`). */
export const choosesTooMany = (chosen: readonly ChosenPerson[]) =>
  chosen.length > assignmentMaxima.persons;

/**
 * Choosing the persons of an assignment (decision 037): persons of the scope searched by words
 * each in the first name, the last name, the function or an e-mail address, and by staff type,
 * 20 at a time; the choice kept across searches as removable tags, at most the persons an
 * assignment takes. `emptyChoice` says what to do while none is chosen, translated. With
 * `availableDuring` (a means' hours), each person found says what their availability declares of
 * them, the available first (decision 046).
 */
export function PersonChooser({
  chosen,
  onChange,
  emptyChoice,
  availableDuring,
}: {
  chosen: readonly ChosenPerson[];
  onChange: (chosen: ChosenPerson[]) => void;
  emptyChoice: string;
  availableDuring?: { from: string; to: string } | undefined;
}) {
  const { t, i18n } = useLingui();
  const [words, setWords] = useState("");
  const [staffType, setStaffType] = useState<string>(anyStaffType);
  const [asked, setAsked] = useState<{ text: string; staffTypes?: StaffType[] } | null>(null);
  const found = useCall(
    calls.person.search,
    asked === null
      ? null
      : {
          body: {
            ...asked,
            ...(availableDuring ? { availableDuring } : {}),
            page: 1,
            pageSize: resultsShown,
          },
        },
  );
  const nameOf = (person: { lastName: string; firstName: string }) => listName(person, i18n.locale);
  const search = () =>
    setAsked({
      text: words.trim(),
      ...(staffType === anyStaffType ? {} : { staffTypes: [staffType as StaffType] }),
    });
  const setChosen = onChange;
  const tooMany = choosesTooMany(chosen);
  const results = found.data?.items ?? [];
  return (
    <>
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
          description={
            availableDuring
              ? t({
                  context: "availability",
                  message: "Les personnes disponibles sur les horaires du moyen d'abord.",
                })
              : undefined
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
          {results.map((person) => {
            const availability = person.availability && availabilityLabels[person.availability];
            return (
              <Checkbox key={person.id} value={String(person.id)}>
                {[
                  nameOf(person),
                  person.function,
                  i18n._(staffTypeLabels[person.staffType]),
                  availability ? i18n._(availability) : null,
                ]
                  .filter(Boolean)
                  .join(" · ")}
              </Checkbox>
            );
          })}
        </CheckboxGroup>
      ) : null}
      <TagGroup
        label={t({ context: "registration", message: "Personnes choisies" })}
        items={[...chosen]}
        onRemove={(keys) => setChosen(chosen.filter((person) => !keys.has(String(person.id))))}
        emptyState={emptyChoice}
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
    </>
  );
}
