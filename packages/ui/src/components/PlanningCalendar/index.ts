export { PlanningCalendar, type PlanningCalendarProps } from "./PlanningCalendar";
export {
  type PlanningCalendarRange,
  type PlanningCalendarView,
  planningCalendarViews,
} from "./PlanningCalendarDates";
export { meansStatusIcons, staffCompletenessIcons } from "./PlanningCalendarGlyphs";
export type { PlanningCalendarMeans } from "./PlanningCalendarModel";
