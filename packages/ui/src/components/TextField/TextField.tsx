import { forwardRef, type ReactNode } from "react";
import {
  TextField as AriaTextField,
  type TextFieldProps as AriaTextFieldProps,
  composeRenderProps,
  Input,
} from "react-aria-components";
import * as styles from "../Field/Field.css";
import { FieldCounter, useFieldCounter } from "../Field/FieldCounter";
import { FieldLabel } from "../Field/FieldLabel";
import { type FieldMessageProps, FieldMessages } from "../Field/FieldMessages";

/** Props of {@link TextField}: every react-aria `TextField` prop, plus its visible parts. */
export interface TextFieldProps extends Omit<AriaTextFieldProps, "children">, FieldMessageProps {
  /** Visible label, programmatically tied to the input (it is the input's accessible name). */
  label: ReactNode;
  /** Example of the expected format. Never a substitute for `label` or `description`. */
  placeholder?: string;
  /**
   * Most characters allowed (the browser stops typing there; a longer value given by the host
   * stays, and the counter says by how much it is over). Near the limit, from
   * `counterNearLimitPercent` (80 %) of it, a counter shows under the input, "65 caractères sur
   * 80", tied to the field's description and announced politely once typing pauses; far from it,
   * nothing shows. The counter is emphasised through `[data-at-limit]` when the limit is reached,
   * and through `[data-over-limit]` past it.
   */
  maxLength?: number;
}

/**
 * A single-line text field: react-aria's `TextField` with a label, an optional description, a
 * non-blocking warning, an error message, and a character counter near its `maxLength`.
 * `isRequired` adds a visible asterisk whose meaning is read out in the current language. The
 * forwarded ref points at the `<input>`, so a form can move focus to it.
 */
export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField(
  {
    label,
    description,
    warning,
    errorMessage,
    placeholder,
    maxLength,
    className,
    onChange,
    ...props
  },
  ref,
) {
  const counter = useFieldCounter({
    maxLength,
    value: props.value,
    defaultValue: props.defaultValue,
    visibility: "nearLimit",
    describedBy: props["aria-describedby"],
  });

  return (
    <AriaTextField
      {...props}
      {...counter.fieldProps}
      onChange={(value) => {
        counter.onValueChange(value);
        onChange?.(value);
      }}
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
      {counter.counterProps ? <FieldCounter {...counter.counterProps} /> : null}
      <FieldMessages description={description} warning={warning} errorMessage={errorMessage} />
    </AriaTextField>
  );
});
