import {
  type AccessRight,
  type Authorization,
  type FeatureCode,
  type RoleCode,
  sidebarEntries,
} from "@releve/domain";
import { Link } from "@releve/ui";
import { act, cleanup, screen, within } from "@testing-library/react";
import { useEffect } from "react";
import { createMemoryRouter, RouterProvider } from "react-router-dom";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { useErrorList } from "../../lib/error-list";
import { activateLanguage } from "../../lib/i18n";
import { preferencesStorageKey } from "../../lib/preferences";
import { createSessionStore } from "../../lib/session";
import { useSidePane } from "../../lib/side-pane";
import { sidebarHref } from "../../lib/sidebar-menu";
import { shellAnswers, testAuthorization } from "../../test/fixtures";
import { renderInApp } from "../../test/render-in-app";
import { buildRoutes, type PageLoader } from "../router";

type Rights = Partial<Record<FeatureCode, AccessRight>>;
const right = (featureCode: FeatureCode, mayWrite = true): Rights => ({
  [featureCode]: { featureCode, mayWrite },
});

function authorization(code: RoleCode, rights: Rights): Authorization {
  return { role: { code }, scopeType: "none", accessRights: rights, scopes: [] };
}

/** A page that uses the shell: it reports an error and opens the side pane. */
function BusyPage() {
  const errors = useErrorList();
  const pane = useSidePane();
  return (
    <>
      <h1>Busy page</h1>
      <button type="button" onClick={() => errors.report(new Error("boom"))}>
        Fail
      </button>
      <button type="button" onClick={() => pane.open({ title: "Detail", content: "Inside" })}>
        Open pane
      </button>
      <Link href="webcal://releve.test/api/CalendarFeed/secret">Subscribe</Link>
      <Link href="/release-note-page?from=home">Notes</Link>
    </>
  );
}

function ReleaseNotesStub() {
  return <h1>Release notes</h1>;
}

/** A page that meets a problem as it opens. */
function FailingOnOpenStub() {
  const { report } = useErrorList();
  useEffect(() => report(new Error("refused")), [report]);
  return <h1>Failing page</h1>;
}

const registry: Record<string, PageLoader> = {
  home: async () => ({ Component: BusyPage }),
  "release-note-page": async () => ({ Component: ReleaseNotesStub }),
  "profile-page": async () => ({ Component: FailingOnOpenStub }),
};

async function openShell(
  code: RoleCode,
  rights: Rights,
  path = "/home",
  answers: Record<string, unknown> = {},
) {
  const session = createSessionStore(testAuthorization([authorization(code, rights)]));
  const router = createMemoryRouter(
    buildRoutes(registry, () => session.get().activeAuthorization),
    { initialEntries: [path] },
  );
  const table: Record<string, unknown> = {
    ...shellAnswers,
    "registration/getNewRegistrationCount": 4,
    "registration/getNewProposedScheduleCount": 2,
    ...answers,
  };
  // A path given `undefined` has no answer: the call is refused.
  for (const [path, answer] of Object.entries(table)) if (answer === undefined) delete table[path];
  const { calls } = renderInApp(<RouterProvider router={router} />, { session, answers: table });
  await screen.findByRole("main");
  return { router, calls, session };
}

beforeAll(() => activateLanguage("fr"));
afterEach(cleanup);

describe("the main layout (spec 01 §2)", () => {
  it("shows in the sidebar exactly the entries the role's features allow, with count badges", async () => {
    const rights = {
      ...right("operationalActivity"),
      ...right("operationalActivity.create"),
      ...right("meansOfIntervention"),
      ...right("registration"),
      ...right("registration.manage"),
      ...right("registration.schedule"),
    };
    await openShell("C", rights);
    const nav = screen.getByRole("navigation", { name: "Menu principal" });
    const expected = sidebarEntries(authorization("C", rights)).map(sidebarHref);
    const links = within(nav)
      .getAllByRole("link")
      .map((link) => link.getAttribute("href"))
      .filter((href) => href !== "/release-note-page");
    expect(links).toEqual(expected);
    expect(await within(nav).findByText("4")).toBeTruthy();
    expect(within(nav).getByText("2")).toBeTruthy();
    expect(within(nav).getByRole("link", { name: /Version 2\.4\.0/ })).toBeTruthy();
  });

  it("marks the entry of the page shown, whatever filters or days its address holds", async () => {
    const { router } = await openShell("C", right("meansOfIntervention"), "/home?from=menu");
    const nav = screen.getByRole("navigation", { name: "Menu principal" });
    const current = () =>
      within(nav)
        .getAllByRole("link")
        .filter((link) => link.getAttribute("aria-current") === "page")
        .map((link) => link.getAttribute("href"));
    expect(current()).toEqual(["/home"]);
    await act(() =>
      router.navigate("/means-of-intervention/list?typeIds=%5B1%5D&tab=calendar&date=2031-03-08"),
    );
    await vi.waitFor(() => expect(current()).toEqual(["/means-of-intervention/list?tab=calendar"]));
    await act(() => router.navigate("/means-of-intervention/list?tab=list&status=draft"));
    await vi.waitFor(() => expect(current()).toEqual(["/means-of-intervention/list?tab=list"]));
  });

  it("writes a router path as the router does, and an address with a scheme as it is", async () => {
    await openShell("A", {});
    const main = screen.getByRole("main");
    expect(within(main).getByRole("link", { name: "Subscribe" }).getAttribute("href")).toBe(
      "webcal://releve.test/api/CalendarFeed/secret",
    );
    expect(within(main).getByRole("link", { name: "Notes" }).getAttribute("href")).toBe(
      "/release-note-page?from=home",
    );
  });

  it("keeps the link to the release notes when the API does not tell its version", async () => {
    const { calls } = await openShell("A", {}, "/home", { "Monitoring/Version": undefined });
    await vi.waitFor(() => expect(calls.map((call) => call.path)).toContain("Monitoring/Version"));
    const nav = screen.getByRole("navigation", { name: "Menu principal" });
    expect(
      within(nav)
        .getByRole("link", { name: `Version ${__PLANNER_VERSION__}` })
        .getAttribute("href"),
    ).toBe("/release-note-page");
  });

  it("does not ask the counts of a role without the registration features", async () => {
    const { calls } = await openShell("D", right("operationalActivity", false));
    await screen.findByRole("link", { name: /Version 2\.4\.0/ });
    expect(calls.map((call) => call.path)).not.toContain("registration/getNewRegistrationCount");
  });

  it("gives field staff the calendar, filter and profile shortcuts, and no help menu", async () => {
    await openShell("V", { ...right("registration.self"), ...right("registration") });
    const shortcuts = screen.getByRole("navigation", { name: "Raccourcis" });
    expect(within(shortcuts).getByRole("link", { name: "Mon calendrier" })).toBeTruthy();
    expect(within(shortcuts).getByRole("link", { name: "Filtres" })).toBeTruthy();
    expect(
      within(shortcuts).getByRole("link", { name: /Mon profil : Bénévole terrain/ }),
    ).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Aide" })).toBeNull();
  });

  it("changes the field staff's filter shortcut while a filter is saved", async () => {
    const { session } = await openShell("V", { ...right("registration.self") });
    const shortcuts = screen.getByRole("navigation", { name: "Raccourcis" });
    expect(within(shortcuts).getByRole("link", { name: "Filtres" })).toBeTruthy();
    const personId = String(session.get().user.personId);
    window.localStorage.setItem(
      preferencesStorageKey,
      JSON.stringify({
        users: { [personId]: { lists: { personnelMobile: { filters: { activityIds: [3] } } } } },
      }),
    );
    // Saved by another page (or tab): the shortcut follows.
    act(() => {
      window.dispatchEvent(new StorageEvent("storage", { key: preferencesStorageKey }));
    });
    // The shortcut follows once the layout has read the saved preferences again.
    expect(
      await within(shortcuts).findByRole("link", { name: "Filtres (un filtre est actif)" }),
    ).toBeTruthy();
    window.localStorage.removeItem(preferencesStorageKey);
    act(() => {
      window.dispatchEvent(new StorageEvent("storage", { key: preferencesStorageKey }));
    });
  });

  it("gives managers the help menu and the role label on the profile link", async () => {
    await openShell("A", right("operationalActivity"));
    expect(screen.getByRole("button", { name: "Aide" })).toBeTruthy();
    expect(screen.getByRole("link", { name: /Mon profil : Coordination/ })).toBeTruthy();
    expect(screen.queryByRole("link", { name: "Mon calendrier" })).toBeNull();
  });

  it("shows the year and the organisation's logo in the language, French otherwise", async () => {
    await openShell("A", {});
    const footer = screen.getByRole("contentinfo");
    const banner = screen.getByRole("banner");
    expect(footer.textContent).toContain(`© ${new Date().getFullYear()} Secours National`);
    expect(within(banner).getByRole("img", { name: "Secours National" }).getAttribute("src")).toBe(
      "/brand/logo-fr.svg",
    );
    // In the footer the name is written beside the logo: the image is not read a second time.
    expect(footer.querySelector("img")?.getAttribute("alt")).toBe("");
    expect(footer.querySelector("img")?.getAttribute("src")).toBe("/brand/logo-fr.svg");
    await act(() => activateLanguage("de"));
    expect(within(banner).getByRole("img", { name: "Nationale Hilfe" }).getAttribute("src")).toBe(
      "/brand/logo-de.svg",
    );
    expect(footer.textContent).toContain("Nationale Hilfe");
    await act(() => activateLanguage("fr"));
  });

  it("after a navigation, closes the side pane, clears the errors, scrolls up and focuses the page", async () => {
    const scrollTo = vi.spyOn(window, "scrollTo").mockImplementation(() => {});
    const { router } = await openShell("A", {});
    act(() => screen.getByRole("button", { name: "Fail" }).click());
    act(() => screen.getByRole("button", { name: "Open pane" }).click());
    expect(screen.getByRole("complementary", { name: "Detail" })).toBeTruthy();
    expect(screen.getByText(/Une erreur inattendue/)).toBeTruthy();
    await act(() => router.navigate("/release-note-page"));
    await screen.findByRole("heading", { name: "Release notes" });
    expect(screen.queryByRole("complementary", { name: "Detail" })).toBeNull();
    expect(screen.queryByText(/Une erreur inattendue/)).toBeNull();
    expect(scrollTo).toHaveBeenCalledWith({ top: 0, left: 0 });
    expect(document.activeElement).toBe(screen.getByRole("main"));
    scrollTo.mockRestore();
  });

  it("moves focus into the side pane, and back to its opener when Escape closes it", async () => {
    await openShell("A", {});
    const opener = screen.getByRole("button", { name: "Open pane" });
    act(() => opener.focus());
    act(() => opener.click());
    const pane = screen.getByRole("complementary", { name: "Detail" });
    expect(document.activeElement).toBe(within(pane).getByRole("heading", { name: "Detail" }));
    act(() => {
      pane.dispatchEvent(new KeyboardEvent("keydown", { key: "Escape", bubbles: true }));
    });
    expect(screen.queryByRole("complementary", { name: "Detail" })).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it("keeps the errors a new page reports as it opens", async () => {
    const { router } = await openShell("A", {});
    await act(() => router.navigate("/profile-page"));
    await screen.findByRole("heading", { name: "Failing page" });
    expect(screen.getByText(/Une erreur inattendue/)).toBeTruthy();
  });
});
