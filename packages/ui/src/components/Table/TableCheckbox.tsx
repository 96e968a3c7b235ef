import { forwardRef } from "react";
import {
  Checkbox as AriaCheckbox,
  type CheckboxProps as AriaCheckboxProps,
  composeRenderProps,
} from "react-aria-components";
import { CheckboxBox } from "../Checkbox/CheckboxBox";
import * as styles from "./Table.css";

/** Props of {@link TableCheckbox}: a react-aria `Checkbox` that shows no label of its own. */
export interface TableCheckboxProps extends Omit<AriaCheckboxProps, "children"> {
  /**
   * The checkbox's name in the current language. React-aria adds the row header to it (a row's
   * checkbox reads "Sélectionner Poste de secours 12").
   */
  "aria-label": string;
}

/**
 * The selection checkbox of a table row or of the header's "select all": react-aria's
 * `Checkbox` in the table's `selection` slot, which wires it to the selection state. Kept inside
 * the table because it has no visible label, unlike the form `Checkbox`. Styled through
 * `[data-selected]`, `[data-indeterminate]`, `[data-hovered]`, `[data-focus-visible]` and
 * `[data-disabled]`.
 */
export const TableCheckbox = forwardRef<HTMLLabelElement, TableCheckboxProps>(
  function TableCheckbox({ className, ...props }, ref) {
    return (
      <AriaCheckbox
        slot="selection"
        {...props}
        ref={ref}
        className={composeRenderProps(className, (extra) =>
          extra ? `${styles.checkbox} ${extra}` : styles.checkbox,
        )}
      >
        {({ isSelected, isIndeterminate }) => (
          <CheckboxBox
            isSelected={isSelected}
            isIndeterminate={isIndeterminate}
            className={styles.checkboxBox}
          />
        )}
      </AriaCheckbox>
    );
  },
);
