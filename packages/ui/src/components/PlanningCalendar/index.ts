export { PlanningCalendar, type PlanningCalendarProps } from "./PlanningCalendar";
export {
  type PlanningCalendarRange,
  type PlanningCalendarView,
  planningCalendarViews,
} from "./PlanningCalendarDates";
export type { PlanningCalendarMeans } from "./PlanningCalendarModel";
