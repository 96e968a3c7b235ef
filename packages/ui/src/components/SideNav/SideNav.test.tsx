import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { RouterProvider } from "react-aria-components";
import { describe, expect, it, vi } from "vitest";
import { renderWithI18n } from "../../test/renderWithI18n";
import { SideNav, type SideNavProps } from "./SideNav";
import type { SideNavSection } from "./SideNavContent";

const sections: SideNavSection[] = [
  {
    id: "main",
    entries: [
      { href: "/home", label: "Accueil", icon: "calendar" },
      { href: "/operational-activity/list", label: "Activités opérationnelles", icon: "file" },
    ],
  },
  {
    id: "registration",
    label: "Inscriptions",
    entries: [
      {
        href: "/registration/recent-change-list",
        label: "Inscriptions",
        icon: "users",
        count: 3,
        countLabel: "3 nouvelles inscriptions",
      },
      {
        href: "/registration/schedule-change-list",
        label: "Changements d'horaire",
        icon: "clock",
        count: 0,
        countLabel: "Aucun horaire proposé",
      },
    ],
  },
];

const release = { version: "3.4.1", href: "/release-note-page" };

function renderSideNav(props: Partial<SideNavProps> = {}, locale: "fr" | "en" | "de" = "fr") {
  return renderWithI18n(
    <SideNav sections={sections} currentHref="/home" release={release} {...props} />,
    locale,
  );
}

describe("SideNav", () => {
  it("is the main navigation landmark, its entries links to their pages", () => {
    renderSideNav();
    const nav = screen.getByRole("navigation", { name: "Menu principal" });
    const link = within(nav).getByRole("link", { name: "Activités opérationnelles" });
    expect(link.getAttribute("href")).toBe("/operational-activity/list");
  });

  it("marks only the entry of the current page with aria-current", () => {
    renderSideNav({ currentHref: "/operational-activity/list" });
    const current = screen.getAllByRole("link").filter((link) => link.hasAttribute("aria-current"));
    expect(current).toHaveLength(1);
    expect(current[0]?.getAttribute("aria-current")).toBe("page");
    expect(current[0]?.textContent).toBe("Activités opérationnelles");
  });

  it("names each section's list after its heading", () => {
    renderSideNav();
    const list = screen.getByRole("list", { name: "Inscriptions" });
    expect(within(list).getAllByRole("link")).toHaveLength(2);
  });

  it("reads a count's meaning with its entry, and shows no badge at zero", () => {
    renderSideNav();
    expect(
      screen.getByRole("link", { name: "Inscriptions 3 nouvelles inscriptions" }),
    ).toBeTruthy();
    expect(screen.getByRole("link", { name: "Changements d'horaire" })).toBeTruthy();
  });

  it("links the version to the release notes", () => {
    renderSideNav();
    const link = screen.getByRole("link", { name: "Version 3.4.1" });
    expect(link.getAttribute("href")).toBe("/release-note-page");
  });

  it("collapses with Enter on the toggle, whose name and focus follow, entries keeping names", async () => {
    const user = userEvent.setup();
    const onCollapsedChange = vi.fn();
    renderSideNav({ onCollapsedChange });
    const toggle = screen.getByRole("button", { name: "Réduire le menu" });

    await user.tab();
    expect(document.activeElement).toBe(toggle);
    await user.keyboard("{Enter}");

    expect(onCollapsedChange).toHaveBeenCalledWith(true);
    expect(document.activeElement).toBe(screen.getByRole("button", { name: "Déplier le menu" }));
    expect(screen.getByRole("link", { name: "Accueil" })).toBeTruthy();
    expect(
      screen.getByRole("link", { name: "Inscriptions 3 nouvelles inscriptions" }),
    ).toBeTruthy();
  });

  it("keeps a controlled collapsed state until the host changes it", async () => {
    const user = userEvent.setup();
    const onCollapsedChange = vi.fn();
    renderSideNav({ isCollapsed: true, onCollapsedChange });
    await user.click(screen.getByRole("button", { name: "Déplier le menu" }));
    expect(onCollapsedChange).toHaveBeenCalledWith(false);
    expect(screen.getByRole("button", { name: "Déplier le menu" })).toBeTruthy();
  });

  it("shows a collapsed entry's label in a tooltip when it receives keyboard focus", async () => {
    const user = userEvent.setup();
    renderSideNav({ defaultCollapsed: true });
    await user.tab();
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole("link", { name: "Accueil" }));
    expect(screen.getByRole("tooltip").textContent).toBe("Accueil");
  });

  it("shows no tooltip while expanded, the label being visible", async () => {
    const user = userEvent.setup();
    renderSideNav();
    await user.tab();
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole("link", { name: "Accueil" }));
    expect(screen.queryByRole("tooltip")).toBeNull();
  });

  it("opens as a drawer dialog that Escape asks the host to close", async () => {
    const user = userEvent.setup();
    const onOpenChange = vi.fn();
    renderSideNav({ layout: "drawer", isOpen: true, onOpenChange });
    const dialog = screen.getByRole("dialog", { name: "Menu principal" });
    expect(within(dialog).getByRole("navigation", { name: "Menu principal" })).toBeTruthy();

    await user.keyboard("{Escape}");

    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it("closes the drawer with its close button and after a link is followed", async () => {
    const user = userEvent.setup();
    const onOpenChange = vi.fn();
    const navigate = vi.fn();
    renderWithI18n(
      <RouterProvider navigate={navigate}>
        <SideNav layout="drawer" isOpen onOpenChange={onOpenChange} sections={sections} />
      </RouterProvider>,
    );
    await user.click(screen.getByRole("link", { name: "Activités opérationnelles" }));
    expect(navigate).toHaveBeenCalledWith("/operational-activity/list", undefined);
    expect(onOpenChange).toHaveBeenLastCalledWith(false);

    onOpenChange.mockClear();
    await user.click(screen.getByRole("button", { name: "Fermer le menu" }));
    expect(onOpenChange).toHaveBeenLastCalledWith(false);
  });

  it("renders nothing in the drawer layout while closed", () => {
    renderSideNav({ layout: "drawer" });
    expect(screen.queryByRole("navigation")).toBeNull();
  });

  it.each([
    ["en", "Main menu", "Collapse the menu", "Version 3.4.1"],
    ["de", "Hauptmenü", "Menü einklappen", "Version 3.4.1"],
  ] as const)("speaks %s", (locale, navName, toggleName, versionName) => {
    renderSideNav({}, locale);
    expect(screen.getByRole("navigation", { name: navName })).toBeTruthy();
    expect(screen.getByRole("button", { name: toggleName })).toBeTruthy();
    expect(screen.getByRole("link", { name: versionName })).toBeTruthy();
  });

  it.each([
    ["en", "Expand the menu", "Close the menu"],
    ["de", "Menü ausklappen", "Menü schließen"],
  ] as const)("names the expand and close buttons in %s", (locale, expandName, closeName) => {
    renderSideNav({ isCollapsed: true, isOpen: true }, locale);
    expect(screen.getByRole("button", { name: closeName })).toBeTruthy();
    // The sidebar is hidden from assistive technology while the modal drawer is open.
    expect(screen.getByRole("button", { name: expandName, hidden: true })).toBeTruthy();
  });
});
