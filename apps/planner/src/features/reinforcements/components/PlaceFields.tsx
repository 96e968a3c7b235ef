import { useLingui } from "@lingui/react/macro";
import { localizedLabel, type ReferenceItem } from "@releve/domain";
import { ComboBox, Select, type SelectOption } from "@releve/ui";
import * as formStyles from "../../../lib/form.css";
import type { FieldFeedback } from "../../../lib/form-state";
import type { ScopeChoices } from "../../../lib/scope-choices";

/** Props of {@link PlaceFields}. */
export interface PlaceFieldsProps {
  /** The activities and entities the active role reaches. */
  choices: ScopeChoices;
  value: { entityId: number | null; activityId: number | null };
  onChange: (field: "entityId" | "activityId", id: number | null) => void;
  onBlur: (field: "entityId" | "activityId") => void;
  feedback: (field: "entityId" | "activityId", hint?: string) => FieldFeedback;
  /** The fields' ids, for the summary's links. */
  ids: { entityId: string; activityId: string };
}

/**
 * Where recipients are told of reinforcement requests: an entity — its requests and those of the
 * entities below it — and an activity, within what the active role reaches.
 */
export function PlaceFields({ choices, value, onChange, onBlur, feedback, ids }: PlaceFieldsProps) {
  const { t, i18n } = useLingui();
  const options = (items: readonly ReferenceItem[]) =>
    items
      .map(
        (item): SelectOption => ({ id: item.id, label: localizedLabel(item.label, i18n.locale) }),
      )
      .sort((a, b) => String(a.label).localeCompare(String(b.label), i18n.locale));
  return (
    <div className={formStyles.row}>
      <ComboBox
        id={ids.entityId}
        label={t({ context: "reinforcements", message: "Entité" })}
        options={options(choices.entities)}
        selectedKey={value.entityId}
        onSelectionChange={(key) => onChange("entityId", key === null ? null : Number(key))}
        onBlur={() => onBlur("entityId")}
        isRequired
        {...feedback(
          "entityId",
          t({ context: "reinforcements", message: "Ses entités rattachées comprises." }),
        )}
      />
      <Select
        id={ids.activityId}
        label={t({ context: "reinforcements", message: "Activité" })}
        options={options(choices.activities)}
        value={value.activityId}
        onChange={(key) => onChange("activityId", Number(key))}
        onBlur={() => onBlur("activityId")}
        isRequired
        {...feedback("activityId")}
      />
    </div>
  );
}
