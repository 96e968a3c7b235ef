import { forwardRef, type ReactNode } from "react";
import {
  CheckboxGroup as AriaCheckboxGroup,
  type CheckboxGroupProps as AriaCheckboxGroupProps,
  composeRenderProps,
} from "react-aria-components";
import { FieldLabel } from "../Field/FieldLabel";
import { type FieldMessageProps, FieldMessages } from "../Field/FieldMessages";
import * as styles from "./CheckboxGroup.css";

/** Props of {@link CheckboxGroup}: every react-aria `CheckboxGroup` prop, plus its visible parts. */
export interface CheckboxGroupProps
  extends Omit<AriaCheckboxGroupProps, "children">,
    FieldMessageProps {
  /** Visible label of the group: the accessible name of the `group` role. */
  label: ReactNode;
  /**
   * The {@link Checkbox}es, each with a `value`; the group holds the selection (`value` /
   * `defaultValue` / `onChange` take the selected values). The group's `[data-invalid]` and
   * `[data-disabled]` reach every checkbox.
   */
  children: ReactNode;
}

/**
 * Several checkboxes answering one question ("Compétences requises"): react-aria's
 * `CheckboxGroup` with a label, a description, a non-blocking warning and a blocking error for
 * the whole group (a rule such as "at least one" is the group's, not a checkbox's). `isRequired`
 * adds the asterisk, read out in the current language.
 */
export const CheckboxGroup = forwardRef<HTMLDivElement, CheckboxGroupProps>(function CheckboxGroup(
  { label, description, warning, errorMessage, children, className, ...props },
  ref,
) {
  return (
    <AriaCheckboxGroup
      {...props}
      ref={ref}
      className={composeRenderProps(className, (extra) =>
        extra ? `${styles.root} ${extra}` : styles.root,
      )}
    >
      <FieldLabel isRequired={props.isRequired}>{label}</FieldLabel>
      <div className={styles.items}>{children}</div>
      <FieldMessages description={description} warning={warning} errorMessage={errorMessage} />
    </AriaCheckboxGroup>
  );
});
