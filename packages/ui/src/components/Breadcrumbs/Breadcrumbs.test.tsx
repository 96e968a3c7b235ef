import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { RouterProvider } from "react-aria-components";
import { describe, expect, it, vi } from "vitest";
import type { UiLocale } from "../../i18n/locales";
import { renderWithI18n } from "../../test/renderWithI18n";
import { Breadcrumb, Breadcrumbs } from "./Breadcrumbs";

const longName =
  "Poste de secours du marathon international de Paris — arrivée avenue Foch, secteur nord";

function Trail() {
  return (
    <Breadcrumbs>
      <Breadcrumb href="/home">Accueil</Breadcrumb>
      <Breadcrumb href="/operational-activity/list">Activités opérationnelles</Breadcrumb>
      <Breadcrumb href="/operational-activity-detail-page/12">{longName}</Breadcrumb>
      <Breadcrumb>Moyen d'intervention VPSP 2</Breadcrumb>
    </Breadcrumbs>
  );
}

describe("Breadcrumbs", () => {
  it.each([
    ["fr", "Fil d'Ariane"],
    ["en", "Breadcrumb"],
    ["de", "Brotkrumennavigation"],
  ] as const)("is a navigation landmark named in %s", (locale: UiLocale, name) => {
    renderWithI18n(<Trail />, locale);
    expect(screen.getByRole("navigation", { name })).toBeTruthy();
  });

  it("marks the last crumb as the current page, which is not a link", () => {
    renderWithI18n(<Trail />);
    const current = screen.getByText("Moyen d'intervention VPSP 2").parentElement;
    expect(current?.getAttribute("aria-current")).toBe("page");
    expect(current?.hasAttribute("href")).toBe(false);
    expect(screen.getAllByRole("link").filter((link) => link.hasAttribute("href"))).toHaveLength(3);
  });

  it("links every ancestor to its page", () => {
    renderWithI18n(<Trail />);
    expect(screen.getByRole("link", { name: "Accueil" }).getAttribute("href")).toBe("/home");
    expect(screen.getByRole("link", { name: "Accueil" }).hasAttribute("aria-current")).toBe(false);
  });

  it("keeps the whole of a long name as the accessible name, however it is cut on screen", () => {
    renderWithI18n(<Trail />);
    expect(screen.getByRole("link", { name: longName })).toBeTruthy();
  });

  it("hides the separators from assistive technology, one between each pair of crumbs", () => {
    renderWithI18n(<Trail />);
    const separators = screen.getByRole("list").querySelectorAll("svg");
    expect(separators).toHaveLength(3);
    for (const separator of separators) expect(separator.getAttribute("aria-hidden")).toBe("true");
  });

  it("reaches the ancestors with Tab and skips the current page", async () => {
    const user = userEvent.setup();
    renderWithI18n(<Trail />);
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole("link", { name: "Accueil" }));
    await user.tab();
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole("link", { name: longName }));
    await user.tab();
    expect(document.activeElement).toBe(document.body);
  });

  it("follows a crumb through the host router given to RouterProvider", async () => {
    const user = userEvent.setup();
    const navigate = vi.fn();
    renderWithI18n(
      <RouterProvider navigate={navigate}>
        <Trail />
      </RouterProvider>,
    );
    await user.tab();
    await user.keyboard("{Enter}");
    expect(navigate).toHaveBeenCalledWith("/home", undefined);
  });
});
