import { useLingui } from "@lingui/react/macro";
import { type Language, languages as productLanguages } from "@releve/domain";
import { forwardRef, type ReactNode } from "react";
import { Select, type SelectBaseProps, type SelectOption } from "../Select/Select";
import { SelectItem } from "../Select/SelectItem";
import { languageName } from "./LanguageSelectorNames";

/** Props of {@link LanguageSelector}: a controlled select of the product's languages. */
export interface LanguageSelectorProps
  extends Omit<
    SelectBaseProps<SelectOption>,
    "label" | "value" | "defaultValue" | "onChange" | "placeholder" | "emptyState"
  > {
  /** The chosen language. */
  value: Language;
  /** Called with the language the person chose. */
  onChange: (language: Language) => void;
  /**
   * Visible label of the field.
   * @default "Langue", in the current language
   */
  label?: ReactNode;
  /**
   * The languages offered, in this order.
   * @default the product's languages from `@releve/domain`: fr, en, de
   */
  languages?: readonly Language[];
}

/**
 * The interface language picker (spec 01 §2: language selection; §9: fr, en, de, French by
 * default): a {@link Select} whose options are each language's own name, each marked with its
 * `lang` so a screen reader pronounces "Deutsch" in German. A field rather than a menu: the
 * language is a setting of the user's profile, chosen where the profile is edited.
 * The forwarded ref points at the select's button.
 */
export const LanguageSelector = forwardRef<HTMLButtonElement, LanguageSelectorProps>(
  function LanguageSelector(
    { value, onChange, label, languages = productLanguages, ...props },
    ref,
  ) {
    const { t } = useLingui();
    return (
      <Select
        {...props}
        ref={ref}
        label={
          label ??
          t({ comment: "Label of the field choosing the interface language.", message: "Langue" })
        }
        value={value}
        onChange={(key) => {
          const language = languages.find((candidate) => candidate === key);
          if (language !== undefined) onChange(language);
        }}
      >
        {languages.map((language) => {
          const name = languageName(language);
          return (
            <SelectItem key={language} id={language} lang={language} textValue={name}>
              {name}
            </SelectItem>
          );
        })}
      </Select>
    );
  },
);
