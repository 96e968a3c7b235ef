/** The exchange with the time-and-attendance tool (decisions 027, 028): its folder and its jobs. */
export { folderConnector, type TimeAttendanceConnector } from "./connector.js";
export { timeAttendanceJobs } from "./jobs.js";
