export {
  DepartureCalendar,
  type DepartureCalendarProps,
  type DepartureCalendarRange,
} from "./DepartureCalendar";
export { departureCalendarMeasures } from "./DepartureCalendar.css";
export type { DepartureCalendarDeparture, DepartureCalendarMeans } from "./DepartureCalendarModel";
