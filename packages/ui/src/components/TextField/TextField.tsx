import { useLingui } from "@lingui/react/macro";
import { forwardRef, type ReactNode } from "react";
import {
  TextField as AriaTextField,
  type TextFieldProps as AriaTextFieldProps,
  composeRenderProps,
  FieldError,
  Input,
  Label,
  Text,
  type ValidationResult,
} from "react-aria-components";
import { visuallyHidden } from "../../tokens/visuallyHidden.css";
import * as styles from "./TextField.css";

/** Props of {@link TextField}: every react-aria `TextField` prop, plus its visible parts. */
export interface TextFieldProps extends Omit<AriaTextFieldProps, "children"> {
  /** Visible label, programmatically tied to the input (it is the input's accessible name). */
  label: ReactNode;
  /**
   * Help under the input, announced with it through `aria-describedby`. Keep it short: it is read
   * every time the field receives focus.
   */
  description?: ReactNode;
  /**
   * Message shown, and tied to the input through `aria-describedby`, while the field is invalid
   * (`isInvalid`, or a failed `validate`/native constraint). A function receives react-aria's
   * validation result. Styled through the field's `[data-invalid]`.
   */
  errorMessage?: ReactNode | ((validation: ValidationResult) => ReactNode);
  /** Example of the expected format. Never a substitute for `label` or `description`. */
  placeholder?: string;
}

/**
 * A single-line text field: react-aria's `TextField` with a label, an optional description and an
 * error message. `isRequired` adds a visible asterisk whose meaning is read out in the current
 * language. The forwarded ref points at the `<input>`, so a form can move focus to it.
 */
export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField(
  { label, description, errorMessage, placeholder, className, ...props },
  ref,
) {
  const { t } = useLingui();
  return (
    <AriaTextField
      {...props}
      className={composeRenderProps(className, (extra) =>
        extra ? `${styles.root} ${extra}` : styles.root,
      )}
    >
      <Label className={styles.label}>
        {label}
        {props.isRequired ? (
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
      <Input
        ref={ref}
        className={styles.input}
        {...(placeholder === undefined ? {} : { placeholder })}
      />
      {description ? (
        <Text slot="description" className={styles.description}>
          {description}
        </Text>
      ) : null}
      {/* Not a live region: the message is text (WCAG 3.3.1) tied to the input by
          aria-describedby (1.3.1), so it is read whenever the person is on the field; a
          role="alert" would interrupt them on every validation pass while they type. */}
      <FieldError className={styles.error}>{errorMessage}</FieldError>
    </AriaTextField>
  );
});
