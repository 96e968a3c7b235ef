import { afterEach, describe, expect, it, vi } from "vitest";
import { testSettings } from "../test/fixtures";
import { businessNow, loadSettings } from "./settings";

afterEach(() => {
  vi.useRealTimers();
});

const served =
  (body: unknown): typeof fetch =>
  async () =>
    new Response(JSON.stringify(body), { status: 200 });

describe("the settings", () => {
  it("reads appsettings.json, business time following the real clock unless told", async () => {
    const { clockOffsetMs: _offset, ...withoutOffset } = testSettings("local");
    expect((await loadSettings(served(withoutOffset))).clockOffsetMs).toBe(0);
    const settings = await loadSettings(served({ ...withoutOffset, clockOffsetMs: 3_600_000 }));
    expect(settings.clockOffsetMs).toBe(3_600_000);
  });

  it("refuses a settings file that is not what the planner needs", async () => {
    await expect(loadSettings(served({ apiBaseUrl: "nowhere" }))).rejects.toThrow();
    await expect(loadSettings(async () => new Response("", { status: 500 }))).rejects.toThrow(
      /HTTP 500/,
    );
  });

  it("gives business time: the server's clock, a training day's included", () => {
    vi.useFakeTimers({ now: new Date("2027-01-10T10:00:00Z") });
    expect(businessNow({ clockOffsetMs: 0 }).toISOString()).toBe("2027-01-10T10:00:00.000Z");
    expect(businessNow({ clockOffsetMs: -86_400_000 }).toISOString()).toBe(
      "2027-01-09T10:00:00.000Z",
    );
  });
});
