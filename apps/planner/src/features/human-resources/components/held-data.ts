/*
 * The tabs beyond the imports, loaded together on first use: the absences and work schedules
 * held (with their date fields) and the exports.
 */
export { AbsenceList } from "./AbsenceList";
export { ExportPanel } from "./ExportPanel";
export { WorkScheduleList } from "./WorkScheduleList";
