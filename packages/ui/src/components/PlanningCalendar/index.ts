export { PlanningCalendar, type PlanningCalendarProps } from "./PlanningCalendar";
export {
  type PlanningCalendarRange,
  type PlanningCalendarView,
  planningCalendarViews,
  visibleRange as planningCalendarRange,
} from "./PlanningCalendarDates";
export type { PlanningCalendarMeans } from "./PlanningCalendarModel";
