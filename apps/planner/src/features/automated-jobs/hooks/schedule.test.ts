import { describe, expect, it } from "vitest";
import { scheduleWords } from "./schedule";

describe("the words of a job's schedule", () => {
  it("reads every minute, once a day, and leaves any other cron as written", () => {
    expect(scheduleWords("* * * * *")).toEqual({ kind: "everyMinute" });
    expect(scheduleWords("30 3 * * *")).toEqual({ kind: "daily", time: "03:30" });
    expect(scheduleWords("0 0 * * *")).toEqual({ kind: "daily", time: "00:00" });
    expect(scheduleWords("*/5 * * * *")).toEqual({ kind: "cron", cron: "*/5 * * * *" });
    expect(scheduleWords("30 3 * * 1")).toEqual({ kind: "cron", cron: "30 3 * * 1" });
    expect(scheduleWords("75 3 * * *")).toEqual({ kind: "cron", cron: "75 3 * * *" });
    expect(scheduleWords(null)).toEqual({ kind: "onEvent" });
  });
});
