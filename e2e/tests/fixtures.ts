import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";

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

/** Opens a page of the planner and signs in on the provider's page as the given demo user. */
export async function signInAs(page: Page, user: DemoUser, path = "/") {
  await page.goto(path);
  await expect(page.getByRole("heading", { name: "Se connecter à Relève" })).toBeVisible();
  await page.getByRole("button", { name: new RegExp(user.name) }).click();
}

/** An axe violation, reduced to what a failing assertion needs to show. */
export interface Violation {
  id: string;
  impact: string | null | undefined;
  nodes: string[];
}

/** Runs axe with the WCAG 2.2 AA rules and `target-size` on; returns the violations. */
export async function axeViolations(page: Page): Promise<Violation[]> {
  const results = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"])
    .options({ rules: { "target-size": { enabled: true } } })
    .analyze();
  return results.violations.map((violation) => ({
    id: violation.id,
    impact: violation.impact,
    nodes: violation.nodes.map((node) => node.target.join(" ")),
  }));
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
