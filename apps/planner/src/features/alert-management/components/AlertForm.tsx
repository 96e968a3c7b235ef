import { useLingui } from "@lingui/react/macro";
import {
  type AlertLevel,
  alertLevels,
  alertText,
  type Language,
  languages,
  routeHref,
  textMaxLengths,
  validateAlert,
} from "@releve/domain";
import {
  AlertBanner,
  Button,
  Checkbox,
  languageName,
  MultilingualTextField,
  Radio,
  RadioGroup,
} from "@releve/ui";
import { useEffect, useMemo } from "react";
import { useNavigate } from "react-router-dom";
import { DateTimeFields } from "../../../lib/DateTimeFields";
import { FormFrame } from "../../../lib/FormFrame";
import * as styles from "../../../lib/form.css";
import { useFormState } from "../../../lib/form-state";
import { businessNow, useSettings } from "../../../lib/settings";
import { useCreateAlert, useUpdateAlert } from "../api/alerts";
import {
  type AlertFormMode,
  type AlertFormValues,
  alertFieldId,
  alertFieldOrder,
  alertFormInput,
  writtenLanguages,
} from "../hooks/form-values";
import { alertLevelLabels } from "../hooks/labels";
import * as own from "./AlertForm.css";

/**
 * The alert form (spec 02 §7), create and edit alike: its level, when it shows (a start in the
 * past warns; no end: until disabled), whether users may close it, and its title and text in
 * French, English and German — at least one language complete, each begun language complete —
 * with the banner each language's readers will see (their own text, else French, English,
 * German). Every rule of the domain said on its field; once saved, the list, and the banners of
 * signed-in users follow at their next refresh.
 */
export function AlertForm({ mode, initial }: { mode: AlertFormMode; initial: AlertFormValues }) {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const settings = useSettings();
  const context = useMemo(
    () => ({ now: businessNow(settings), timeZone: settings.timeZone }),
    [settings],
  );
  const form = useFormState(
    { initial, validate: validateAlert, context, toInput: alertFormInput },
    alertFieldOrder,
  );
  const create = useCreateAlert();
  const update = useUpdateAlert();
  const listHref = routeHref("alert-list");
  // Once the guard has seen the form saved, the page leaves without a question.
  useEffect(() => {
    if (form.isSaved) navigate(listHref);
  }, [form.isSaved, navigate, listHref]);

  const { values } = form;
  const written = writtenLanguages(values.texts);
  const fieldId = (field: string) => alertFieldId(field, written);
  // A text's findings are at its place among the languages written in.
  const textError = (language: Language, part: "title" | "text") => {
    const index = written.indexOf(language);
    return index < 0 ? undefined : form.feedback(`alertTexts.${index}.${part}`).errorMessage;
  };
  const errorsOf = (part: "title" | "text") =>
    Object.fromEntries(languages.map((language) => [language, textError(language, part)]));
  const setTexts = (part: "title" | "text", next: Record<Language, string>) =>
    form.setField(
      "texts",
      Object.fromEntries(
        languages.map((language) => [
          language,
          { ...values.texts[language], [part]: next[language] },
        ]),
      ) as AlertFormValues["texts"],
    );
  const pick = (part: "title" | "text") =>
    Object.fromEntries(
      languages.map((language) => [language, values.texts[language][part]]),
    ) as Record<Language, string>;
  const preview = alertFormInput(values);
  const submit = () =>
    form.submit(async (valid) => {
      if (mode.kind === "edit") await update.send({ body: { id: mode.id, ...valid } });
      else await create.send({ body: valid });
    });

  return (
    <FormFrame
      form={form}
      fieldOrder={alertFieldOrder}
      fieldId={fieldId}
      refusalTitle={t({ context: "alert-management", message: "L'enregistrement est refusé" })}
      onSubmit={() => void submit()}
    >
      <RadioGroup
        id={fieldId("level")}
        label={t({ context: "alert-management", message: "Niveau" })}
        value={values.level}
        onChange={(level) => form.setField("level", level as AlertLevel)}
        orientation="horizontal"
        {...form.feedback("level")}
      >
        {alertLevels.map((level) => (
          <Radio key={level} value={level}>
            {i18n._(alertLevelLabels[level])}
          </Radio>
        ))}
      </RadioGroup>
      <DateTimeFields
        id={fieldId("fromDateTime")}
        dateLabel={t({ context: "alert-management", message: "Début" })}
        timeLabel={t({ context: "alert-management", message: "Heure de début" })}
        value={values.fromDateTime}
        onChange={(from) => form.setField("fromDateTime", from)}
        onBlur={() => form.touch("fromDateTime")}
        findings={form.findingsOf("fromDateTime")}
        isRequired
      />
      <DateTimeFields
        id={fieldId("toDateTime")}
        dateLabel={t({ context: "alert-management", message: "Fin" })}
        timeLabel={t({ context: "alert-management", message: "Heure de fin" })}
        value={values.toDateTime}
        onChange={(to) => form.setField("toDateTime", to)}
        onBlur={() => form.touch("toDateTime")}
        findings={form.findingsOf("toDateTime")}
        description={t({
          context: "alert-management",
          message: "Sans fin, l'alerte s'affiche jusqu'à sa désactivation.",
        })}
      />
      <Checkbox
        id={fieldId("dismissible")}
        isSelected={values.dismissible}
        onChange={(dismissible) => form.setField("dismissible", dismissible)}
      >
        {t({ context: "alert-management", message: "Chacun peut la refermer pour lui-même" })}
      </Checkbox>
      <MultilingualTextField
        id="alert-titles"
        label={t({ context: "alert-management", message: "Titre" })}
        description={t({
          context: "alert-management",
          message:
            "Au moins une langue, titre et texte. Qui n'a pas de texte dans sa langue lit le français, sinon l'anglais, sinon l'allemand.",
        })}
        value={pick("title")}
        onChange={(titles) => setTexts("title", titles)}
        maxLength={textMaxLengths.alertTitle}
        errorMessage={form.feedback("alertTexts").errorMessage}
        errorMessages={errorsOf("title")}
      />
      <MultilingualTextField
        id="alert-texts"
        label={t({ context: "alert-management", message: "Texte" })}
        value={pick("text")}
        onChange={(texts) => setTexts("text", texts)}
        maxLength={textMaxLengths.alertText}
        isMultiline
        errorMessages={errorsOf("text")}
      />
      <section className={own.preview} aria-labelledby="alert-preview">
        <h2 id="alert-preview" className={styles.sectionHeading}>
          {t({ context: "alert-management", message: "Ce que chacun verra" })}
        </h2>
        {languages.map((language) => {
          const shown = alertText(preview, language);
          const other = shown ? languageName(shown.languageCode, i18n.locale) : "";
          return (
            <div key={language} className={own.previewItem}>
              <p className={own.previewLanguage}>
                {languageName(language, i18n.locale)}
                {shown && shown.languageCode !== language
                  ? ` — ${t({
                      context: "alert-management",
                      comment:
                        "A language without text of its own: the language whose text it shows.",
                      message: `texte affiché : ${other}`,
                    })}`
                  : ""}
              </p>
              {shown ? (
                // A preview, not news: it changes as the person types, and is not announced.
                <AlertBanner
                  level={values.level}
                  title={shown.title}
                  lang={shown.languageCode}
                  aria-live="off"
                >
                  {shown.text}
                </AlertBanner>
              ) : (
                <p className={own.previewEmpty}>
                  {t({ context: "alert-management", message: "Aucun texte pour l'instant." })}
                </p>
              )}
            </div>
          );
        })}
      </section>
      <div className={styles.actions}>
        <Button type="submit" variant="primary" isPending={form.isSubmitting}>
          {mode.kind === "edit"
            ? t({ context: "alert-management", message: "Enregistrer les modifications" })
            : t({ context: "alert-management", message: "Publier l'alerte" })}
        </Button>
        <Button variant="secondary" onPress={() => navigate(listHref)}>
          {t({ context: "alert-management", message: "Annuler" })}
        </Button>
      </div>
    </FormFrame>
  );
}
