import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { I18nProvider } from "react-aria-components";
import { describe, expect, it, vi } from "vitest";
import { renderWithI18n } from "../../test/renderWithI18n";
import { DepartureCalendar } from "./DepartureCalendar";
import { departureCalendarMeasures } from "./DepartureCalendar.css";
import {
  eachStatus,
  sampleDepartures,
  sampleMeans,
  sampleTimeZone,
  sampleToday,
} from "./DepartureCalendarStoryData";

const range = { start: sampleToday, end: sampleToday };
const few = sampleDepartures(3, "fr");
const fewMeans = sampleMeans(few, "fr");
const many = sampleDepartures(500, "fr");
const manyMeans = sampleMeans(many, "fr");

function renderCalendar(
  props: Partial<Parameters<typeof DepartureCalendar>[0]> = {},
  locale: "fr" | "en" | "de" = "fr",
) {
  // Dates follow react-aria's locale, which the app sets next to Lingui's language.
  return renderWithI18n(
    <I18nProvider locale={`${locale}-${locale === "en" ? "GB" : locale.toUpperCase()}`}>
      <DepartureCalendar
        departures={few}
        items={fewMeans}
        range={range}
        today={sampleToday}
        timeZone={sampleTimeZone}
        {...props}
      />
    </I18nProvider>,
    locale,
  );
}

const focused = () => document.activeElement as HTMLElement;
const focusedRowIndex = () => focused().closest('[role="row"]')?.getAttribute("aria-rowindex");

describe("DepartureCalendar", () => {
  it("is a grid counting every departure plus the time header in aria-rowcount", () => {
    renderCalendar();
    const grid = screen.getByRole("grid", { name: "Calendrier des départs" });
    expect(grid).toHaveProperty("ariaRowCount", "4");
    expect(screen.getByRole("columnheader", { name: "Départ" })).toBeTruthy();
    expect(
      screen.getByRole("columnheader", { name: "Horaires, mercredi 10 juin 2026" }),
    ).toBeTruthy();
    const rows = within(grid).getAllByRole("row");
    expect(rows.map((row) => row.getAttribute("aria-rowindex"))).toEqual(["1", "2", "3", "4"]);
  });

  it("names each bar with its times, staff, title, status, completeness and activity", () => {
    const { departures, items } = eachStatus("fr");
    renderCalendar({ departures, items, scrollToHour: 0 });
    const [means] = items;
    const bar = screen.getByRole("button", {
      name: `06:00–08:30 · 4/4 · ${means?.title}, Brouillon, Complet : 4 sur 4, ${means?.activityName}`,
    });
    expect(bar.dataset.status).toBe("draft");
    expect(bar.dataset.completeness).toBe("allStaffed");
  });

  it("renders only the rows in view of 500 departures", () => {
    renderCalendar({ departures: many, items: manyMeans });
    expect(screen.getByRole("grid")).toHaveProperty("ariaRowCount", "501");
    expect(screen.getAllByRole("row").length).toBeLessThan(40);
    expect(screen.queryByText("Créteil 100")).toBeNull();
  });

  it("moves a single tab stop with the arrows, Home and End", async () => {
    const user = userEvent.setup();
    renderCalendar();
    await user.tab();
    const first = focused();
    expect(first.dataset.meansIndex).toBeDefined();
    expect(focusedRowIndex()).toBe("2");
    expect(screen.getByRole("grid").querySelectorAll('[tabindex="0"]')).toHaveLength(1);

    await user.keyboard("{ArrowRight}");
    expect(focused()).not.toBe(first);
    expect(first.tabIndex).toBe(-1);
    await user.keyboard("{Home}");
    expect(focused().getAttribute("role")).toBe("rowheader");
    await user.keyboard("{ArrowDown}");
    expect(focused().getAttribute("role")).toBe("rowheader");
    expect(focusedRowIndex()).toBe("3");
    await user.keyboard("{ArrowRight}");
    expect(focused().dataset.meansIndex).toBeDefined();
    await user.keyboard("{End}");
    const row = focused().closest('[role="row"]');
    const bars = row ? within(row as HTMLElement).getAllByRole("button") : [];
    expect(focused()).toBe(bars.at(-1));
  });

  it("reaches a departure that was not rendered, with Ctrl+End and PageUp", async () => {
    const user = userEvent.setup();
    renderCalendar({ departures: many, items: manyMeans });
    await user.tab();
    await user.keyboard("{Control>}{End}{/Control}");
    expect(focusedRowIndex()).toBe("501");
    expect(focused().closest('[role="row"]')?.textContent).toContain("Créteil 100");
    await user.keyboard("{PageUp}");
    const page = Math.floor(
      (480 - departureCalendarMeasures.headerHeightRem * 16) /
        ((departureCalendarMeasures.laneHeightRem + departureCalendarMeasures.rowPaddingRem) * 16),
    );
    expect(focusedRowIndex()).toBe(String(501 - page));
    await user.keyboard("{Control>}{Home}{/Control}");
    expect(focusedRowIndex()).toBe("2");
  });

  it("calls onSelectMeans with the means on Enter, Space and click", async () => {
    const user = userEvent.setup();
    const onSelectMeans = vi.fn();
    renderCalendar({ onSelectMeans });
    await user.tab();
    await user.keyboard("{Enter}");
    await user.keyboard(" ");
    await user.click(focused());
    expect(onSelectMeans).toHaveBeenCalledTimes(3);
    expect(onSelectMeans).toHaveBeenCalledWith(expect.objectContaining({ departureId: 1 }));
  });

  it("shows an empty state without departures and a message without means", () => {
    const { unmount } = renderCalendar({ departures: [], items: [] });
    expect(screen.getByRole("heading", { name: "Aucun départ à afficher" })).toBeTruthy();
    unmount();
    renderCalendar({ items: [] });
    expect(screen.getByRole("status").textContent).toBe(
      "Aucun moyen d'intervention sur cette période.",
    );
  });

  it("shows placeholders instead of the grid while loading", () => {
    renderCalendar({ isLoading: true });
    expect(screen.queryByRole("grid")).toBeNull();
  });

  it.each([
    ["en", "Departure calendar", "Departure", "Fully staffed"],
    ["de", "Abfahrtskalender", "Abfahrt", "Vollständig besetzt"],
  ] as const)("speaks %s", (locale, grid, column, legend) => {
    renderCalendar({}, locale);
    expect(screen.getByRole("grid", { name: grid })).toBeTruthy();
    expect(screen.getByRole("columnheader", { name: column })).toBeTruthy();
    expect(screen.getByRole("list", { name: /Legend|Legende/ }).textContent).toContain(legend);
  });
});
