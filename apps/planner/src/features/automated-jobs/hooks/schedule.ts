/** What a job's cron says, in words the page can translate. */
export type ScheduleWords =
  | { kind: "onEvent" }
  | { kind: "everyMinute" }
  | { kind: "daily"; time: string }
  | { kind: "cron"; cron: string };

const field = /^\d{1,2}$/;

/**
 * Reads the jobs' schedules (cron in the organisation's zone): every minute, once a day at a
 * time, or anything else shown as the cron itself; no cron at all is a job run on events only.
 */
export function scheduleWords(cron: string | null): ScheduleWords {
  if (cron === null) return { kind: "onEvent" };
  const parts = cron.trim().split(/\s+/);
  if (parts.length === 5 && parts.every((part) => part === "*")) return { kind: "everyMinute" };
  const [minute = "", hour = "", ...rest] = parts;
  if (
    parts.length === 5 &&
    rest.every((part) => part === "*") &&
    field.test(minute) &&
    field.test(hour) &&
    Number(minute) < 60 &&
    Number(hour) < 24
  ) {
    return { kind: "daily", time: `${hour.padStart(2, "0")}:${minute.padStart(2, "0")}` };
  }
  return { kind: "cron", cron };
}
