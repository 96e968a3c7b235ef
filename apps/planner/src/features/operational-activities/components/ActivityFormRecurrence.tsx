import { useLingui } from "@lingui/react/macro";
import { checkRecurrence, type Finding, hasBlocking, instantToWallClock } from "@releve/domain";
import { RecurrenceEditor, Switch } from "@releve/ui";
import * as styles from "../../../lib/form.css";
import { feedbackFor } from "../../../lib/form-state";
import { useSettings } from "../../../lib/settings";
import { type ActivityFormState, activityFieldId, newRecurrence } from "../hooks/form-values";

/** The fields of the series its findings may name. */
const recurrencePaths = [
  "recurrence",
  "recurrence.type",
  "recurrence.start",
  "recurrence.end",
  "recurrence.occurrenceCount",
  "recurrence.weekdays",
  "recurrence.dayOfMonth",
  "recurrence.nth",
];

/** Whether the editor already says a finding: those of the recurrence's own rules. */
function isEditors(finding: Finding, own: readonly Finding[]): boolean {
  return own.some((other) => other.field === finding.field && other.code === finding.code);
}

/**
 * A new activity repeated as a series (spec 02 §3, §5, §9): off by default; once on, the design
 * system's recurrence editor — daily, weekly on chosen weekdays, monthly by day or on the nth
 * day, ending on a date or after a count within the maxima of its type — with the preview of the
 * occurrences the series will hold. It needs the activity's start and end, whose times every
 * occurrence keeps. The form's own findings on the series (no occurrence at all, a first one too
 * far in the past) are said under the editor.
 */
export function ActivityFormRecurrence({ form }: { form: ActivityFormState }) {
  const { t, i18n } = useLingui();
  const { timeZone } = useSettings();
  const { values, setField } = form;
  const { recurrence } = values;
  const periodKnown =
    values.start !== "" &&
    values.end !== "" &&
    !hasBlocking(form.validation.findings.filter((f) => f.field === "start" || f.field === "end"));
  const own = recurrence ? checkRecurrence(recurrence) : [];
  const others = recurrencePaths
    .flatMap((path) => form.findingsOf(path))
    .filter((finding) => !isEditors(finding, own));
  const { errorMessage, warning, description } = feedbackFor(i18n, others);
  return (
    <section
      id={activityFieldId("recurrence")}
      className={styles.section}
      aria-labelledby="activity-form-recurrence"
    >
      <h2 id="activity-form-recurrence" className={styles.sectionHeading}>
        {t({ context: "activity-form", message: "Répétition" })}
      </h2>
      <Switch
        isSelected={recurrence !== null}
        onChange={(isSelected) =>
          setField(
            "recurrence",
            isSelected
              ? newRecurrence(values.start, instantToWallClock(new Date(), timeZone))
              : null,
          )
        }
        description={t({
          context: "activity-form",
          message: "Crée une série d'activités aux mêmes heures, chacune modifiable ensuite.",
        })}
      >
        {t({ context: "activity-form", message: "Répéter l'activité" })}
      </Switch>
      {recurrence && !periodKnown ? (
        <p>
          {t({
            context: "activity-form",
            message:
              "Choisissez d'abord le début et la fin de l'activité : chaque occurrence garde leurs heures.",
          })}
        </p>
      ) : null}
      {recurrence && periodKnown ? (
        <RecurrenceEditor
          value={recurrence}
          onChange={(next) => setField("recurrence", next)}
          firstOccurrence={{ start: values.start, end: values.end }}
          timeZone={timeZone}
          previewHeadingLevel={3}
        />
      ) : null}
      {errorMessage || warning || description ? (
        <p className={errorMessage ? styles.findingsText : undefined}>
          {errorMessage ?? warning ?? description}
        </p>
      ) : null}
    </section>
  );
}
