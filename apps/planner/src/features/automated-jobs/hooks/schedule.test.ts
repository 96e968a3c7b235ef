import { describe, expect, it } from "vitest";
import { scheduleWords } from "./schedule";

describe("the words of a job's schedule", () => {
  it("reads every minute, once a day, and leaves any other cron as written", () => {
    expect(scheduleWords("* * * * *")).toEqual({ kind: "everyMinute" });
    expect(scheduleWords("30 3 * * *")).toEqual({ kind: "daily", time: "03:30" });
    expect(scheduleWords("0 0 * * *")).toEqual({ kind: "daily", time: "00:00" });
    expect(scheduleWords("30 3 * * 1")).toEqual({ kind: "cron", cron: "30 3 * * 1" });
    expect(scheduleWords("75 3 * * *")).toEqual({ kind: "cron", cron: "75 3 * * *" });
    expect(scheduleWords(null)).toEqual({ kind: "onEvent" });
  });

  it("reads the time-and-attendance jobs' schedules: every quarter of an hour, daily, monthly", () => {
    expect(scheduleWords("*/15 * * * *")).toEqual({ kind: "everyMinutes", minutes: 15 });
    expect(scheduleWords("30 1 * * *")).toEqual({ kind: "daily", time: "01:30" });
    expect(scheduleWords("30 2 1 * *")).toEqual({ kind: "monthly", day: 1, time: "02:30" });
  });

  it("leaves as written a step or a day it cannot say evenly", () => {
    expect(scheduleWords("*/1 * * * *")).toEqual({ kind: "everyMinute" });
    expect(scheduleWords("*/5 * * * *")).toEqual({ kind: "everyMinutes", minutes: 5 });
    expect(scheduleWords("*/7 * * * *")).toEqual({ kind: "cron", cron: "*/7 * * * *" });
    expect(scheduleWords("*/15 3 * * *")).toEqual({ kind: "cron", cron: "*/15 3 * * *" });
    // Not every month has a 31st: said as the cron.
    expect(scheduleWords("30 2 31 * *")).toEqual({ kind: "cron", cron: "30 2 31 * *" });
    expect(scheduleWords("30 2 1 1 *")).toEqual({ kind: "cron", cron: "30 2 1 1 *" });
    expect(scheduleWords("30 2 1-5 * *")).toEqual({ kind: "cron", cron: "30 2 1-5 * *" });
  });
});
