export { Calendar, type CalendarProps } from "./Calendar";
