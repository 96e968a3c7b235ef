import { CalendarDateTime, Time } from "@internationalized/date";
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { ReactElement } from "react";
import { I18nProvider } from "react-aria-components";
import { describe, expect, it, vi } from "vitest";
import type { UiLocale } from "../../i18n/locales";
import { storyAriaLocales } from "../../storybook/StoryAriaLocale";
import { renderWithI18n } from "../../test/renderWithI18n";
import { TimeField } from "./TimeField";
import { cycleMinute, minutePageStep, snapToMinuteStep } from "./TimeFieldMinuteStep";

/** Renders with Lingui and react-aria in the same language, as the planner does. */
function renderTime(
  ui: ReactElement,
  locale: UiLocale = "fr",
  dateLocale = storyAriaLocales[locale],
) {
  return renderWithI18n(<I18nProvider locale={dateLocale}>{ui}</I18nProvider>, locale);
}

const minute = () => screen.getByRole("spinbutton", { name: /^minute/i });

describe("TimeField", () => {
  it("steps the minutes by 5 with the arrow keys, landing on the grid and wrapping in the hour", async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderTime(
      <TimeField minuteStep={5} label="Début" defaultValue={new Time(8, 7)} onChange={onChange} />,
    );

    await user.click(minute());
    await user.keyboard("{ArrowUp}");
    expect(minute().getAttribute("aria-valuenow")).toBe("10");
    expect(onChange).toHaveBeenLastCalledWith(new Time(8, 10));
    await user.keyboard("{ArrowUp}");
    expect(onChange).toHaveBeenLastCalledWith(new Time(8, 15));
    await user.keyboard("{ArrowDown}{ArrowDown}{ArrowDown}");
    expect(onChange).toHaveBeenLastCalledWith(new Time(8, 0));
    await user.keyboard("{ArrowDown}");
    expect(onChange).toHaveBeenLastCalledWith(new Time(8, 55));
  });

  it("pages by a quarter of an hour and goes to the last minute on the grid with End", async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderTime(
      <TimeField minuteStep={5} label="Début" defaultValue={new Time(8, 7)} onChange={onChange} />,
    );

    await user.click(minute());
    await user.keyboard("{PageUp}");
    expect(onChange).toHaveBeenLastCalledWith(new Time(8, 15));
    await user.keyboard("{PageDown}{PageDown}");
    expect(onChange).toHaveBeenLastCalledWith(new Time(8, 45));
    await user.keyboard("{End}");
    expect(onChange).toHaveBeenLastCalledWith(new Time(8, 55));
    await user.keyboard("{Home}");
    expect(onChange).toHaveBeenLastCalledWith(new Time(8, 0));
  });

  it("leaves the hours to react-aria: ↑ on the hour adds one hour", async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderTime(
      <TimeField minuteStep={5} label="Début" defaultValue={new Time(8, 5)} onChange={onChange} />,
    );
    await user.click(screen.getByRole("spinbutton", { name: /^heure/ }));
    await user.keyboard("{ArrowUp}");
    expect(onChange).toHaveBeenLastCalledWith(new Time(9, 5));
  });

  it("follows another grid, or none, when asked", async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderTime(
      <>
        <TimeField
          label="Quart"
          minuteStep={15}
          defaultValue={new Time(8, 7)}
          onChange={onChange}
        />
        <TimeField label="Libre" minuteStep={1} defaultValue={new Time(8, 7)} onChange={onChange} />
      </>,
    );
    await user.click(screen.getByRole("spinbutton", { name: "minute, Quart" }));
    await user.keyboard("{ArrowUp}");
    expect(onChange).toHaveBeenLastCalledWith(new Time(8, 15));
    await user.click(screen.getByRole("spinbutton", { name: "minute, Libre" }));
    await user.keyboard("{ArrowUp}");
    expect(onChange).toHaveBeenLastCalledWith(new Time(8, 8));
  });

  it("shows the placeholder's minute on the first ↑ of an empty minute, as react-aria does", async () => {
    const user = userEvent.setup();
    renderTime(<TimeField minuteStep={5} label="Début" />);
    await user.click(minute());
    await user.keyboard("{ArrowUp}");
    expect(minute().getAttribute("aria-valuenow")).toBe("0");
  });

  it.each([
    ["fr", "Heure arrondie à 08:45 : les minutes vont par pas de 5."],
    ["en", "Time rounded to 08:45: minutes go in steps of 5."],
    ["de", "Uhrzeit auf 08:45 gerundet: Minuten in Schritten von 5."],
  ] as const)(
    "in %s, rounds typed minutes to the grid when focus leaves, and says so",
    async (locale, said) => {
      const user = userEvent.setup();
      const onChange = vi.fn();
      renderTime(
        <>
          <TimeField
            minuteStep={5}
            label="Début"
            defaultValue={new Time(8, 30)}
            onChange={onChange}
          />
          <button type="button">Suivant</button>
        </>,
        locale,
      );
      await user.click(minute());
      await user.keyboard("{Backspace}{Backspace}47");
      expect(onChange).toHaveBeenLastCalledWith(new Time(8, 47));
      expect(screen.getByRole("status").textContent).toBe("");

      await user.tab();
      expect(onChange).toHaveBeenLastCalledWith(new Time(8, 45));
      expect(minute().getAttribute("aria-valuenow")).toBe("45");
      expect(screen.getByRole("status").textContent).toBe(said);
    },
  );

  it("does not round a read-only time", async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderTime(
      <TimeField
        minuteStep={5}
        label="Début"
        isReadOnly
        defaultValue={new Time(8, 32)}
        onChange={onChange}
      />,
    );
    await user.click(minute());
    await user.tab();
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.getByRole("status").textContent).toBe("");
  });

  it.each([
    ["fr-FR", 2],
    ["de-DE", 2],
    ["en-GB", 2],
    ["en-US", 3],
  ])(
    "in react-aria's %s locale, shows %i segments (a 24-hour clock has no AM/PM)",
    (dateLocale, count) => {
      renderTime(
        <TimeField minuteStep={5} label="Début" defaultValue={new Time(14, 5)} />,
        "fr",
        dateLocale,
      );
      expect(screen.getAllByRole("spinbutton")).toHaveLength(count);
    },
  );

  it.each([
    ["fr", "L'heure doit être 20:00 ou plus tôt."],
    ["en", "The time must be 20:00 or earlier."],
    ["de", "Die Uhrzeit muss 20:00 oder früher sein."],
  ] as const)("in %s, names the latest time when the value is past it", (locale, message) => {
    renderTime(
      <TimeField
        minuteStep={5}
        label="Début"
        maxValue={new Time(20)}
        defaultValue={new Time(21, 15)}
        validationBehavior="aria"
      />,
      locale,
    );
    expect(screen.getByText(message)).toBeTruthy();
    expect(minute().getAttribute("aria-invalid")).toBe("true");
  });
});

describe("TimeField minute grid", () => {
  it("cycles to the next multiple of the step, as react-aria's rounding cycle does", () => {
    expect(cycleMinute(7, 5)).toBe(10);
    expect(cycleMinute(7, -5)).toBe(5);
    expect(cycleMinute(55, 5)).toBe(0);
    expect(cycleMinute(0, -5)).toBe(55);
  });

  it("pages by a multiple of the step", () => {
    expect([1, 5, 10, 15, 30].map((step) => minutePageStep(step as 1))).toEqual([
      15, 15, 20, 15, 30,
    ]);
  });

  it("snaps to the nearest time on the grid, seconds included, never onto another day", () => {
    const at = (hour: number, minute: number, second = 0) =>
      new CalendarDateTime(2026, 3, 14, hour, minute, second);
    expect(snapToMinuteStep(at(8, 7), 5)).toEqual(at(8, 5));
    expect(snapToMinuteStep(at(8, 8), 5)).toEqual(at(8, 10));
    expect(snapToMinuteStep(at(8, 57, 40), 5)).toEqual(at(9, 0));
    expect(snapToMinuteStep(at(23, 58), 5)).toEqual(at(23, 55));
    expect(snapToMinuteStep(at(8, 10), 5)).toBeNull();
  });
});
