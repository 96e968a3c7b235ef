import type { AccessRight, FeatureCode } from "@releve/domain";
import { act, cleanup, screen } from "@testing-library/react";
import type { ReactElement } from "react";
import { createMemoryRouter, RouterProvider } from "react-router-dom";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { activateLanguage } from "../lib/i18n";
import { createSessionStore } from "../lib/session";
import { shellAnswers, testAuthorization } from "../test/fixtures";
import { renderInApp } from "../test/render-in-app";
import { buildRoutes, type PageLoader } from "./router";

/** Stand-in pages: what the guard lets through is what matters here. */
const HomeStub = () => <p>Home page</p>;
const AlertListStub = () => <p>Alert list</p>;
const AlertFormStub = () => <p>Alert form</p>;
const page =
  (Component: () => ReactElement): PageLoader =>
  async () => ({ Component });

const registry: Partial<Record<string, PageLoader>> = {
  home: page(HomeStub),
  // A page whose code does not arrive: the network failed.
  "alert-create": () =>
    Promise.reject(new TypeError("Failed to fetch dynamically imported module")),
  "alert-list": page(AlertListStub),
  "alert-edit": page(AlertFormStub),
};

const answer = (rights: Partial<Record<FeatureCode, AccessRight>>) =>
  testAuthorization([{ role: { code: "A" }, scopeType: "none", accessRights: rights, scopes: [] }]);

const alerts = (mayWrite: boolean) => ({
  "alert.manage": { featureCode: "alert.manage" as const, mayWrite },
});

async function open(path: string, rights: Partial<Record<FeatureCode, AccessRight>> = {}) {
  const session = createSessionStore(answer(rights));
  const router = createMemoryRouter(
    buildRoutes(registry, () => session.get().activeAuthorization),
    { initialEntries: [path] },
  );
  renderInApp(<RouterProvider router={router} />, { session, answers: shellAnswers });
  await screen.findByRole("main");
  return router;
}

async function go(router: ReturnType<typeof createMemoryRouter>, path: string) {
  await act(() => router.navigate(path));
}

const at = (router: ReturnType<typeof createMemoryRouter>) =>
  router.state.location.pathname + router.state.location.search;

beforeAll(() => activateLanguage("fr"));
afterEach(cleanup);

describe("the planner's routes", () => {
  it("shows a page whose code could not be loaded as unavailable, with a way to load it again", async () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    const router = await open("/home", alerts(true));
    await screen.findByText("Home page");
    await go(router, "/alert/create");
    expect(
      await screen.findByRole("heading", { level: 1, name: "Page indisponible" }),
    ).toBeTruthy();
    expect(screen.getByRole("alert").textContent).toContain("Vérifiez votre connexion");
    expect(screen.getByRole("button", { name: "Recharger la page" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Retour à l'accueil" }).getAttribute("href")).toBe(
      "/home",
    );
    expect(error).toHaveBeenCalled();
    error.mockRestore();
  });

  it("sends the root path to the start page", async () => {
    const router = await open("/");
    expect(await screen.findByText("Home page")).toBeTruthy();
    expect(at(router)).toBe("/home");
  });

  it("sends a user without the route's feature back to where they were", async () => {
    const router = await open("/home");
    await screen.findByText("Home page");
    await go(router, "/alert/list");
    expect(at(router)).toBe("/home");
    expect(screen.getByText("Home page")).toBeTruthy();
  });

  it("sends a user without write access back from a route that needs it", async () => {
    const router = await open("/alert/list", alerts(false));
    expect(await screen.findByText("Alert list")).toBeTruthy();
    await go(router, "/alert/edit/5");
    expect(at(router)).toBe("/alert/list");
    expect(screen.getByText("Alert list")).toBeTruthy();
  });

  it("opens the route with write access, and blocks an id that is not an integer", async () => {
    const router = await open("/alert/edit/5", alerts(true));
    expect(await screen.findByText("Alert form")).toBeTruthy();
    for (const id of ["abc", "5.5", "1e3"]) {
      await go(router, `/alert/edit/${id}`);
      expect(at(router), id).toBe("/alert/edit/5");
    }
    await go(router, "/alert/edit/6");
    expect(at(router)).toBe("/alert/edit/6");
  });

  it("lands on the start page when the very first page is refused", async () => {
    const router = await open("/alert/list");
    expect(await screen.findByText("Home page")).toBeTruthy();
    expect(at(router)).toBe("/home");
  });

  it("shows 404 for an unknown path and for a route whose page is not built yet", async () => {
    const router = await open("/nowhere", {
      meansOfInterventionType: { featureCode: "meansOfInterventionType", mayWrite: false },
    });
    expect(await screen.findByRole("heading", { name: /404/ })).toBeTruthy();
    await go(router, "/means-of-intervention-types/list");
    expect(at(router)).toBe("/means-of-intervention-types/list");
    expect(await screen.findByRole("heading", { name: /404/ })).toBeTruthy();
  });

  it("guards a route whose page is not built yet like any other", async () => {
    const router = await open("/home");
    await screen.findByText("Home page");
    await go(router, "/means-of-intervention-types/list");
    expect(at(router)).toBe("/home");
    expect(screen.getByText("Home page")).toBeTruthy();
  });
});
