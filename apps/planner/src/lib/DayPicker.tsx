import { type CalendarDate, parseDate } from "@internationalized/date";
import type { Day } from "@releve/domain";
import { DatePicker, type DatePickerProps } from "@releve/ui";

/** The calendar day of a form's text (`YYYY-MM-DD`), or `null` while empty or not a day. */
export function calendarDayOf(value: Day): CalendarDate | null {
  try {
    return value ? parseDate(value) : null;
  } catch {
    return null;
  }
}

/** Props of {@link DayPicker}: those of the design system's date picker, on day texts. */
export interface DayPickerProps
  extends Omit<DatePickerProps<CalendarDate>, "value" | "defaultValue" | "onChange"> {
  /** The day chosen as a form holds it (`YYYY-MM-DD`), `""` for none. */
  value: Day;
  onChange: (value: Day) => void;
}

/**
 * A date picker whose value is a day as the domain's forms hold it (`YYYY-MM-DD`, `""` while
 * empty), so a form keeps texts its rules read as they are.
 */
export function DayPicker({ value, onChange, ...props }: DayPickerProps) {
  return (
    <DatePicker
      {...props}
      value={calendarDayOf(value)}
      onChange={(date) => onChange(date ? date.toString() : "")}
    />
  );
}
