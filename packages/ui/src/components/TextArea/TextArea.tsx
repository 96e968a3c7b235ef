import { forwardRef, type ReactNode } from "react";
import {
  TextArea as AriaTextArea,
  TextField as AriaTextField,
  type TextFieldProps as AriaTextFieldProps,
  composeRenderProps,
} from "react-aria-components";
import * as fieldStyles from "../Field/Field.css";
import { FieldCounter, useFieldCounter } from "../Field/FieldCounter";
import { FieldLabel } from "../Field/FieldLabel";
import { type FieldMessageProps, FieldMessages } from "../Field/FieldMessages";
import * as styles from "./TextArea.css";

/** Props of {@link TextArea}: every react-aria `TextField` prop, plus its visible parts. */
export interface TextAreaProps extends Omit<AriaTextFieldProps, "children">, FieldMessageProps {
  /** Visible label, programmatically tied to the text area (its accessible name). */
  label: ReactNode;
  /** Example of the expected content. Never a substitute for `label` or `description`. */
  placeholder?: string;
  /**
   * Visible lines of text; the person can drag the box taller.
   * @default 4
   */
  rows?: number;
  /**
   * Most characters allowed (the browser stops typing there; a longer value given by the host
   * stays, and the counter says by how much it is over). Setting it shows a counter from the
   * first character, "12 caractères sur 200" (a multi-line text is written at length: the budget
   * helps from the start), tied to the field's description and announced politely once typing
   * pauses. The counter is emphasised through `[data-at-limit]` when the limit is reached, and
   * through `[data-over-limit]` past it.
   */
  maxLength?: number;
}

/**
 * A multi-line text field: react-aria's `TextField` around a `<textarea>`, with the label,
 * description, non-blocking warning and error of every field, and an optional character counter.
 * The forwarded ref points at the `<textarea>`, so a form can move focus to it.
 */
export const TextArea = forwardRef<HTMLTextAreaElement, TextAreaProps>(function TextArea(
  {
    label,
    description,
    warning,
    errorMessage,
    placeholder,
    rows = 4,
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
    visibility: "always",
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
        extra ? `${fieldStyles.root} ${extra}` : fieldStyles.root,
      )}
    >
      <FieldLabel isRequired={props.isRequired}>{label}</FieldLabel>
      <AriaTextArea
        ref={ref}
        rows={rows}
        className={`${fieldStyles.control} ${styles.textArea}`}
        {...(placeholder === undefined ? {} : { placeholder })}
      />
      {counter.counterProps ? <FieldCounter {...counter.counterProps} /> : null}
      <FieldMessages description={description} warning={warning} errorMessage={errorMessage} />
    </AriaTextField>
  );
});
