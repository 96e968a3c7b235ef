import { forwardRef, type ReactNode } from "react";
import {
  TextField as AriaTextField,
  type TextFieldProps as AriaTextFieldProps,
  composeRenderProps,
  Input,
} from "react-aria-components";
import * as styles from "../Field/Field.css";
import { FieldLabel } from "../Field/FieldLabel";
import { type FieldMessageProps, FieldMessages } from "../Field/FieldMessages";

/** Props of {@link TextField}: every react-aria `TextField` prop, plus its visible parts. */
export interface TextFieldProps extends Omit<AriaTextFieldProps, "children">, FieldMessageProps {
  /** Visible label, programmatically tied to the input (it is the input's accessible name). */
  label: ReactNode;
  /** Example of the expected format. Never a substitute for `label` or `description`. */
  placeholder?: string;
}

/**
 * A single-line text field: react-aria's `TextField` with a label, an optional description, a
 * non-blocking warning and an error message. `isRequired` adds a visible asterisk whose meaning is
 * read out in the current language. The forwarded ref points at the `<input>`, so a form can move
 * focus to it.
 */
export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField(
  { label, description, warning, errorMessage, placeholder, className, ...props },
  ref,
) {
  return (
    <AriaTextField
      {...props}
      className={composeRenderProps(className, (extra) =>
        extra ? `${styles.root} ${extra}` : styles.root,
      )}
    >
      <FieldLabel isRequired={props.isRequired}>{label}</FieldLabel>
      <Input
        ref={ref}
        className={styles.control}
        {...(placeholder === undefined ? {} : { placeholder })}
      />
      <FieldMessages description={description} warning={warning} errorMessage={errorMessage} />
    </AriaTextField>
  );
});
