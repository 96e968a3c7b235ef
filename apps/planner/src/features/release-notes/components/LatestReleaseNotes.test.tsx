import { isInstant } from "@releve/domain";
import { act, cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { activateLanguage } from "../../../lib/i18n";
import type { MyProfile } from "../../../lib/my-profile";
import { testProfilePerson } from "../../../test/fixtures";
import { type Answer, renderInApp } from "../../../test/render-in-app";
import type { ReleaseVersionAnswer } from "../api/get-release-versions";
import { LatestReleaseNotes } from "./LatestReleaseNotes";

const lastSeen = "2027-01-10T09:00:00+01:00";

const profile: MyProfile = {
  language: "fr",
  activeRoleCode: null,
  lastSeenReleaseDate: lastSeen,
  roleCodes: ["V"],
  userType: "volunteer",
  person: testProfilePerson,
};

const newVersion: ReleaseVersionAnswer = {
  id: 3,
  number: "1.2.0",
  date: "2027-02-01T10:00:00+01:00",
  description: "Calendrier des départs",
  releaseNotes: [
    {
      title: "Départs",
      text: "Le calendrier montre les départs de chaque véhicule.",
      sortOrder: 1,
    },
  ],
};

/** The API of a user whose profile holds `lastSeen`, answering `latest` as the new versions. */
function api(latest: ReleaseVersionAnswer[] | Error): Answer {
  return ({ method, path, body }) => {
    if (method === "GET" && path === "UserProfile/Me") return profile;
    if (method === "POST" && path === "Monitoring/GetLatestReleases") {
      if (latest instanceof Error) throw latest;
      return latest;
    }
    if (method === "PUT" && path === "UserProfile/Me") return { ...profile, ...(body as object) };
    throw new Error(`Unexpected call ${method} ${path}`);
  };
}

const dialogName = "Nouveautés de Relève";

beforeAll(() => activateLanguage("fr"));
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe("the latest release notes at start (spec 01 §1)", () => {
  it("asks for the notes newer than the last seen date and shows them in a dialog", async () => {
    const { calls } = renderInApp(<LatestReleaseNotes />, { answers: api([newVersion]) });
    const dialog = await screen.findByRole("dialog", { name: dialogName });
    expect(calls).toContainEqual({
      method: "POST",
      path: "Monitoring/GetLatestReleases",
      body: { lastSeenReleaseDate: lastSeen },
    });
    const notes = within(dialog);
    expect(notes.getByRole("heading", { level: 3, name: "Version 1.2.0" })).toBeTruthy();
    expect(notes.getByText("1 février 2027")).toBeTruthy();
    expect(notes.getByText("Calendrier des départs")).toBeTruthy();
    expect(notes.getByRole("heading", { level: 4, name: "Départs" })).toBeTruthy();
    expect(notes.getByText("Le calendrier montre les départs de chaque véhicule.")).toBeTruthy();
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
  });

  it("stores the current instant as the last seen release date when it is closed", async () => {
    const { calls } = renderInApp(
      <>
        <main tabIndex={-1}>Accueil</main>
        <LatestReleaseNotes />
      </>,
      { answers: api([newVersion]) },
    );
    await screen.findByRole("dialog", { name: dialogName });
    const before = Date.now();
    fireEvent.click(screen.getByRole("button", { name: "J'ai compris" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    // Nothing had focus at start: it comes back to the page rather than to the document's top.
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole("main")));
    await waitFor(() => expect(calls.filter((call) => call.method === "PUT")).toHaveLength(1));
    const put = calls.find((call) => call.method === "PUT");
    expect(put?.path).toBe("UserProfile/Me");
    const lastSeenReleaseDate = String(
      (put?.body as { lastSeenReleaseDate?: unknown } | undefined)?.lastSeenReleaseDate,
    );
    // An ISO instant with the organisation's offset, as the API requires.
    expect(lastSeenReleaseDate).toMatch(
      /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?[+-]\d{2}:\d{2}$/,
    );
    expect(isInstant(lastSeenReleaseDate)).toBe(true);
    expect(Date.parse(lastSeenReleaseDate)).toBeGreaterThanOrEqual(before - 1000);
    expect(Date.parse(lastSeenReleaseDate)).toBeLessThanOrEqual(Date.now());
  });

  it("closes on Escape too, and does not open again in the same visit", async () => {
    const cache = new Map<string, unknown>();
    const first = renderInApp(<LatestReleaseNotes />, { answers: api([newVersion]), cache });
    const dialog = await screen.findByRole("dialog", { name: dialogName });
    fireEvent.keyDown(dialog, { key: "Escape" });
    await waitFor(() => expect(first.calls.some((call) => call.method === "PUT")).toBe(true));
    first.unmount();
    // The layout mounted again (another page, the same visit): nothing is asked nor shown.
    const second = renderInApp(<LatestReleaseNotes />, { answers: api([newVersion]), cache });
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(second.calls.some((call) => call.path === "Monitoring/GetLatestReleases")).toBe(false);
  });

  it("shows nothing and stores nothing when there is no new version", async () => {
    const { calls } = renderInApp(<LatestReleaseNotes />, { answers: api([]) });
    await waitFor(() =>
      expect(calls.some((call) => call.path === "Monitoring/GetLatestReleases")).toBe(true),
    );
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(calls.some((call) => call.method === "PUT")).toBe(false);
  });

  it("only logs a failed call", async () => {
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    const { calls } = renderInApp(<LatestReleaseNotes />, { answers: api(new Error("offline")) });
    await waitFor(() => expect(logged).toHaveBeenCalled());
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(calls.filter((call) => call.path === "Monitoring/GetLatestReleases")).toHaveLength(1);
  });
});
