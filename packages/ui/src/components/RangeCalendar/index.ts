export { RangeCalendar, type RangeCalendarProps } from "./RangeCalendar";
