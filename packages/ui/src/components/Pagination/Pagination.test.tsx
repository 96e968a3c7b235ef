import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRef, useState } from "react";
import { describe, expect, it, vi } from "vitest";
import { renderWithI18n } from "../../test/renderWithI18n";
import { Pagination } from "./Pagination";

/** A pagination whose page really changes, as a host wires it. */
function StatefulPagination({ initialPage }: { initialPage: number }) {
  const [page, setPage] = useState(initialPage);
  return <Pagination page={page} totalItems={312} onPageChange={setPage} />;
}

describe("Pagination", () => {
  it("is a navigation landmark named 'Pagination', the current page marked aria-current", () => {
    renderWithI18n(<Pagination page={7} totalItems={312} onPageChange={() => {}} />);
    const nav = screen.getByRole("navigation", { name: "Pagination" });
    const current = within(nav).getByRole("button", { name: "Page 7" });
    expect(current.getAttribute("aria-current")).toBe("page");
    expect(within(nav).getByRole("button", { name: "Page 6" }).hasAttribute("aria-current")).toBe(
      false,
    );
  });

  it("shows first, ellipsis, neighbours, ellipsis and last page around the current one", () => {
    renderWithI18n(<Pagination page={7} totalItems={312} onPageChange={() => {}} />);
    const numbers = screen
      .getAllByRole("button", { name: /^Page \d+$/ })
      .map((button) => button.textContent);
    expect(numbers).toEqual(["1", "6", "7", "8", "13"]);
    expect(screen.getByRole("navigation").textContent?.match(/…/g)).toHaveLength(2);
  });

  it("says which items are shown, in a status region", () => {
    renderWithI18n(<Pagination page={13} totalItems={312} onPageChange={() => {}} />);
    expect(screen.getByRole("status").textContent).toBe("301–312 sur 312");
  });

  it("calls onPageChange with the page of the control pressed by keyboard", async () => {
    const user = userEvent.setup();
    const onPageChange = vi.fn();
    renderWithI18n(<Pagination page={7} totalItems={312} onPageChange={onPageChange} />);

    screen.getByRole("button", { name: "Page suivante" }).focus();
    await user.keyboard("{Enter}");
    await user.tab();
    await user.keyboard(" ");

    expect(onPageChange.mock.calls).toEqual([[8], [13]]);
  });

  it("disables first and previous on the first page", () => {
    renderWithI18n(<Pagination page={1} totalItems={60} onPageChange={() => {}} />);
    expect(screen.getByRole("button", { name: "Première page" })).toHaveProperty("disabled", true);
    expect(screen.getByRole("button", { name: "Page précédente" })).toHaveProperty(
      "disabled",
      true,
    );
    expect(screen.getByRole("button", { name: "Page suivante" })).toHaveProperty("disabled", false);
  });

  it("disables next and last on the last page", () => {
    renderWithI18n(<Pagination page={3} totalItems={60} onPageChange={() => {}} />);
    expect(screen.getByRole("button", { name: "Page suivante" })).toHaveProperty("disabled", true);
    expect(screen.getByRole("button", { name: "Dernière page" })).toHaveProperty("disabled", true);
    expect(screen.getByRole("button", { name: "Page précédente" })).toHaveProperty(
      "disabled",
      false,
    );
  });

  it("moves focus to the current page when the control pressed disables itself", async () => {
    const user = userEvent.setup();
    renderWithI18n(<StatefulPagination initialPage={12} />);
    screen.getByRole("button", { name: "Page suivante" }).focus();
    await user.keyboard("{Enter}");
    expect(document.activeElement).toBe(screen.getByRole("button", { name: "Page 13" }));
  });

  it("offers the domain's page sizes and reports the one chosen", async () => {
    const user = userEvent.setup();
    const onPageSizeChange = vi.fn();
    renderWithI18n(
      <Pagination
        page={1}
        totalItems={312}
        onPageChange={() => {}}
        onPageSizeChange={onPageSizeChange}
      />,
    );
    const trigger = screen.getByRole("button", { name: /Éléments par page/ });
    expect(trigger.textContent).toContain("25");

    await user.click(trigger);
    const sizes = within(screen.getByRole("listbox")).getAllByRole("option");
    expect(sizes.map((option) => option.textContent)).toEqual(["10", "25", "50", "100"]);
    await user.click(screen.getByRole("option", { name: "100" }));

    expect(onPageSizeChange).toHaveBeenCalledWith(100);
  });

  it("shows no page size select without onPageSizeChange", () => {
    renderWithI18n(<Pagination page={1} totalItems={312} onPageChange={() => {}} />);
    expect(screen.queryByRole("button", { name: /Éléments par page/ })).toBeNull();
  });

  it("renders links to each page's URL when given getPageHref", () => {
    renderWithI18n(
      <Pagination page={4} totalItems={312} getPageHref={(page) => `/activities?page=${page}`} />,
    );
    expect(screen.getByRole("link", { name: "Page 4" }).getAttribute("aria-current")).toBe("page");
    expect(screen.getByRole("link", { name: "Page suivante" }).getAttribute("href")).toBe(
      "/activities?page=5",
    );
  });

  it("says there is nothing to show for an empty list", () => {
    renderWithI18n(<Pagination page={1} totalItems={0} onPageChange={() => {}} />);
    expect(screen.getByRole("status").textContent).toBe("Aucun résultat");
    expect(screen.getByRole("button", { name: "Page suivante" })).toHaveProperty("disabled", true);
  });

  it.each([
    ["en", "151–175 of 1,250", "Pagination", "Next page", "Items per page"],
    ["de", "151–175 von 1.250", "Seitennavigation", "Nächste Seite", "Einträge pro Seite"],
  ] as const)(
    "in %s, translates the range, the landmark and the controls",
    (locale, range, nav, next, size) => {
      renderWithI18n(
        <Pagination
          page={7}
          totalItems={1250}
          onPageChange={() => {}}
          onPageSizeChange={() => {}}
        />,
        locale,
      );
      expect(screen.getByRole("status").textContent).toBe(range);
      expect(screen.getByRole("navigation", { name: nav })).toBeTruthy();
      expect(screen.getByRole("button", { name: next })).toBeTruthy();
      expect(screen.getByRole("button", { name: new RegExp(size) })).toBeTruthy();
    },
  );

  it("forwards its ref to the root element", () => {
    const ref = createRef<HTMLDivElement>();
    renderWithI18n(<Pagination ref={ref} page={1} totalItems={10} onPageChange={() => {}} />);
    expect(ref.current?.contains(screen.getByRole("navigation"))).toBe(true);
  });
});
