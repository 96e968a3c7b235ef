import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "../src/config.js";

describe("the configuration", () => {
  it("reuses a caller's access for 5 s unless told, from 0 to 300 s", () => {
    expect(loadConfig({}).accessCacheSeconds).toBe(5);
    expect(loadConfig({ ACCESS_CACHE_SECONDS: "0" }).accessCacheSeconds).toBe(0);
    for (const value of ["-1", "301", "soon"]) {
      expect(() => loadConfig({ ACCESS_CACHE_SECONDS: value })).toThrow(ConfigError);
    }
  });

  it("checks the API's answers against their schemas everywhere but production, unless told", () => {
    expect(loadConfig({}).checkAnswers).toBe(true);
    expect(loadConfig({ API_CHECK_ANSWERS: "0" }).checkAnswers).toBe(false);
    expect(() => loadConfig({ API_CHECK_ANSWERS: "yes" })).toThrow(/API_CHECK_ANSWERS/);
  });

  it("serves plain HTTP behind a proxy that terminates TLS, at the proxy's https address", () => {
    const behindProxy = loadConfig({
      TLS_OFFLOADED: "1",
      PUBLIC_URL: "https://releve.example.org",
    });
    expect(behindProxy).toMatchObject({
      publicUrl: "https://releve.example.org",
      tls: { offloaded: true },
    });
    expect(loadConfig({}).tls.offloaded).toBe(false);
    expect(() => loadConfig({ TLS_OFFLOADED: "1" })).toThrow(/PUBLIC_URL/);
    expect(() =>
      loadConfig({ TLS_OFFLOADED: "1", PUBLIC_URL: "http://releve.example.org" }),
    ).toThrow(ConfigError);
  });

  it("starts business time at RELEVE_CLOCK_START when given, an instant with its offset", () => {
    expect(loadConfig({}).clockStart).toBeUndefined();
    expect(loadConfig({ RELEVE_CLOCK_START: "2026-11-23T08:00:00+01:00" }).clockStart).toEqual(
      new Date("2026-11-23T07:00:00Z"),
    );
    expect(() =>
      loadConfig({
        RELEVE_CLOCK_START: "2026-11-23T08:00:00+01:00",
        RELEVE_ENVIRONMENT: "production",
      }),
    ).toThrow(/production keeps the real clock/);
    for (const value of ["2026-11-23", "2026-11-23T08:00:00", "2026-02-30T08:00:00+01:00"]) {
      expect(() => loadConfig({ RELEVE_CLOCK_START: value })).toThrow(/RELEVE_CLOCK_START/);
    }
  });

  it("sends e-mail through SMTP_URL, or the local inbox outside production (decision 025)", () => {
    expect(loadConfig({}).mail).toEqual({
      smtpUrl: undefined,
      from: "planning@localhost",
      reminderHoursBefore: 24,
      localInbox: { smtpPort: 1025, webPort: 1080 },
    });
    expect(
      loadConfig({
        SMTP_URL: "smtps://planning:secret@smtp.example.org:465",
        MAIL_FROM: "planning@secours-national.example",
        REMINDER_HOURS_BEFORE: "0",
        LOCAL_INBOX_WEB_PORT: "8025",
      }).mail,
    ).toMatchObject({
      smtpUrl: "smtps://planning:secret@smtp.example.org:465",
      from: "planning@secours-national.example",
      reminderHoursBefore: 0,
      localInbox: { webPort: 8025 },
    });
    expect(() => loadConfig({ SMTP_URL: "https://smtp.example.org" })).toThrow(/SMTP_URL/);
    expect(() => loadConfig({ SMTP_URL: "not a url" })).toThrow(/SMTP_URL/);
    expect(() => loadConfig({ MAIL_FROM: "planning" })).toThrow(/MAIL_FROM/);
    expect(() => loadConfig({ MAIL_FROM: `${"a".repeat(250)}@x.org` })).toThrow(/MAIL_FROM/);
    for (const value of ["-1", "169", "a day"]) {
      expect(() => loadConfig({ REMINDER_HOURS_BEFORE: value })).toThrow(/REMINDER_HOURS_BEFORE/);
    }
    expect(() => loadConfig({ LOCAL_INBOX_SMTP_PORT: "70000" })).toThrow(/LOCAL_INBOX_SMTP_PORT/);
  });
});
