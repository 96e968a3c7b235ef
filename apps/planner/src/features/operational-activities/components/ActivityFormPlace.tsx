import { useLingui } from "@lingui/react/macro";
import { localizedLabel, type ReferenceItem, type ReferenceType } from "@releve/domain";
import { ComboBox, type SelectOption } from "@releve/ui";
import { useMemo } from "react";
import type { Key } from "react-aria-components";
import * as styles from "../../../lib/form.css";
import type { ScopeChoices } from "../../../lib/scope-choices";
import { type ActivityFormState, activityFieldId } from "../hooks/form-values";

/**
 * The activity and the entity the activity is for (spec 02 §3), each a combo box of those the
 * active role's scope reaches, sorted by name, with its type beneath.
 */
export function ActivityFormPlace({
  form,
  choices,
}: {
  form: ActivityFormState;
  choices: ScopeChoices;
}) {
  const { t, i18n } = useLingui();
  const { values, setField, touch } = form;
  const options = useMemo(() => {
    const collator = new Intl.Collator(i18n.locale);
    const of = (items: readonly ReferenceItem[], types: readonly ReferenceType[]) =>
      items
        .map((item): SelectOption => {
          const type = types.find((candidate) => candidate.id === item.typeId);
          return {
            id: item.id,
            label: localizedLabel(item.label, i18n.locale),
            description: type ? localizedLabel(type.label, i18n.locale) : undefined,
          };
        })
        .sort((a, b) => collator.compare(a.label, b.label));
    return {
      activities: of(choices.activities, choices.activityTypes),
      entities: of(choices.entities, choices.entityTypes),
    };
  }, [choices, i18n.locale]);
  const idOf = (key: Key | null) => (key === null ? null : Number(key));
  return (
    <div className={styles.row}>
      <ComboBox
        id={activityFieldId("activityId")}
        label={t({ context: "activity-form", message: "Activité" })}
        value={values.activityId}
        onChange={(key) => setField("activityId", idOf(key))}
        onBlur={() => touch("activityId")}
        options={options.activities}
        isRequired
        {...form.feedback("activityId")}
      />
      <ComboBox
        id={activityFieldId("entityId")}
        label={t({ context: "activity-form", message: "Entité" })}
        value={values.entityId}
        onChange={(key) => setField("entityId", idOf(key))}
        onBlur={() => touch("entityId")}
        options={options.entities}
        isRequired
        {...form.feedback("entityId")}
      />
    </div>
  );
}
