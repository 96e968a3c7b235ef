import { useLingui } from "@lingui/react/macro";
import { calls, listName, textMaxLengths } from "@releve/domain";
import { ComboBox, SelectItem } from "@releve/ui";
import { useEffect, useState } from "react";
import { useCall } from "../api-context";
import type { FieldFeedback } from "../form-state";
import { staffTypeLabels } from "./labels";
import type { ChosenPerson } from "./PersonChooser";

/** Persons a search offers at once; more precise words find the others. */
const offered = 20;
/** How long typing pauses before the words are searched, in milliseconds. */
const typingPause = 250;

/** Props of {@link PersonComboBox}. */
export interface PersonComboBoxProps extends Partial<FieldFeedback> {
  id?: string;
  label: string;
  /** The person chosen, `null` for none. */
  value: ChosenPerson | null;
  onChange: (person: ChosenPerson | null) => void;
  onBlur?: () => void;
  isRequired?: boolean;
  isDisabled?: boolean;
}

/**
 * One person of the active role's scope, found by words typed in their first name, last name,
 * function or e-mail (`Person/search`, 20 at a time, once typing pauses); each offered with their
 * function and staff type.
 */
export function PersonComboBox({ value, onChange, label, ...field }: PersonComboBoxProps) {
  const { t, i18n } = useLingui();
  const [text, setText] = useState(value?.name ?? "");
  const [words, setWords] = useState("");
  useEffect(() => {
    const typed = text.trim();
    // The chosen person's name is not a search.
    if (typed === value?.name) return;
    const timer = setTimeout(() => setWords(typed), typingPause);
    return () => clearTimeout(timer);
  }, [text, value?.name]);
  const found = useCall(
    calls.person.search,
    words === "" ? null : { body: { text: words, page: 1, pageSize: offered } },
    { keepPreviousData: true },
  );
  const persons = found.data?.items ?? [];
  return (
    <ComboBox
      {...field}
      label={label}
      items={persons}
      inputValue={text}
      onInputChange={(typed) => {
        setText(typed.slice(0, textMaxLengths.searchText));
        if (value && typed !== value.name) onChange(null);
      }}
      selectedKey={value?.id ?? null}
      onSelectionChange={(key) => {
        const person = persons.find((candidate) => candidate.id === key);
        if (!person) return;
        const name = listName(person, i18n.locale);
        setText(name);
        onChange({ id: person.id, name });
      }}
      isLoading={found.isLoading}
      placeholder={t({ context: "registration", message: "Nom, fonction ou e-mail" })}
    >
      {(person) => {
        const name = listName(person, i18n.locale);
        return (
          <SelectItem id={person.id} textValue={name}>
            {[name, person.function, i18n._(staffTypeLabels[person.staffType])]
              .filter(Boolean)
              .join(" · ")}
          </SelectItem>
        );
      }}
    </ComboBox>
  );
}
