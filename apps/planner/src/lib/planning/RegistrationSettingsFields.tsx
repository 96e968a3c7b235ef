import { useLingui } from "@lingui/react/macro";
import { numberRanges, type OpeningOption, openingOptions } from "@releve/domain";
import { NumberField, Radio, RadioGroup, Switch } from "@releve/ui";
import type { ReactNode } from "react";
import { DateTimeFields } from "../DateTimeFields";
import * as styles from "../form.css";
import type { FormState, FormValues } from "../form-state";
import { openingOptionLabels } from "./opening";

/** The registration settings as a form's fields hold them (wall clocks `""` while not chosen). */
export interface RegistrationSettingsRaw extends FormValues {
  registrationDeadline: string;
  automaticRegistrationValidation: boolean;
  openingOption: OpeningOption;
  openingDate: string;
  openingDaysBeforeStart: number | null;
}

/**
 * How people register (spec 02 §3, §4), the same on an activity's form and a means' form: the
 * deadline, whether a registration is validated without a manager, and when the means open to
 * volunteers — automatically, by hand, on a date, or a number of days before the start.
 * `isDisabled` shows them as they are, not to be changed (a means that keeps its activity's);
 * `before` comes first in the section (the means' choice to keep the activity's).
 */
export function RegistrationSettingsFields<Raw extends RegistrationSettingsRaw, Values>({
  form,
  fieldId,
  headingId,
  isDisabled = false,
  before,
}: {
  form: FormState<Raw, Values>;
  fieldId: (field: string) => string;
  headingId: string;
  isDisabled?: boolean;
  before?: ReactNode;
}) {
  const { t, i18n } = useLingui();
  const { values, touch } = form;
  // The fields of the registration settings exist on every form this part serves.
  const setField = form.setField as <K extends keyof RegistrationSettingsRaw & string>(
    field: K,
    value: RegistrationSettingsRaw[K],
  ) => void;
  const days = numberRanges.openingDaysBeforeStart;
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.sectionHeading}>
        {t({ context: "planning", message: "Inscriptions" })}
      </h2>
      {before}
      <DateTimeFields
        id={fieldId("registrationDeadline")}
        dateLabel={t({ context: "planning", message: "Date limite d'inscription" })}
        timeLabel={t({ context: "planning", message: "Heure limite d'inscription" })}
        value={values.registrationDeadline}
        onChange={(deadline) => setField("registrationDeadline", deadline)}
        onBlur={() => touch("registrationDeadline")}
        findings={form.findingsOf("registrationDeadline")}
        isDisabled={isDisabled}
        description={t({
          context: "planning",
          message: "Facultative : sans date limite, on s'inscrit jusqu'au début.",
        })}
      />
      <Switch
        id={fieldId("automaticRegistrationValidation")}
        isSelected={values.automaticRegistrationValidation}
        onChange={(isSelected) => setField("automaticRegistrationValidation", isSelected)}
        isDisabled={isDisabled}
        description={t({
          context: "planning",
          message: "Chaque inscription est validée sans attendre un responsable.",
        })}
      >
        {t({ context: "planning", message: "Validation automatique des inscriptions" })}
      </Switch>
      <RadioGroup
        id={fieldId("openingOption")}
        label={t({ context: "planning", message: "Ouverture des moyens aux bénévoles" })}
        value={values.openingOption}
        onChange={(option) => {
          const chosen = openingOptions.find((candidate) => candidate === option);
          if (chosen) setField("openingOption", chosen);
        }}
        isRequired
        isDisabled={isDisabled}
        {...form.feedback("openingOption")}
      >
        {openingOptions.map((option) => (
          <Radio key={option} value={option}>
            {i18n._(openingOptionLabels[option])}
          </Radio>
        ))}
      </RadioGroup>
      {values.openingOption === "specificDate" ? (
        <DateTimeFields
          id={fieldId("openingDate")}
          dateLabel={t({ context: "planning", message: "Date d'ouverture" })}
          timeLabel={t({ context: "planning", message: "Heure d'ouverture" })}
          value={values.openingDate}
          onChange={(date) => setField("openingDate", date)}
          onBlur={() => touch("openingDate")}
          findings={form.findingsOf("openingDate")}
          isDisabled={isDisabled}
          isRequired
        />
      ) : null}
      {values.openingOption === "specificDuration" ? (
        <NumberField
          id={fieldId("openingDaysBeforeStart")}
          label={t({ context: "planning", message: "Jours avant le début" })}
          value={values.openingDaysBeforeStart ?? Number.NaN}
          onChange={(count) =>
            setField("openingDaysBeforeStart", Number.isNaN(count) ? null : count)
          }
          onBlur={() => touch("openingDaysBeforeStart")}
          minValue={days.min}
          maxValue={days.max}
          isRequired
          isDisabled={isDisabled}
          {...form.feedback("openingDaysBeforeStart")}
        />
      ) : null}
    </section>
  );
}
