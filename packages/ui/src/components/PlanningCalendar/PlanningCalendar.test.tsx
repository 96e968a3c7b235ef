import { act, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { renderWithI18n } from "../../test/renderWithI18n";
import { PlanningCalendar, type PlanningCalendarProps } from "./PlanningCalendar";
import { planningCalendarViews } from "./PlanningCalendarDates";
import {
  eachStatus,
  overlapping,
  sampleMeans,
  sampleTimeZone,
  sampleToday,
} from "./PlanningCalendarStoryData";

function renderCalendar(
  props: Partial<PlanningCalendarProps> = {},
  locale: "fr" | "en" | "de" = "fr",
) {
  return renderWithI18n(
    <PlanningCalendar
      items={eachStatus(locale)}
      today={sampleToday}
      defaultFocusedDate={sampleToday}
      timeZone={sampleTimeZone}
      {...props}
    />,
    locale,
  );
}

/** Puts the focus on the grid's tab stop, as Tab would from the toolbar. */
function focusGrid() {
  const cell = document.querySelector<HTMLElement>('[data-cell][tabindex="0"]');
  if (!cell) throw new Error("The grid has no tab stop");
  act(() => cell.focus());
  return cell;
}

const focusedName = () => document.activeElement?.getAttribute("aria-label") ?? "";

describe("PlanningCalendar", () => {
  it("shows the month in whole weeks from Monday, each day named with its count of means", () => {
    renderCalendar();
    const headers = screen.getAllByRole("columnheader").map((header) => header.textContent);
    expect(headers).toEqual(["Lun.", "Mar.", "Mer.", "Jeu.", "Ven.", "Sam.", "Dim."]);
    expect(screen.getAllByRole("gridcell")).toHaveLength(35);
    const today = screen.getByRole("button", { name: "mercredi 10 juin 2026, 4 moyens" });
    expect(today.getAttribute("aria-current")).toBe("date");
    expect(screen.getByRole("button", { name: "jeudi 11 juin 2026, aucun moyen" })).toBeTruthy();
  });

  it("keeps a single tab stop that the arrows, Home, End and PageDown move", async () => {
    const user = userEvent.setup();
    const onRangeChange = vi.fn();
    renderCalendar({ onRangeChange });
    focusGrid();
    await user.keyboard("{ArrowRight}");
    expect(focusedName()).toMatch(/^jeudi 11 juin 2026/);
    expect(document.activeElement?.getAttribute("tabindex")).toBe("0");
    expect(document.querySelectorAll('[data-cell][tabindex="0"]')).toHaveLength(1);
    await user.keyboard("{ArrowUp}");
    expect(focusedName()).toMatch(/^jeudi 4 juin 2026/);
    await user.keyboard("{End}");
    expect(focusedName()).toMatch(/^dimanche 7 juin 2026/);
    expect(onRangeChange).not.toHaveBeenCalled();
    await user.keyboard("{PageDown}");
    expect(focusedName()).toMatch(/^mardi 7 juillet 2026/);
    expect(onRangeChange).toHaveBeenCalledTimes(1);
    const [range] = onRangeChange.mock.calls[0] ?? [];
    expect(`${range.start} → ${range.end}`).toBe("2026-06-29 → 2026-08-02");
  });

  it("reaches the means of the focused day with Tab, chooses one with Enter, returns with Escape", async () => {
    const user = userEvent.setup();
    const onSelectMeans = vi.fn();
    renderCalendar({ onSelectMeans });
    const cell = focusGrid();
    await user.tab();
    expect(focusedName()).toBe(
      "08:00 · 4/4 · VSAV 1, Brouillon, Complet : 4 sur 4, 08:00–10:00, Fête de la musique",
    );
    await user.keyboard("{Enter}");
    expect(onSelectMeans).toHaveBeenCalledWith(expect.objectContaining({ id: 1 }));
    await user.keyboard("{Escape}");
    expect(document.activeElement).toBe(cell);
  });

  it("shows at most three means a day and opens the day from the '+N' link", async () => {
    const user = userEvent.setup();
    const onViewChange = vi.fn();
    renderCalendar({ onViewChange });
    const today = screen.getAllByRole("gridcell")[9] as HTMLElement;
    expect(within(today).getByRole("button", { name: /^mercredi 10 juin 2026/ })).toBeTruthy();
    expect(within(today).getAllByRole("button", { name: /\d sur \d/ })).toHaveLength(3);
    await user.click(within(today).getByRole("button", { name: "+1 autre" }));
    expect(onViewChange).toHaveBeenCalledWith("day");
    expect(screen.getByRole("grid", { name: /Mercredi 10 juin 2026/ })).toBeTruthy();
    expect(focusedName()).toBe("mercredi 10 juin 2026, 4 moyens");
  });

  it("tells every status and staff completeness in words, not by colour alone", () => {
    renderCalendar({ defaultView: "day" });
    const names = screen.getAllByRole("button", { name: /\d sur \d/ }).map((b) => b.ariaLabel);
    expect(names).toEqual([
      expect.stringContaining("4/4, Brouillon, Complet : 4 sur 4"),
      expect.stringContaining("2/4, Public, Personnel à valider : 2 sur 4"),
      expect.stringContaining("1/4, Ouvert, Partiellement pourvu : 1 sur 4"),
      expect.stringContaining("0/4, Annulé, Aucun personnel : 0 sur 4"),
    ]);
    const legend = screen.getByRole("list", { name: "Légende" });
    expect(
      within(legend)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toContain("Personnel à valider");
  });

  it("moves from day to day in the week, its means in two lanes and the rest behind '+N'", async () => {
    const user = userEvent.setup();
    renderCalendar({ items: overlapping("fr"), defaultView: "week" });
    expect(screen.getAllByRole("row")).toHaveLength(2);
    const wednesday = screen.getByRole("columnheader", { name: "mercredi 10 juin 2026, 6 moyens" });
    expect(within(wednesday).getByRole("button", { name: "+3 autres" })).toBeTruthy();
    const column = screen.getAllByRole("gridcell")[2] as HTMLElement;
    expect(within(column).getAllByRole("button")).toHaveLength(3);
    focusGrid();
    expect(document.activeElement).toBe(wednesday);
    await user.tab();
    expect(focusedName()).toBe("");
    expect(document.activeElement?.textContent).toBe("+3 autres");
    await user.tab();
    expect(focusedName()).toMatch(/^Poste de secours 9 20:00–08:00 · 2\/2, Ouvert/);
    await user.keyboard("{Escape}{ArrowRight}");
    expect(focusedName()).toBe("jeudi 11 juin 2026, aucun moyen");
    await user.keyboard("{ArrowUp}");
    expect(focusedName()).toBe("jeudi 4 juin 2026, aucun moyen");
  });

  it.each(planningCalendarViews)("names the %s view's grid after the shown period", (view) => {
    renderCalendar({ defaultView: view });
    const names = { month: "Juin 2026", week: "8–14 juin 2026", day: "Mercredi 10 juin 2026" };
    expect(screen.getByRole("grid", { name: `Planning des moyens, ${names[view]}` })).toBeTruthy();
  });

  it("follows a controlled view and reports the toolbar's switch", async () => {
    const user = userEvent.setup();
    const onViewChange = vi.fn();
    renderCalendar({ view: "week", onViewChange });
    await user.click(screen.getByRole("radio", { name: "Mois" }));
    expect(onViewChange).toHaveBeenCalledWith("month");
    expect(screen.getAllByRole("row")).toHaveLength(2);
  });

  it("goes to the previous and next month and back to today from the toolbar", async () => {
    const user = userEvent.setup();
    renderCalendar();
    await user.click(screen.getByRole("button", { name: "Mois suivant" }));
    expect(screen.getByRole("grid", { name: /Juillet 2026/ })).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Aujourd'hui" }));
    expect(screen.getByRole("grid", { name: /Juin 2026/ })).toBeTruthy();
  });

  it("marks the grid busy and says so while loading, and says when a period is empty", () => {
    const { unmount } = renderCalendar({ isLoading: true });
    expect(screen.getByRole("grid")?.getAttribute("aria-busy")).toBe("true");
    expect(screen.getByRole("status").textContent).toBe("Chargement des moyens d'intervention…");
    unmount();
    renderCalendar({ items: [] });
    expect(screen.getByRole("status").textContent).toBe(
      "Aucun moyen d'intervention sur cette période.",
    );
  });

  it("renders a month of 10,000 means with the same cells and at most three means each", () => {
    renderCalendar({ items: sampleMeans(10_000, "fr") });
    expect(document.querySelectorAll("[data-means-index]").length).toBeLessThanOrEqual(35 * 3);
    const today = screen.getAllByRole("gridcell")[9] as HTMLElement;
    expect(
      within(today).getByRole("button", { name: /^mercredi 10 juin 2026, \d+ moyens$/ }),
    ).toBeTruthy();
    expect(within(today).getByRole("button", { name: /^\+\d{3} autres$/ })).toBeTruthy();
  });

  it("speaks English and German", () => {
    const { unmount } = renderCalendar({}, "en");
    expect(screen.getByRole("button", { name: "Previous month" })).toBeTruthy();
    expect(screen.getByRole("grid", { name: /Means planning, June 2026/ })).toBeTruthy();
    expect(screen.getByRole("button", { name: /, Draft, Fully staffed: 4 of 4, / })).toBeTruthy();
    unmount();
    renderCalendar({}, "de");
    expect(screen.getByRole("button", { name: "Vorheriger Monat" })).toBeTruthy();
    expect(screen.getByRole("radio", { name: "Woche" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "+1 weiteres" })).toBeTruthy();
  });

  it("syncs the tab stop with a cell focused by the pointer", () => {
    renderCalendar();
    const cell = screen.getByRole("button", { name: /^vendredi 19 juin 2026/ });
    act(() => cell.focus());
    expect(cell?.getAttribute("tabindex")).toBe("0");
  });
});
