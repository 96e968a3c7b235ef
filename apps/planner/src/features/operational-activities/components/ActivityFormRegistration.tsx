import { useLingui } from "@lingui/react/macro";
import { numberRanges, openingOptions } from "@releve/domain";
import { NumberField, Radio, RadioGroup, Switch } from "@releve/ui";
import { DateTimeFields } from "../../../lib/DateTimeFields";
import * as styles from "../../../lib/form.css";
import { openingOptionLabels } from "../../../lib/planning/opening";
import { type ActivityFormState, activityFieldId } from "../hooks/form-values";

/**
 * How people register for the activity's means (spec 02 §3, §4): the deadline, whether a
 * registration is validated without a manager, and when the means open to volunteers —
 * automatically, by hand, on a date, or a number of days before the start.
 */
export function ActivityFormRegistration({ form }: { form: ActivityFormState }) {
  const { t, i18n } = useLingui();
  const { values, setField, touch } = form;
  const days = numberRanges.openingDaysBeforeStart;
  return (
    <section className={styles.section} aria-labelledby="activity-form-registration">
      <h2 id="activity-form-registration" className={styles.sectionHeading}>
        {t({ context: "activity-form", message: "Inscriptions" })}
      </h2>
      <DateTimeFields
        id={activityFieldId("registrationDeadline")}
        dateLabel={t({ context: "activity-form", message: "Date limite d'inscription" })}
        timeLabel={t({ context: "activity-form", message: "Heure limite d'inscription" })}
        value={values.registrationDeadline}
        onChange={(deadline) => setField("registrationDeadline", deadline)}
        onBlur={() => touch("registrationDeadline")}
        findings={form.findingsOf("registrationDeadline")}
        description={t({
          context: "activity-form",
          message: "Facultative : sans date limite, on s'inscrit jusqu'au début.",
        })}
      />
      <Switch
        id={activityFieldId("automaticRegistrationValidation")}
        isSelected={values.automaticRegistrationValidation}
        onChange={(isSelected) => setField("automaticRegistrationValidation", isSelected)}
        description={t({
          context: "activity-form",
          message: "Chaque inscription est validée sans attendre un responsable.",
        })}
      >
        {t({ context: "activity-form", message: "Validation automatique des inscriptions" })}
      </Switch>
      <RadioGroup
        id={activityFieldId("openingOption")}
        label={t({ context: "activity-form", message: "Ouverture des moyens aux bénévoles" })}
        value={values.openingOption}
        onChange={(option) => {
          const chosen = openingOptions.find((candidate) => candidate === option);
          if (chosen) setField("openingOption", chosen);
        }}
        isRequired
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
          id={activityFieldId("openingDate")}
          dateLabel={t({ context: "activity-form", message: "Date d'ouverture" })}
          timeLabel={t({ context: "activity-form", message: "Heure d'ouverture" })}
          value={values.openingDate}
          onChange={(date) => setField("openingDate", date)}
          onBlur={() => touch("openingDate")}
          findings={form.findingsOf("openingDate")}
          isRequired
        />
      ) : null}
      {values.openingOption === "specificDuration" ? (
        <NumberField
          id={activityFieldId("openingDaysBeforeStart")}
          label={t({ context: "activity-form", message: "Jours avant le début" })}
          value={values.openingDaysBeforeStart ?? Number.NaN}
          onChange={(count) =>
            setField("openingDaysBeforeStart", Number.isNaN(count) ? null : count)
          }
          onBlur={() => touch("openingDaysBeforeStart")}
          minValue={days.min}
          maxValue={days.max}
          isRequired
          {...form.feedback("openingDaysBeforeStart")}
        />
      ) : null}
    </section>
  );
}
