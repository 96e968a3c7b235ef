import type { Language } from "@releve/domain";
import type { ReactNode } from "react";
import { TextArea as AriaTextArea, TextField as AriaTextField, Input } from "react-aria-components";
import * as fieldStyles from "../Field/Field.css";
import { FieldCounter, useFieldCounter } from "../Field/FieldCounter";
import { FieldLabel } from "../Field/FieldLabel";
import { FieldMessages } from "../Field/FieldMessages";
import { textArea } from "../TextArea/TextArea.css";

/** What the validation function of one language's text returns: react-aria's convention. */
export type MultilingualTextValidation = string | string[] | true | null | undefined;

/** Props of {@link MultilingualTextFieldLanguage}. */
export interface MultilingualTextFieldLanguageProps {
  /** The language of the text typed here: the control's `lang`. */
  language: Language;
  /** The field's visible label: the language's name in the interface language. */
  label: string;
  /** The text in this language (controlled by the group). */
  value: string;
  /** Called with this language's new text. */
  onChange: (text: string) => void;
  /** Id of the control, `{group id}-{language}`. */
  id: string | undefined;
  /** Form name of the control, `{group name}.{language}`. */
  name: string | undefined;
  /** Whether this language's text must be given. */
  isRequired: boolean;
  /** Whether the control is disabled. */
  isDisabled: boolean;
  /** A `<textarea>` instead of an `<input>`. */
  isMultiline: boolean;
  /** Visible lines of the `<textarea>`. */
  rows: number;
  /**
   * Most characters allowed: a counter shows near it on an `<input>`, from the first character on
   * a `<textarea>` (as on the design's `TextField` and `TextArea`).
   */
  maxLength: number | undefined;
  /** The host's blocking error for this language; when given, the field is invalid. */
  errorMessage: ReactNode;
  /** Checks the text as it changes (react-aria's `validate`). */
  validate: ((text: string) => MultilingualTextValidation) | undefined;
}

/**
 * The field of one language of a multilingual text: react-aria's `TextField` with the shared
 * label, counter and messages, around an `<input>` or a `<textarea>` whose `lang` is the text's language,
 * so screen readers pronounce it and browsers check its spelling in that language. (The design's
 * `TextField` and `TextArea` have no way to set `lang` on their control, and setting it around
 * them would also mark the French label and messages as English.)
 */
export function MultilingualTextFieldLanguage({
  language,
  label,
  id,
  name,
  errorMessage,
  isMultiline,
  rows,
  maxLength,
  validate,
  ...props
}: MultilingualTextFieldLanguageProps) {
  // The group controls the value: the count is its length, nothing to track here.
  const counter = useFieldCounter({
    maxLength,
    value: props.value,
    defaultValue: undefined,
    visibility: isMultiline ? "always" : "nearLimit",
    describedBy: undefined,
  });
  return (
    <AriaTextField
      {...props}
      {...(id === undefined ? {} : { id })}
      {...(name === undefined ? {} : { name })}
      {...counter.fieldProps}
      {...(validate === undefined ? {} : { validate })}
      {...(errorMessage ? { isInvalid: true } : {})}
      className={fieldStyles.root}
    >
      <FieldLabel isRequired={props.isRequired}>{label}</FieldLabel>
      {isMultiline ? (
        <AriaTextArea
          lang={language}
          rows={rows}
          className={`${fieldStyles.control} ${textArea}`}
        />
      ) : (
        <Input lang={language} className={fieldStyles.control} />
      )}
      {counter.counterProps ? <FieldCounter {...counter.counterProps} /> : null}
      {/* Without a message of the host's, react-aria's FieldError shows the `validate` result
          or the error a Form's `validationErrors` gives under this field's name. */}
      <FieldMessages errorMessage={errorMessage || undefined} />
    </AriaTextField>
  );
}
