import { type AlertLevel, instantToWallClock, type Language, languages } from "@releve/domain";
import type { ManagedAlert } from "../api/alerts";

/** What the alert form is doing: a new alert, or an edit of one. */
export type AlertFormMode = { kind: "create" } | { kind: "edit"; id: number };

/** A title and a text in each language, `""` where none is written. */
export type AlertTexts = Record<Language, { title: string; text: string }>;

/** The alert form as its fields hold it (spec 02 §7): wall clocks `""` while not chosen. */
export interface AlertFormValues extends Record<string, unknown> {
  level: AlertLevel;
  fromDateTime: string;
  toDateTime: string;
  dismissible: boolean;
  texts: AlertTexts;
}

/** A new alert: for information, from now on, until disabled, that nobody can close. */
export function emptyAlertForm(now: string): AlertFormValues {
  return {
    level: "info",
    fromDateTime: now,
    toDateTime: "",
    dismissible: false,
    texts: {
      fr: { title: "", text: "" },
      en: { title: "", text: "" },
      de: { title: "", text: "" },
    },
  };
}

/** The form of an alert read from the API, its instants as wall clocks in `timeZone`. */
export function alertFormOf(alert: ManagedAlert, timeZone: string): AlertFormValues {
  const texts = emptyAlertForm("").texts;
  for (const { languageCode, title, text } of alert.alertTexts) {
    texts[languageCode] = { title, text };
  }
  return {
    level: alert.level,
    fromDateTime: instantToWallClock(alert.fromDateTime, timeZone),
    toDateTime: alert.toDateTime ? instantToWallClock(alert.toDateTime, timeZone) : "",
    dismissible: alert.dismissible,
    texts,
  };
}

/** The languages written in, in the product's order: the form's `alertTexts`, in that order. */
export const writtenLanguages = (texts: AlertTexts): Language[] =>
  languages.filter((language) => texts[language].title || texts[language].text);

/** The validator's input: the texts of the languages written in, in the product's order. */
export function alertFormInput(values: AlertFormValues) {
  return {
    level: values.level,
    fromDateTime: values.fromDateTime,
    toDateTime: values.toDateTime,
    dismissible: values.dismissible,
    alertTexts: writtenLanguages(values.texts).map((languageCode) => ({
      languageCode,
      title: values.texts[languageCode].title,
      text: values.texts[languageCode].text,
    })),
  };
}

/** The fields in the order they appear, for the summary of what stops the submit. */
export const alertFieldOrder = ["level", "fromDateTime", "toDateTime", "dismissible", "alertTexts"];

/**
 * The id of a finding's field. A text's finding (`alertTexts.1.title`) names its place among the
 * languages written in: `written` says which language that is, whose control it links to.
 */
export function alertFieldId(field: string, written: readonly Language[] = []): string {
  const [name, index, part] = field.split(".");
  if (name !== "alertTexts") return `alert-${name ?? field}`;
  const language = index === undefined ? undefined : written[Number(index)];
  if (!language) return "alert-titles";
  return part === "text" ? `alert-texts-${language}` : `alert-titles-${language}`;
}
