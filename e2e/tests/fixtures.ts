import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { expect, type Locator, type Page, type Response } from "@playwright/test";

/** The demo users of the local sign-in page, one per role, as the seed writes them. */
export const demoUsers = [
  { role: "Admin", name: "Nathalie ROUX", roleLabel: "Administrateur" },
  { role: "A", name: "Claire MARTIN", roleLabel: "Coordination" },
  { role: "B", name: "Thomas BERNARD", roleLabel: "Responsable d'activités" },
  { role: "BAPS", name: "Sophie LEFÈVRE", roleLabel: "Responsable APS" },
  { role: "C", name: "Karim HADDAD", roleLabel: "Référent transport" },
  { role: "CAPS", name: "Julie FONTAINE", roleLabel: "Référent APS" },
  { role: "D", name: "Marc GIRARD", roleLabel: "Référent consultation" },
  { role: "S", name: "Lucas MOREAU", roleLabel: "Salarié terrain" },
  { role: "V", name: "Emma PETIT", roleLabel: "Bénévole terrain" },
  { role: "RH", name: "Isabelle GARNIER", roleLabel: "Ressources humaines" },
] as const;

/** One demo user. */
export type DemoUser = (typeof demoUsers)[number];

/** Options of {@link signInAs}. */
export interface SignInOptions {
  /**
   * Closes the release notes a first visit shows, as the user would read and close them, so the
   * journey goes on with the page behind.
   * @default true
   */
  acknowledgeReleaseNotes?: boolean;
}

/** Whether a response is the planner's question for the release notes not seen yet. */
const isLatestReleases = (response: Response) =>
  new URL(response.url()).pathname.endsWith("/Monitoring/GetLatestReleases");

/** Opens a page of the planner and signs in on the provider's page as the given demo user. */
export async function signInAs(
  page: Page,
  user: DemoUser,
  path = "/",
  { acknowledgeReleaseNotes = true }: SignInOptions = {},
) {
  await page.goto(path);
  await expect(page.getByRole("heading", { name: "Se connecter à Relève" })).toBeVisible();
  const latest = acknowledgeReleaseNotes ? page.waitForResponse(isLatestReleases) : undefined;
  await page.getByRole("button", { name: new RegExp(user.name) }).click();
  if (latest) await acknowledgeLatestReleases(page, await latest);
}

/** Closes the release-notes dialog when the answer had notes for the user. */
export async function acknowledgeLatestReleases(page: Page, response: Response) {
  const versions = (await response.json()) as unknown[];
  if (versions.length === 0) return;
  const dialog = page.getByRole("dialog");
  await dialog.getByRole("button").last().click();
  await expect(dialog).toBeHidden();
}

/**
 * The bearer token the planner sends, taken from its next API call (a reload makes some), to
 * prepare a journey through the API itself.
 */
export async function apiToken(page: Page): Promise<string> {
  const request = page.waitForRequest((candidate) =>
    Boolean(candidate.headers().authorization?.startsWith("Bearer ")),
  );
  await page.reload();
  const authorization = (await request).headers().authorization;
  if (!authorization) throw new Error("No bearer token seen");
  return authorization;
}

/** Changes the signed-in user's profile through the API (`PUT UserProfile/Me`). */
export async function putMyProfile(
  page: Page,
  authorization: string,
  changes: Record<string, unknown>,
) {
  const response = await page.request.put("/api/UserProfile/Me", {
    headers: { authorization },
    data: changes,
  });
  expect(response.status()).toBe(200);
}

/** An axe violation, reduced to what a failing assertion needs to show. */
export interface Violation {
  id: string;
  impact: string | null | undefined;
  nodes: string[];
}

/** axe-core's script, put into a page once before its first check. */
const axeSource = readFileSync(
  createRequire(import.meta.url).resolve("axe-core/axe.min.js"),
  "utf8",
);

/**
 * Runs axe with the WCAG 2.2 AA rules and `target-size` on, in the page itself; returns the
 * violations. React Aria's live announcer is left out: a dialog that opens is announced there by
 * its title's id, an announcement kept for seven seconds after the dialog (and its title) has
 * closed. The planner has no frame of content (the sign-in client's renewal frame is blank and
 * hidden), so frames are not entered. The script stays in the page between checks: axe-core's own
 * Playwright runner injects it again and finishes each check in a new page, about five seconds a
 * check against half a second here.
 */
export async function axeViolations(page: Page): Promise<Violation[]> {
  // A dialog still fading in has its text at part of its contrast: its entrance ends first.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  if (!(await page.evaluate(() => "axe" in window))) await page.evaluate(axeSource);
  return page.evaluate(async () => {
    const { axe } = window as unknown as { axe: typeof import("axe-core") };
    const results = await axe.run(
      { exclude: [["[data-live-announcer]"]] },
      {
        runOnly: { type: "tag", values: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"] },
        rules: { "target-size": { enabled: true } },
        resultTypes: ["violations"],
        iframes: false,
      },
    );
    return results.violations.map((violation) => ({
      id: violation.id,
      impact: violation.impact,
      nodes: violation.nodes.map((node) => node.target.join(" ")),
    }));
  });
}

/**
 * Navigates inside the running planner, as a link or the browser's history would, without
 * loading the page again: the router's guards decide where the user ends.
 */
export async function navigateInApp(page: Page, path: string) {
  await page.evaluate((target) => {
    window.history.pushState(null, "", target);
    window.dispatchEvent(new PopStateEvent("popstate"));
  }, path);
}

/**
 * The registrations of the personnel calendar's day view, each a button: the list named after
 * the day ("Inscriptions du …", "Registrations on …", "Anmeldungen am …").
 */
export const dayRegistrations = (page: Page) =>
  page
    .getByRole("list", { name: /^(Inscriptions du|Registrations on|Anmeldungen am) / })
    .getByRole("button");

/** Presses Tab until the target has focus: it fails when the target cannot be reached so. */
export async function tabTo(page: Page, target: Locator, { backwards = false, limit = 80 } = {}) {
  for (let presses = 0; presses < limit; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press(backwards ? "Shift+Tab" : "Tab");
  }
  await expect(target).toBeFocused();
}

/**
 * Types a day (`YYYY-MM-DD`) then a time (`HH:mm`) into a date and time pair found by their
 * labels, as the keyboard does.
 */
export async function typeDateTime(
  page: Page,
  dateLabel: string,
  timeLabel: string,
  wallClock: string,
) {
  const [date = "", time = ""] = wallClock.split("T");
  const [year, month, day] = date.split("-");
  // A required field's name says so after its label.
  const named = (label: string) =>
    new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}( \\(obligatoire\\))?$`);
  await page
    .getByRole("group", { name: named(dateLabel) })
    .getByRole("spinbutton")
    .first()
    .click();
  await page.keyboard.type(`${day}${month}${year}`);
  await page
    .getByRole("group", { name: named(timeLabel) })
    .getByRole("spinbutton")
    .first()
    .click();
  await page.keyboard.type(time.replace(":", ""));
}

/** Types a time (`HH:mm`) into the time field of this label, as the keyboard does. */
export async function typeTime(page: Page, label: string, time: string) {
  await page
    .getByRole("group", { name: new RegExp(`^${label}( \\(obligatoire\\))?$`) })
    .getByRole("spinbutton")
    .first()
    .click();
  await page.keyboard.type(time.replace(":", ""));
}
