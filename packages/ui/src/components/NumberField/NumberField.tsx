import { forwardRef, type ReactNode } from "react";
import {
  NumberField as AriaNumberField,
  type NumberFieldProps as AriaNumberFieldProps,
  Button,
  composeRenderProps,
  Group,
  Input,
} from "react-aria-components";
import * as fieldStyles from "../Field/Field.css";
import { FieldLabel } from "../Field/FieldLabel";
import { type FieldMessageProps, FieldMessages } from "../Field/FieldMessages";
import { Icon } from "../Icon/Icon";
import * as styles from "./NumberField.css";

/** Props of {@link NumberField}: every react-aria `NumberField` prop, plus its visible parts. */
export interface NumberFieldProps
  extends Omit<AriaNumberFieldProps, "children">,
    FieldMessageProps {
  /** Visible label, programmatically tied to the input (it is the input's accessible name). */
  label: ReactNode;
  /** Example of the expected value. Never a substitute for `label` or `description`. */
  placeholder?: string;
}

/**
 * A number field: react-aria's `NumberField` with a label, − and + buttons, a description, a
 * non-blocking warning and an error message. The value is parsed and shown in the locale of
 * react-aria's `I18nProvider` (`12,5 km` in French, `12.5 km` in English), with `formatOptions`
 * for units, percentages or currencies. Arrow Up/Down and Page Up/Down step by `step`, Home and
 * End go to `minValue` and `maxValue`. The forwarded ref points at the `<input>`.
 */
export const NumberField = forwardRef<HTMLInputElement, NumberFieldProps>(function NumberField(
  { label, description, warning, errorMessage, placeholder, className, ...props },
  ref,
) {
  return (
    <AriaNumberField
      {...props}
      className={composeRenderProps(className, (extra) =>
        extra ? `${fieldStyles.root} ${extra}` : fieldStyles.root,
      )}
    >
      <FieldLabel isRequired={props.isRequired}>{label}</FieldLabel>
      <Group className={`${fieldStyles.control} ${styles.group}`}>
        <Input
          ref={ref}
          className={styles.input}
          {...(placeholder === undefined ? {} : { placeholder })}
        />
        {/* Named by react-aria in its own locale ("Diminuer <label>"), like the input. */}
        <Button slot="decrement" className={styles.stepButton}>
          <Icon name="minus" />
        </Button>
        <Button slot="increment" className={styles.stepButton}>
          <Icon name="add" />
        </Button>
      </Group>
      <FieldMessages description={description} warning={warning} errorMessage={errorMessage} />
    </AriaNumberField>
  );
});
