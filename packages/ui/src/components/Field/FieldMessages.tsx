import { useLingui } from "@lingui/react/macro";
import type { ReactNode } from "react";
import { FieldError, Text, type ValidationResult } from "react-aria-components";
import { visuallyHidden } from "../../tokens/visuallyHidden.css";
import { Icon } from "../Icon/Icon";
import * as styles from "./Field.css";

/** The three severities a field message can have, from spec 02's form rules. */
export const fieldMessageSeverities = ["hint", "warning", "error"] as const;

/** One of {@link fieldMessageSeverities}. */
export type FieldMessageSeverity = (typeof fieldMessageSeverities)[number];

/** The messages a form field can show under its control; every field component takes these. */
export interface FieldMessageProps {
  /**
   * Help under the control (severity *hint*), announced with it through `aria-describedby`. Keep
   * it short: it is read every time the field receives focus.
   */
  description?: ReactNode;
  /**
   * A non-blocking warning (severity *warning*): the value is accepted, the form can be sent, but
   * the person should look again. Shown with an icon and announced after the description.
   */
  warning?: ReactNode;
  /**
   * A blocking error (severity *error*), shown and tied to the control while the field is invalid
   * (`isInvalid`, or a failed `validate`/native constraint). A function receives react-aria's
   * validation result. Styled through the field's `[data-invalid]`.
   */
  errorMessage?: ReactNode | ((validation: ValidationResult) => ReactNode);
}

/**
 * The description, warning and error of a field, inside a react-aria field. The description and
 * the warning share react-aria's description slot (it ties one element to the control), the error
 * is react-aria's `FieldError`.
 */
export function FieldMessages({ description, warning, errorMessage }: FieldMessageProps) {
  const { t } = useLingui();
  return (
    <>
      {description || warning ? (
        <Text slot="description" className={styles.description}>
          {description}
          {/* Separates the two in the accessible description; a flex column drops it visually. */}
          {description && warning ? " " : null}
          {warning ? (
            <span className={styles.warning}>
              <Icon name="alert" size="sm" />
              {/* Colour and icon are not enough (WCAG 1.4.1): the word is read out too. */}
              <span className={visuallyHidden}>
                {t({
                  comment: "Spoken before a non-blocking warning under a form field.",
                  message: "Avertissement :",
                })}
              </span>{" "}
              <span>{warning}</span>
            </span>
          ) : null}
        </Text>
      ) : null}
      {/* Not a live region: the message is text (WCAG 3.3.1) tied to the control by
          aria-describedby (1.3.1), so it is read whenever the person is on the field; a
          role="alert" would interrupt them on every validation pass while they type. */}
      <FieldError className={styles.error}>{errorMessage}</FieldError>
    </>
  );
}
