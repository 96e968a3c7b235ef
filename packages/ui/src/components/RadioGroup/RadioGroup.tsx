import { forwardRef, type ReactNode } from "react";
import {
  RadioField as AriaRadioField,
  type RadioFieldProps as AriaRadioFieldProps,
  RadioGroup as AriaRadioGroup,
  type RadioGroupProps as AriaRadioGroupProps,
  composeRenderProps,
  RadioButton,
  Text,
} from "react-aria-components";
import { FieldLabel } from "../Field/FieldLabel";
import { type FieldMessageProps, FieldMessages } from "../Field/FieldMessages";
import * as styles from "./RadioGroup.css";

/** Props of {@link RadioGroup}: every react-aria `RadioGroup` prop, plus its visible parts. */
export interface RadioGroupProps extends Omit<AriaRadioGroupProps, "children">, FieldMessageProps {
  /** Visible label of the group: the accessible name of the `radiogroup` role. */
  label: ReactNode;
  /** The {@link Radio} options, each with a `value`. */
  children: ReactNode;
  /**
   * `vertical` stacks the options, `horizontal` sets them side by side (wrapping), for two or
   * three short answers. Read from `[data-orientation]` and spoken as `aria-orientation`.
   * @default "vertical"
   */
  orientation?: styles.RadioGroupOrientation;
}

/**
 * One answer out of several: react-aria's `RadioGroup` (Tab enters on the selected option,
 * arrow keys move and select, Tab leaves) with a label, a description, a non-blocking warning
 * and a blocking error for the whole group. `isRequired` adds the asterisk, read out in the
 * current language.
 */
export const RadioGroup = forwardRef<HTMLDivElement, RadioGroupProps>(function RadioGroup(
  {
    label,
    description,
    warning,
    errorMessage,
    children,
    orientation = "vertical",
    className,
    ...props
  },
  ref,
) {
  return (
    <AriaRadioGroup
      {...props}
      ref={ref}
      orientation={orientation}
      className={composeRenderProps(className, (extra) =>
        extra ? `${styles.root} ${extra}` : styles.root,
      )}
    >
      <FieldLabel isRequired={props.isRequired}>{label}</FieldLabel>
      <div className={styles.items({ orientation })}>{children}</div>
      <FieldMessages description={description} warning={warning} errorMessage={errorMessage} />
    </AriaRadioGroup>
  );
});

/** Props of {@link Radio}: every react-aria `RadioField` prop, plus its visible parts. */
export interface RadioProps extends Omit<AriaRadioFieldProps, "children" | "inputRef"> {
  /** The visible label of the option: its accessible name; the whole row selects it. */
  children: ReactNode;
  /** Help about this option only, under its label, tied to it through `aria-describedby`. */
  description?: ReactNode;
}

/**
 * One option of a {@link RadioGroup}: a drawn circle and its label, optionally with a
 * description of its own. The forwarded ref points at the `<input>`.
 */
export const Radio = forwardRef<HTMLInputElement, RadioProps>(function Radio(
  { children, description, className, ...props },
  ref,
) {
  return (
    <AriaRadioField
      {...props}
      inputRef={ref}
      className={composeRenderProps(className, (extra) =>
        extra ? `${styles.field} ${extra}` : styles.field,
      )}
    >
      <RadioButton className={styles.button}>
        <span className={styles.circle} aria-hidden="true" />
        <span className={styles.text}>{children}</span>
      </RadioButton>
      {description ? (
        <Text slot="description" className={styles.optionDescription}>
          {description}
        </Text>
      ) : null}
    </AriaRadioField>
  );
});
