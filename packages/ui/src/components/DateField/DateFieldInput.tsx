import { forwardRef } from "react";
import { DateInput, type DateInputProps, DateSegment } from "react-aria-components";
import { control } from "../Field/Field.css";
import * as styles from "./DateField.css";

/** Props of {@link DateFieldInput}. */
export interface DateFieldInputProps extends Omit<DateInputProps, "children" | "className"> {
  /**
   * `field` draws the boxed control around the segments (a lone `DateField` or `TimeField`);
   * `group` leaves the box to the picker's group around it (`DatePicker`, `DateRangePicker`).
   * @default "field"
   */
  appearance?: "field" | "group";
}

/**
 * The editable segments of a date or time (day, month, year, hour, minute…) in the order and
 * with the separators of react-aria's locale. Each segment is a spin button: ↑/↓ change it,
 * digits fill it, ←/→ move between segments. Inside a react-aria `DateField`, `TimeField`,
 * `DatePicker` or `DateRangePicker` (give `slot="start"`/`"end"` in a range).
 */
export const DateFieldInput = forwardRef<HTMLDivElement, DateFieldInputProps>(
  function DateFieldInput({ appearance = "field", ...props }, ref) {
    return (
      <DateInput
        {...props}
        ref={ref}
        className={appearance === "field" ? `${control} ${styles.input}` : styles.inputInGroup}
      >
        {(segment) => <DateSegment segment={segment} className={styles.segment} />}
      </DateInput>
    );
  },
);
