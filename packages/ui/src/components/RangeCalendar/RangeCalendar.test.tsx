import { CalendarDate } from "@internationalized/date";
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { ReactElement } from "react";
import { I18nProvider } from "react-aria-components";
import { describe, expect, it, vi } from "vitest";
import { renderWithI18n } from "../../test/renderWithI18n";
import { RangeCalendar } from "./RangeCalendar";

/** Renders in react-aria's `dateLocale`; Lingui stays French, the calendar has no string of its own. */
function renderCalendar(ui: ReactElement, dateLocale = "fr-FR") {
  return renderWithI18n(<I18nProvider locale={dateLocale}>{ui}</I18nProvider>);
}

const range = { start: new CalendarDate(2026, 3, 9), end: new CalendarDate(2026, 3, 15) };
const day = (name: RegExp) => screen.getByRole("button", { name });

describe("RangeCalendar", () => {
  it("marks the first, middle and last days of its range", () => {
    renderCalendar(<RangeCalendar aria-label="Période" defaultValue={range} />);
    const first = day(/lundi 9 mars 2026 sélectionné$/);
    expect(first.getAttribute("data-selection-start")).toBe("true");
    expect(day(/^jeudi 12 mars 2026/).getAttribute("data-selected")).toBe("true");
    expect(day(/^jeudi 12 mars 2026/).hasAttribute("data-selection-start")).toBe(false);
    expect(day(/dimanche 15 mars 2026 sélectionné$/).getAttribute("data-selection-end")).toBe(
      "true",
    );
    expect(day(/^lundi 16 mars 2026/).hasAttribute("data-selected")).toBe(false);
  });

  it("draws a range with the keyboard: Enter starts it, the arrows extend it, Enter ends it", async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderCalendar(
      <RangeCalendar
        aria-label="Période"
        autoFocus
        defaultFocusedValue={new CalendarDate(2026, 3, 9)}
        onChange={onChange}
      />,
    );
    // react-aria moves focus one day on after Enter, to show a range is being drawn.
    await user.keyboard("{Enter}{ArrowDown}{Enter}");
    expect(onChange).toHaveBeenLastCalledWith({
      start: new CalendarDate(2026, 3, 9),
      end: new CalendarDate(2026, 3, 17),
    });
  });

  it("asks screen reader users to finish the range once it is started", async () => {
    const user = userEvent.setup();
    renderCalendar(
      <RangeCalendar
        aria-label="Période"
        autoFocus
        defaultFocusedValue={new CalendarDate(2026, 3, 9)}
      />,
    );
    await user.keyboard("{Enter}");
    expect(
      screen.getByRole("button", {
        description: "Cliquer pour finir de sélectionner la plage de dates",
      }),
    ).toBe(document.activeElement);
  });

  it("stops a range at an unavailable day unless non-contiguous ranges are allowed", async () => {
    const user = userEvent.setup();
    renderCalendar(
      <RangeCalendar
        aria-label="Période"
        defaultFocusedValue={new CalendarDate(2026, 3, 18)}
        isDateUnavailable={(date) => date.day === 20}
      />,
    );
    await user.click(day(/^mercredi 18 mars 2026/));
    expect(day(/^mardi 24 mars 2026/).getAttribute("aria-disabled")).toBe("true");
  });

  it("ties its error message to the range while invalid", () => {
    renderCalendar(
      <RangeCalendar
        aria-label="Période"
        defaultValue={range}
        isInvalid
        errorMessage="Centre fermé."
      />,
    );
    expect(screen.getAllByRole("button", { description: "Centre fermé." }).length).toBeGreaterThan(
      0,
    );
  });

  it("changes nothing when read-only", async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderCalendar(
      <RangeCalendar aria-label="Période" isReadOnly defaultValue={range} onChange={onChange} />,
    );
    await user.click(day(/^mardi 17 mars 2026/));
    await user.click(day(/^jeudi 19 mars 2026/));
    expect(onChange).not.toHaveBeenCalled();
  });
});
