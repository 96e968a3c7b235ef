import { useLingui } from "@lingui/react/macro";
import type { ReactNode } from "react";
import { Label } from "react-aria-components";
import { visuallyHidden } from "../../tokens/visuallyHidden.css";
import * as styles from "./Field.css";

/** Props of {@link FieldLabel}. */
export interface FieldLabelProps {
  /** The visible label; react-aria ties it to the field's control. */
  children: ReactNode;
  /** Adds the asterisk and, for screen readers, "(obligatoire)" in the current language. */
  isRequired?: boolean | undefined;
}

/**
 * The label of a form field, inside a react-aria field (`TextField`, `NumberField`, `DatePicker`,
 * `Select`…), which names its control after it.
 */
export function FieldLabel({ children, isRequired }: FieldLabelProps) {
  const { t } = useLingui();
  return (
    <Label className={styles.label}>
      {children}
      {isRequired ? (
        <>
          <span className={styles.requiredMarker} aria-hidden="true">
            *
          </span>
          {/* Keeps "(obligatoire)" a separate word in the accessible name. */}{" "}
          <span className={visuallyHidden}>
            {t({
              comment: "Spoken after the label of a mandatory field; shown as an asterisk.",
              message: "(obligatoire)",
            })}
          </span>
        </>
      ) : null}
    </Label>
  );
}
