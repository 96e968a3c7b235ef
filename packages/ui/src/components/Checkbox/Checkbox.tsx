import { useLingui } from "@lingui/react/macro";
import { forwardRef, type ReactNode } from "react";
import {
  CheckboxField as AriaCheckboxField,
  type CheckboxFieldProps as AriaCheckboxFieldProps,
  CheckboxButton,
  composeRenderProps,
} from "react-aria-components";
import { visuallyHidden } from "../../tokens/visuallyHidden.css";
import { requiredMarker } from "../Field/Field.css";
import { type FieldMessageProps, FieldMessages } from "../Field/FieldMessages";
import * as styles from "./Checkbox.css";
import { CheckboxBox } from "./CheckboxBox";

/** Props of {@link Checkbox}: every react-aria `CheckboxField` prop, plus its visible parts. */
export interface CheckboxProps
  extends Omit<AriaCheckboxFieldProps, "children" | "inputRef">,
    FieldMessageProps {
  /**
   * The visible label, next to the box; the whole row toggles the checkbox and it is the
   * checkbox's accessible name. Styled through `[data-selected]`, `[data-indeterminate]`,
   * `[data-invalid]` and `[data-disabled]`.
   */
  children: ReactNode;
}

/**
 * A checkbox: react-aria's `CheckboxField` (Space toggles it, the native input stays in the
 * accessibility tree) with a drawn box, the label, and the field messages lined up under the
 * label. `isIndeterminate` shows a dash, for a "select all" whose items are partly selected. On
 * its own it carries its own validation; inside a {@link CheckboxGroup} the group does. The
 * forwarded ref points at the `<input>`, so a form can move focus to it.
 */
export const Checkbox = forwardRef<HTMLInputElement, CheckboxProps>(function Checkbox(
  { children, description, warning, errorMessage, className, ...props },
  ref,
) {
  const { t } = useLingui();
  return (
    <AriaCheckboxField
      {...props}
      inputRef={ref}
      className={composeRenderProps(className, (extra) =>
        extra ? `${styles.root} ${extra}` : styles.root,
      )}
    >
      <CheckboxButton className={styles.button}>
        {({ isSelected, isIndeterminate }) => (
          <>
            <CheckboxBox
              isSelected={isSelected}
              isIndeterminate={isIndeterminate}
              className={styles.box}
            />
            <span className={styles.text}>
              {children}
              {props.isRequired ? (
                <>
                  <span className={requiredMarker} aria-hidden="true">
                    *
                  </span>{" "}
                  <span className={visuallyHidden}>
                    {t({
                      comment: "Spoken after the label of a mandatory field; shown as an asterisk.",
                      message: "(obligatoire)",
                    })}
                  </span>
                </>
              ) : null}
            </span>
          </>
        )}
      </CheckboxButton>
      <div className={styles.messages}>
        <FieldMessages description={description} warning={warning} errorMessage={errorMessage} />
      </div>
    </AriaCheckboxField>
  );
});
