import { useLingui } from "@lingui/react/macro";
import { DayPicker } from "../../../lib/DayPicker";
import * as formStyles from "../../../lib/form.css";
import type { FieldFeedback } from "../../../lib/form-state";

/** Props of {@link ValidityFields}. */
export interface ValidityFieldsProps {
  /** The ids of the two fields, for the summary's links. */
  ids: { validFrom: string; validTo: string };
  value: { validFrom: string; validTo: string };
  onChange: (field: "validFrom" | "validTo", day: string) => void;
  onBlur: (field: "validFrom" | "validTo") => void;
  /** What each field says: its findings, or its hint. */
  feedback: (field: "validFrom" | "validTo", hint?: string) => FieldFeedback;
}

/**
 * A validity period of whole days, both included (spec 02 §3): its first day, required, and its
 * last, empty while it holds until taken away.
 */
export function ValidityFields({ ids, value, onChange, onBlur, feedback }: ValidityFieldsProps) {
  const { t } = useLingui();
  return (
    <div className={formStyles.row}>
      <DayPicker
        id={ids.validFrom}
        label={t({ context: "security", message: "Valide à partir du" })}
        value={value.validFrom}
        onChange={(day) => onChange("validFrom", day)}
        onBlur={() => onBlur("validFrom")}
        isRequired
        {...feedback("validFrom")}
      />
      <DayPicker
        id={ids.validTo}
        label={t({ context: "security", message: "Jusqu'au (inclus)" })}
        value={value.validTo}
        onChange={(day) => onChange("validTo", day)}
        onBlur={() => onBlur("validTo")}
        {...feedback("validTo", t({ context: "security", message: "Vide : jusqu'à son retrait." }))}
      />
    </div>
  );
}
