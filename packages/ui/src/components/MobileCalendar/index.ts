export { MobileCalendar, type MobileCalendarProps } from "./MobileCalendar";
export {
  dayStatusIcons,
  type MobileCalendarRegistration,
  type MobileCalendarView,
  type MobileRegistrationState,
  mobileCalendarDays,
  mobileCalendarViews,
} from "./MobileCalendarModel";
