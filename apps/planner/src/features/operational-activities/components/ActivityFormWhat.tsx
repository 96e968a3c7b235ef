import { useLingui } from "@lingui/react/macro";
import { textMaxLengths } from "@releve/domain";
import { Select, TextField } from "@releve/ui";
import type { Key } from "react-aria-components";
import { DateTimeFields } from "../../../lib/DateTimeFields";
import * as styles from "../../../lib/form.css";
import { locationTypeOptions, useLocationTypes } from "../hooks/form-location-types";
import { type ActivityFormState, activityFieldId } from "../hooks/form-values";

/** The key of the location type field's "none" option: a type's id is a number. */
const noType = "none";

/**
 * What the activity is, where and when (spec 02 §3): its title, its location and the location's
 * type, its start and end on the organisation's clock.
 */
export function ActivityFormWhat({ form }: { form: ActivityFormState }) {
  const { t, i18n } = useLingui();
  const { values, setField, touch } = form;
  const locationTypes = useLocationTypes();
  const typeOptions = [
    { id: noType, label: t({ context: "activity-form", message: "Aucun type de lieu" }) },
    ...locationTypeOptions(locationTypes.data, i18n.locale),
  ];
  return (
    <section className={styles.section} aria-labelledby="activity-form-what">
      <h2 id="activity-form-what" className={styles.sectionHeading}>
        {t({ context: "activity-form", message: "L'activité" })}
      </h2>
      <TextField
        id={activityFieldId("title")}
        label={t({ context: "activity-form", message: "Titre" })}
        value={values.title}
        onChange={(title) => setField("title", title)}
        onBlur={() => touch("title")}
        maxLength={textMaxLengths.title}
        isRequired
        {...form.feedback("title")}
      />
      <div className={styles.row}>
        <TextField
          id={activityFieldId("location")}
          label={t({ context: "activity-form", message: "Lieu" })}
          value={values.location}
          onChange={(location) => setField("location", location)}
          onBlur={() => touch("location")}
          maxLength={textMaxLengths.location}
          isRequired
          {...form.feedback("location")}
        />
        <Select
          id={activityFieldId("locationTypeId")}
          label={t({ context: "activity-form", message: "Type de lieu" })}
          value={values.locationTypeId ?? noType}
          onChange={(key: Key | null) =>
            setField("locationTypeId", key === null || key === noType ? null : Number(key))
          }
          options={typeOptions}
          {...form.feedback(
            "locationTypeId",
            locationTypes.error
              ? t({
                  context: "activity-form",
                  message: "Les types de lieu n'ont pas pu être chargés.",
                })
              : undefined,
          )}
        />
      </div>
      <DateTimeFields
        id={activityFieldId("start")}
        dateLabel={t({ context: "activity-form", message: "Date de début" })}
        timeLabel={t({ context: "activity-form", message: "Heure de début" })}
        value={values.start}
        onChange={(start) => setField("start", start)}
        onBlur={() => touch("start")}
        findings={form.findingsOf("start")}
        isRequired
      />
      <DateTimeFields
        id={activityFieldId("end")}
        dateLabel={t({ context: "activity-form", message: "Date de fin" })}
        timeLabel={t({ context: "activity-form", message: "Heure de fin" })}
        value={values.end}
        onChange={(end) => setField("end", end)}
        onBlur={() => touch("end")}
        findings={form.findingsOf("end")}
        isRequired
      />
    </section>
  );
}
