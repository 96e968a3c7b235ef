import { CalendarDate, getLocalTimeZone, today } from "@internationalized/date";
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { ReactElement } from "react";
import { I18nProvider } from "react-aria-components";
import { describe, expect, it, vi } from "vitest";
import { renderWithI18n } from "../../test/renderWithI18n";
import { Calendar } from "./Calendar";

/** Renders in react-aria's `dateLocale`; Lingui stays French, the calendar has no string of its own. */
function renderCalendar(ui: ReactElement, dateLocale = "fr-FR") {
  return renderWithI18n(<I18nProvider locale={dateLocale}>{ui}</I18nProvider>);
}

const march14 = new CalendarDate(2026, 3, 14);
const weekdays = () =>
  screen.getAllByRole("columnheader", { hidden: true }).map((header) => header.textContent);

describe("Calendar", () => {
  it("names its grid after its label and the visible month", () => {
    renderCalendar(<Calendar aria-label="Date de la maraude" defaultFocusedValue={march14} />);
    expect(screen.getByRole("grid", { name: "Date de la maraude, mars 2026" })).toBeTruthy();
  });

  it.each([
    ["fr-FR", "Précédent", "Suivant", "lun."],
    ["de-DE", "Zurück", "Weiter", "Mo"],
    ["en-GB", "Previous", "Next", "Mon"],
  ])(
    "in %s, names its buttons and starts the week on Monday",
    (dateLocale, previous, next, monday) => {
      renderCalendar(<Calendar aria-label="Date" defaultFocusedValue={march14} />, dateLocale);
      expect(screen.getByRole("button", { name: previous })).toBeTruthy();
      expect(screen.getAllByRole("button", { name: next }).length).toBeGreaterThan(0);
      expect(weekdays()[0]).toBe(monday);
    },
  );

  it("starts the week on Sunday where the locale does", () => {
    renderCalendar(<Calendar aria-label="Date" defaultFocusedValue={march14} />, "en-US");
    expect(weekdays()[0]).toBe("Sun");
  });

  it("moves by day and week with the arrows, by month with PageDown/PageUp, and picks with Enter", async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderCalendar(
      <Calendar aria-label="Date" autoFocus defaultFocusedValue={march14} onChange={onChange} />,
    );

    expect(document.activeElement?.getAttribute("aria-label")).toMatch(/^samedi 14 mars 2026/);
    await user.keyboard("{ArrowRight}{ArrowDown}");
    expect(document.activeElement?.getAttribute("aria-label")).toMatch(/^dimanche 22 mars 2026/);
    await user.keyboard("{PageDown}");
    expect(screen.getByRole("grid", { name: "Date, avril 2026" })).toBeTruthy();
    await user.keyboard("{PageUp}{Enter}");
    expect(onChange).toHaveBeenLastCalledWith(new CalendarDate(2026, 3, 22));
  });

  it("goes to the previous and next month with its buttons", async () => {
    const user = userEvent.setup();
    renderCalendar(<Calendar aria-label="Date" defaultFocusedValue={march14} />);
    await user.click(screen.getByRole("button", { name: "Précédent" }));
    expect(screen.getByRole("grid", { name: "Date, février 2026" })).toBeTruthy();
  });

  it("keeps unavailable days focusable but not selectable", async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderCalendar(
      <Calendar
        aria-label="Date"
        defaultFocusedValue={march14}
        isDateUnavailable={(date) => date.day === 20}
        onChange={onChange}
      />,
    );
    const closed = screen.getByRole("button", { name: /^vendredi 20 mars 2026/ });
    expect(closed.getAttribute("data-unavailable")).toBe("true");
    expect(closed.getAttribute("aria-disabled")).toBe("true");
    await user.click(closed);
    expect(onChange).not.toHaveBeenCalled();
  });

  it("disables the days and the buttons beyond minValue and maxValue", () => {
    renderCalendar(
      <Calendar
        aria-label="Date"
        defaultFocusedValue={march14}
        minValue={new CalendarDate(2026, 3, 5)}
        maxValue={new CalendarDate(2026, 3, 25)}
      />,
    );
    expect(screen.getByRole("button", { name: "Précédent" })).toHaveProperty("disabled", true);
    expect(
      screen.getByRole("button", { name: /^mercredi 4 mars 2026/ }).getAttribute("data-disabled"),
    ).toBe("true");
  });

  it("marks today with data-today", () => {
    const now = today(getLocalTimeZone());
    renderCalendar(<Calendar aria-label="Date" defaultFocusedValue={now} />);
    const marked = document.querySelectorAll("[data-today]");
    expect(marked).toHaveLength(1);
    expect(marked[0]?.textContent).toBe(String(now.day));
  });

  it("ties its error message to the selected day only while invalid", () => {
    const { rerender } = renderCalendar(
      <Calendar
        aria-label="Date"
        defaultValue={march14}
        errorMessage="Aucune équipe ce jour-là."
      />,
    );
    expect(screen.queryByText("Aucune équipe ce jour-là.")).toBeNull();

    rerender(
      <I18nProvider locale="fr-FR">
        <Calendar
          aria-label="Date"
          defaultValue={march14}
          isInvalid
          errorMessage="Aucune équipe ce jour-là."
        />
      </I18nProvider>,
    );
    const day = screen.getByRole("button", { name: /samedi 14 mars 2026/ });
    expect(day.getAttribute("data-invalid")).toBe("true");
    expect(screen.getByRole("button", { description: "Aucune équipe ce jour-là." })).toBe(day);
  });
});
