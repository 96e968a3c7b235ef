import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRef } from "react";
import { RouterProvider } from "react-aria-components";
import { describe, expect, it, vi } from "vitest";
import { renderWithI18n } from "../../test/renderWithI18n";
import { Navbar, type NavbarProps } from "./Navbar";

const fieldStaff: NavbarProps = {
  title: "Mon calendrier",
  calendarHref: "/registration/personnel-calendar-page",
  filterHref: "/registration/personnel-filter-page",
  profile: { href: "/profile-page", roleLabel: "Bénévole" },
};

describe("Navbar", () => {
  it("is the banner landmark holding a named navigation of shortcuts", () => {
    renderWithI18n(<Navbar {...fieldStaff} />);
    const banner = screen.getByRole("banner");
    expect(within(banner).getByRole("navigation", { name: "Raccourcis" })).toBeTruthy();
  });

  it("links field staff to their calendar, filters and profile", () => {
    renderWithI18n(<Navbar {...fieldStaff} />);
    expect(screen.getByRole("link", { name: "Mon calendrier" }).getAttribute("href")).toBe(
      "/registration/personnel-calendar-page",
    );
    expect(screen.getByRole("link", { name: "Filtres" }).getAttribute("href")).toBe(
      "/registration/personnel-filter-page",
    );
    expect(screen.getByRole("link", { name: "Mon profil : Bénévole" }).getAttribute("href")).toBe(
      "/profile-page",
    );
  });

  it("says when a filter is active, not only by the icon", () => {
    renderWithI18n(<Navbar {...fieldStaff} isFilterActive />);
    expect(screen.getByRole("link", { name: "Filtres (un filtre est actif)" })).toBeTruthy();
    expect(screen.queryByRole("link", { name: "Filtres" })).toBeNull();
  });

  it("shows no calendar or filter shortcut to a manager", () => {
    renderWithI18n(
      <Navbar title="Accueil" profile={{ href: "/profile-page", roleLabel: "Coordination" }} />,
    );
    expect(screen.getAllByRole("link")).toHaveLength(1);
  });

  it("marks the shortcut of the current page with aria-current", () => {
    renderWithI18n(<Navbar {...fieldStaff} currentHref="/registration/personnel-calendar-page" />);
    expect(screen.getByRole("link", { name: "Mon calendrier" }).getAttribute("aria-current")).toBe(
      "page",
    );
    expect(screen.getByRole("link", { name: "Filtres" }).hasAttribute("aria-current")).toBe(false);
  });

  it("opens the menu with its button, which tells whether the drawer is open", async () => {
    const user = userEvent.setup();
    const onMenuPress = vi.fn();
    renderWithI18n(<Navbar {...fieldStaff} onMenuPress={onMenuPress} isMenuOpen={false} />);
    const button = screen.getByRole("button", { name: "Ouvrir le menu" });
    expect(button.getAttribute("aria-expanded")).toBe("false");

    await user.tab();
    expect(document.activeElement).toBe(button);
    await user.keyboard("{Enter}");

    expect(onMenuPress).toHaveBeenCalledTimes(1);
  });

  it("has no menu button when the host gives no way to open the menu", () => {
    renderWithI18n(<Navbar {...fieldStaff} />);
    expect(screen.queryByRole("button")).toBeNull();
  });

  it("shows the name of an icon shortcut in a tooltip on keyboard focus", async () => {
    const user = userEvent.setup();
    renderWithI18n(<Navbar {...fieldStaff} />);
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole("link", { name: "Mon calendrier" }));
    expect(screen.getByRole("tooltip").textContent).toBe("Mon calendrier");
  });

  it("places the help menu and extra actions among the shortcuts", () => {
    renderWithI18n(
      <Navbar
        {...fieldStaff}
        actions={<button type="button">Exporter</button>}
        helpMenu={<button type="button">Aide</button>}
      />,
    );
    const nav = screen.getByRole("navigation", { name: "Raccourcis" });
    expect(within(nav).getByRole("button", { name: "Aide" })).toBeTruthy();
    expect(within(nav).getByRole("button", { name: "Exporter" })).toBeTruthy();
  });

  it("follows a shortcut through the host router given to RouterProvider", async () => {
    const user = userEvent.setup();
    const navigate = vi.fn();
    renderWithI18n(
      <RouterProvider navigate={navigate}>
        <Navbar {...fieldStaff} />
      </RouterProvider>,
    );
    await user.click(screen.getByRole("link", { name: "Mon profil : Bénévole" }));
    expect(navigate).toHaveBeenCalledWith("/profile-page", undefined);
  });

  it.each([
    [
      "en",
      "Shortcuts",
      "My calendar",
      "Filters (a filter is active)",
      "My profile: Volunteer",
      "Open the menu",
    ],
    [
      "de",
      "Schnellzugriff",
      "Mein Kalender",
      "Filter (ein Filter ist aktiv)",
      "Mein Profil: Ehrenamtlich",
      "Menü öffnen",
    ],
  ] as const)("speaks %s", (locale, navName, calendarName, filterName, profileName, menuName) => {
    const roleLabel = locale === "en" ? "Volunteer" : "Ehrenamtlich";
    renderWithI18n(
      <Navbar
        {...fieldStaff}
        isFilterActive
        onMenuPress={() => {}}
        profile={{ href: "/profile-page", roleLabel }}
      />,
      locale,
    );
    expect(screen.getByRole("navigation", { name: navName })).toBeTruthy();
    expect(screen.getByRole("link", { name: calendarName })).toBeTruthy();
    expect(screen.getByRole("link", { name: filterName })).toBeTruthy();
    expect(screen.getByRole("link", { name: profileName })).toBeTruthy();
    expect(screen.getByRole("button", { name: menuName })).toBeTruthy();
  });

  it("forwards its ref to the <header> element", () => {
    const ref = createRef<HTMLElement>();
    renderWithI18n(<Navbar ref={ref} {...fieldStaff} />);
    expect(ref.current).toBe(screen.getByRole("banner"));
  });
});
