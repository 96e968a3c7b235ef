import { useLingui } from "@lingui/react/macro";
import { type Language, languages } from "@releve/domain";
import { forwardRef, type ReactNode, useId, useState } from "react";
import * as fieldStyles from "../Field/Field.css";
import { languageName } from "../LanguageSelector/LanguageSelectorNames";
import * as styles from "./MultilingualTextField.css";
import {
  MultilingualTextFieldLanguage,
  type MultilingualTextValidation,
} from "./MultilingualTextFieldLanguage";

/** One text per language of the product: `{ fr, en, de }`, an empty string where none is given. */
export type MultilingualText = Record<Language, string>;

/** A multilingual text with nothing typed in any language. */
export const emptyMultilingualText: MultilingualText = Object.fromEntries(
  languages.map((language) => [language, ""]),
) as MultilingualText;

/** Props of {@link MultilingualTextField}. */
export interface MultilingualTextFieldProps {
  /** The name of the whole text ("Titre de l'alerte"): the legend of the group of fields. */
  label: ReactNode;
  /** The texts, controlled. */
  value?: MultilingualText;
  /** The texts at first, uncontrolled; a language left out starts empty. */
  defaultValue?: Partial<MultilingualText>;
  /** Called with every language's text whenever one of them changes. */
  onChange?: (value: MultilingualText) => void;
  /** Help for the whole group, under the legend (which languages are expected, the fallback). */
  description?: ReactNode;
  /**
   * A blocking error about the group as a whole, under the legend: the alert rule "at least one
   * text" (`alert.textRequired`, spec 02 §5) belongs here, as no single language is at fault.
   */
  errorMessage?: ReactNode;
  /**
   * A blocking error per language, shown under that language's field, which is then marked
   * invalid (`[data-invalid]`, `aria-invalid`).
   */
  errorMessages?: Partial<Record<Language, ReactNode>>;
  /**
   * Languages whose text must be given: asterisk, "(obligatoire)" read out, `required`. Spec 02
   * asks an alert for at least one text in any language, so by default none is required alone.
   * @default []
   */
  requiredLanguages?: readonly Language[];
  /**
   * Checks one language's text as it changes; returns the error to show under it, or nothing.
   * (react-aria's `validate`: a `Form`'s `validationBehavior` decides when it shows.)
   */
  validate?: (text: string, language: Language) => MultilingualTextValidation;
  /**
   * A `<textarea>` per language instead of a one-line `<input>` (the alert's text, its title
   * being one line).
   * @default false
   */
  isMultiline?: boolean;
  /**
   * Visible lines of each `<textarea>`, with `isMultiline`.
   * @default 3
   */
  rows?: number;
  /**
   * Most characters per language (the browser stops typing there). Each language's field shows a
   * counter of its own, as a `TextField` does (near the limit) or, with `isMultiline`, as a
   * `TextArea` does (from the first character).
   */
  maxLength?: number;
  /** Every language's field is disabled (`<fieldset disabled>`). */
  isDisabled?: boolean;
  /**
   * Form name of the group: each field is named `{name}.{language}` (`title.en`), which is also
   * the key of its error in a `Form`'s `validationErrors`.
   */
  name?: string;
  /**
   * Id of the `<fieldset>`; each field's control gets `{id}-{language}`. A `FormErrorSummary`
   * links to either: the group (focus goes to its first field) or one language.
   */
  id?: string;
  /** Extra class names on the `<fieldset>`, next to its own. */
  className?: string;
}

/**
 * A text written in each language of the product (spec 01 §9: fr, en, de), used for alerts' titles
 * and texts (spec 01 §3: alertTexts by languageCode): a `<fieldset>` whose legend names the text,
 * then one field per language, stacked, each labelled with the language's name in the interface
 * language, each control marked with its text's `lang`, each with its own error. Stacked rather
 * than in tabs so that every language's error is in view at once (WCAG 3.3.1), and no language
 * hides behind a tab the person may never open.
 *
 * There is no "copy French into the empty languages" action: spec 02 §9 shows an alert in the
 * user's language, else French, English, German, so an empty language already shows the French
 * text, and a copy would file French text as English or German and stop following later edits.
 * The forwarded ref points at the `<fieldset>`.
 */
export const MultilingualTextField = forwardRef<HTMLFieldSetElement, MultilingualTextFieldProps>(
  function MultilingualTextField(
    {
      label,
      value,
      defaultValue,
      onChange,
      description,
      errorMessage,
      errorMessages = {},
      requiredLanguages = [],
      validate,
      isMultiline = false,
      rows = 3,
      maxLength,
      isDisabled = false,
      name,
      id,
      className,
    },
    ref,
  ) {
    const { i18n } = useLingui();
    const messagesId = useId();
    const [uncontrolled, setUncontrolled] = useState<MultilingualText>(() => ({
      ...emptyMultilingualText,
      ...defaultValue,
    }));
    const texts = value ?? uncontrolled;
    const change = (language: Language, text: string) => {
      const next = { ...texts, [language]: text };
      setUncontrolled(next);
      onChange?.(next);
    };
    const hasMessages = Boolean(description || errorMessage);

    return (
      <fieldset
        ref={ref}
        {...(id === undefined ? {} : { id })}
        disabled={isDisabled}
        aria-describedby={hasMessages ? messagesId : undefined}
        className={className ? `${styles.root} ${className}` : styles.root}
      >
        <legend className={styles.legend}>{label}</legend>
        {hasMessages ? (
          // Not a live region, like a field's own error: it is read with the group (1.3.1).
          <div id={messagesId} className={styles.messages}>
            {description ? <div className={fieldStyles.description}>{description}</div> : null}
            {errorMessage ? <div className={fieldStyles.error}>{errorMessage}</div> : null}
          </div>
        ) : null}
        {languages.map((language) => (
          <MultilingualTextFieldLanguage
            key={language}
            language={language}
            label={languageName(language, i18n.locale)}
            value={texts[language]}
            onChange={(text) => change(language, text)}
            id={id === undefined ? undefined : `${id}-${language}`}
            name={name === undefined ? undefined : `${name}.${language}`}
            isRequired={requiredLanguages.includes(language)}
            isDisabled={isDisabled}
            isMultiline={isMultiline}
            rows={rows}
            maxLength={maxLength}
            errorMessage={errorMessages[language]}
            validate={validate === undefined ? undefined : (text) => validate(text, language)}
          />
        ))}
      </fieldset>
    );
  },
);
