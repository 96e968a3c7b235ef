import { CalendarDate } from "@internationalized/date";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { ReactElement } from "react";
import { I18nProvider } from "react-aria-components";
import { describe, expect, it, vi } from "vitest";
import type { UiLocale } from "../../i18n/locales";
import { storyAriaLocales } from "../../storybook/StoryAriaLocale";
import { renderWithI18n } from "../../test/renderWithI18n";
import { DateRangePicker } from "./DateRangePicker";

/** Renders with Lingui and react-aria in the same language, as the planner does. */
function renderPicker(ui: ReactElement, locale: UiLocale = "fr") {
  return renderWithI18n(
    <I18nProvider locale={storyAriaLocales[locale]}>{ui}</I18nProvider>,
    locale,
  );
}

const range = { start: new CalendarDate(2026, 3, 9), end: new CalendarDate(2026, 3, 15) };

describe("DateRangePicker", () => {
  it("names the start and end segments in react-aria's locale, after the label", () => {
    renderPicker(<DateRangePicker label="Période" />);
    const segments = screen.getAllByRole("spinbutton");
    expect(segments).toHaveLength(6);
    expect(segments[0]?.getAttribute("aria-label")).toBe("jour, Date de début, ");
    expect(screen.getAllByRole("spinbutton", { name: /Date de début/ })).toHaveLength(3);
    expect(screen.getAllByRole("spinbutton", { name: /Date de fin/ })).toHaveLength(3);
  });

  it("hides the dash between the dates from screen readers", () => {
    renderPicker(<DateRangePicker label="Période" defaultValue={range} />);
    expect(screen.getByText("–").getAttribute("aria-hidden")).toBe("true");
  });

  it("takes a range typed from start to end", async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderPicker(<DateRangePicker label="Période" onChange={onChange} />);
    await user.tab();
    await user.keyboard("09032026");
    await user.keyboard("15032026");
    expect(onChange).toHaveBeenLastCalledWith(range);
  });

  it("picks a range in the calendar with the keyboard and closes", async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderPicker(<DateRangePicker label="Période" defaultValue={range} onChange={onChange} />);
    await user.tab();
    await user.keyboard("{Alt>}{ArrowDown}{/Alt}");
    await screen.findByRole("dialog");
    await waitFor(() =>
      expect(document.activeElement?.getAttribute("aria-label")).toMatch(/lundi 9 mars 2026/),
    );
    await user.keyboard("{ArrowDown}{Enter}{ArrowRight}{Enter}");
    expect(onChange).toHaveBeenLastCalledWith({
      start: new CalendarDate(2026, 3, 16),
      end: new CalendarDate(2026, 3, 18),
    });
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  });

  it.each([
    ["fr", "La date de fin doit suivre la date de début."],
    ["en", "The end date must come after the start date."],
    ["de", "Das Enddatum muss nach dem Startdatum liegen."],
  ] as const)("in %s, says an end before the start is wrong", (locale, message) => {
    renderPicker(
      <DateRangePicker
        label="Période"
        defaultValue={{ start: range.end, end: range.start }}
        validationBehavior="aria"
      />,
      locale,
    );
    expect(screen.getByText(message)).toBeTruthy();
  });

  it("names the bound a range runs past", () => {
    renderPicker(
      <DateRangePicker
        label="Période"
        maxValue={new CalendarDate(2026, 3, 31)}
        defaultValue={{ start: new CalendarDate(2026, 3, 28), end: new CalendarDate(2026, 4, 3) }}
        validationBehavior="aria"
      />,
      "en",
    );
    expect(screen.getByText("The date must be on or before 31 March 2026.")).toBeTruthy();
  });
});
