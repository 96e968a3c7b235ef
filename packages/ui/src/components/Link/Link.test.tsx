import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRef } from "react";
import { RouterProvider } from "react-aria-components";
import { describe, expect, it, vi } from "vitest";
import { renderWithI18n } from "../../test/renderWithI18n";
import { Link } from "./Link";
import { link, linkVariants } from "./Link.css";

/**
 * Matches an accessible name with its white space collapsed: the no-break space before the
 * external icon is one word gap, however the name computation joins it to the hidden text.
 */
const spoken = (expected: string) => (name: string) => name.replace(/\s+/g, " ") === expected;

describe("Link", () => {
  it("is an <a> found by its role and text, pointing at its href", () => {
    renderWithI18n(<Link href="/planning">Voir le planning</Link>);
    const anchor = screen.getByRole("link", { name: "Voir le planning" });
    expect(anchor.tagName).toBe("A");
    expect(anchor.getAttribute("href")).toBe("/planning");
  });

  it("is reached with Tab, shows keyboard focus and follows its href on Enter", async () => {
    const user = userEvent.setup();
    const navigate = vi.fn();
    renderWithI18n(
      <RouterProvider navigate={navigate}>
        <Link href="/planning">Voir le planning</Link>
      </RouterProvider>,
    );
    const anchor = screen.getByRole("link", { name: "Voir le planning" });

    await user.tab();
    expect(document.activeElement).toBe(anchor);
    expect(anchor.hasAttribute("data-focus-visible")).toBe(true);
    await user.keyboard("{Enter}");

    expect(navigate).toHaveBeenCalledTimes(1);
    expect(navigate.mock.calls[0]?.[0]).toBe("/planning");
  });

  it.each([
    ["fr", "Guide des bénévoles (s'ouvre dans un nouvel onglet)"],
    ["en", "Guide des bénévoles (opens in a new tab)"],
    ["de", "Guide des bénévoles (öffnet in einem neuen Tab)"],
  ] as const)("in %s, says a link opens a new tab when target is _blank", (locale, name) => {
    renderWithI18n(
      <Link href="https://example.org/guide" target="_blank">
        Guide des bénévoles
      </Link>,
      locale,
    );
    const anchor = screen.getByRole("link", { name: spoken(name) });
    expect(anchor.getAttribute("target")).toBe("_blank");
  });

  it("shows the external icon only to sighted users, and only for a new tab", () => {
    renderWithI18n(
      <>
        <Link href="https://example.org" target="_blank">
          Site
        </Link>
        <Link href="/planning">Planning</Link>
      </>,
    );
    const icon = screen.getByRole("link", { name: /^Site/ }).querySelector("svg");
    expect(icon?.getAttribute("aria-hidden")).toBe("true");
    expect(screen.getByRole("link", { name: "Planning" }).querySelector("svg")).toBeNull();
  });

  it("gives a new tab no opener unless the caller chose a rel", () => {
    renderWithI18n(
      <>
        <Link href="https://example.org" target="_blank">
          Site
        </Link>
        <Link href="https://example.org/aide" target="_blank" rel="external">
          Aide
        </Link>
      </>,
    );
    expect(screen.getByRole("link", { name: /^Site/ }).getAttribute("rel")).toBe("noopener");
    expect(screen.getByRole("link", { name: /^Aide/ }).getAttribute("rel")).toBe("external");
  });

  it("when disabled, is marked so, skipped by Tab and does not navigate", async () => {
    const user = userEvent.setup();
    const navigate = vi.fn();
    renderWithI18n(
      <RouterProvider navigate={navigate}>
        <Link href="/planning" isDisabled>
          Voir le planning
        </Link>
        <Link href="/aide">Aide</Link>
      </RouterProvider>,
    );
    const disabled = screen.getByRole("link", { name: "Voir le planning" });

    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole("link", { name: "Aide" }));
    await user.click(disabled);

    expect(disabled.getAttribute("aria-disabled")).toBe("true");
    expect(navigate).not.toHaveBeenCalled();
  });

  it.each(linkVariants)("applies the %s recipe class", (variant) => {
    renderWithI18n(
      <Link href="/planning" variant={variant}>
        Planning
      </Link>,
    );
    const classes = screen.getByRole("link", { name: "Planning" }).className.split(" ");
    for (const expected of link({ variant }).split(" ")) {
      expect(classes).toContain(expected);
    }
  });

  it("keeps a caller's className and forwards its ref to the <a>", () => {
    const ref = createRef<HTMLAnchorElement>();
    renderWithI18n(
      <Link ref={ref} href="/planning" className="card-link">
        Planning
      </Link>,
    );
    const anchor = screen.getByRole("link", { name: "Planning" });
    expect(ref.current).toBe(anchor);
    expect(anchor.className.split(" ")).toContain("card-link");
  });
});
