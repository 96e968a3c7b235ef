/** What a job's cron says, in words the page can translate. */
export type ScheduleWords =
  | { kind: "onEvent" }
  | { kind: "everyMinute" }
  /** Every `minutes` minutes from the hour (`*\/15 * * * *`). */
  | { kind: "everyMinutes"; minutes: number }
  | { kind: "daily"; time: string }
  /** On a day of each month (`30 2 1 * *`: the 1st at 02:30). */
  | { kind: "monthly"; day: number; time: string }
  | { kind: "cron"; cron: string };

const field = /^\d{1,2}$/;
const step = /^\*\/(\d{1,2})$/;

/** A minute and an hour of a cron as "HH:mm", or null when they are not one fixed time. */
function timeOf(minute: string, hour: string): string | null {
  if (!field.test(minute) || !field.test(hour)) return null;
  if (Number(minute) >= 60 || Number(hour) >= 24) return null;
  return `${hour.padStart(2, "0")}:${minute.padStart(2, "0")}`;
}

/**
 * Reads the jobs' schedules (cron in the organisation's zone): every minute, every few minutes,
 * once a day at a time, once a month on a day at a time, or anything else shown as the cron
 * itself; no cron at all is a job run on events only.
 */
export function scheduleWords(cron: string | null): ScheduleWords {
  if (cron === null) return { kind: "onEvent" };
  const parts = cron.trim().split(/\s+/);
  if (parts.length !== 5) return { kind: "cron", cron };
  const [minute = "", hour = "", day = "", month = "", weekDay = ""] = parts;
  if (parts.every((part) => part === "*")) return { kind: "everyMinute" };
  const every = step.exec(minute);
  const minutes = Number(every?.[1]);
  // A step that divides the hour runs at even intervals: every 15 minutes, not 45 then 15.
  if (every && [hour, day, month, weekDay].every((part) => part === "*")) {
    if (minutes === 1) return { kind: "everyMinute" };
    if (minutes > 1 && minutes < 60 && 60 % minutes === 0) return { kind: "everyMinutes", minutes };
  }
  const time = timeOf(minute, hour);
  if (time !== null && month === "*" && weekDay === "*") {
    if (day === "*") return { kind: "daily", time };
    if (field.test(day) && Number(day) >= 1 && Number(day) <= 28) {
      return { kind: "monthly", day: Number(day), time };
    }
  }
  return { kind: "cron", cron };
}
