import { CalendarDate } from "@internationalized/date";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { I18nProvider } from "react-aria-components";
import { describe, expect, it, vi } from "vitest";
import type { UiLocale } from "../../i18n/locales";
import { renderWithI18n } from "../../test/renderWithI18n";
import { MobileCalendar, type MobileCalendarProps } from "./MobileCalendar";
import { mobileCalendarDays, mobileCalendarModel, registrationState } from "./MobileCalendarModel";
import {
  legendDays,
  sampleIncompleteDays,
  sampleMonth,
  sampleRegistration,
  sampleTimeZone,
  sampleToday,
} from "./MobileCalendarStoryData";

const ariaLocales: Record<UiLocale, string> = { fr: "fr-FR", en: "en-GB", de: "de-DE" };

function renderCalendar(props: Partial<MobileCalendarProps> = {}, locale: UiLocale = "fr") {
  // Dates follow react-aria's locale, which the app sets next to Lingui's language.
  return renderWithI18n(
    <I18nProvider locale={ariaLocales[locale]}>
      <MobileCalendar
        registrations={sampleMonth(locale)}
        incompleteDays={sampleIncompleteDays}
        today={sampleToday}
        timeZone={sampleTimeZone}
        {...props}
      />
    </I18nProvider>,
    locale,
  );
}

/** The button of a day of the month, found by the start of its accessible name. */
const dayButton = (name: RegExp) =>
  screen
    .getAllByRole("button")
    .find((button) => name.test(button.getAttribute("aria-label") ?? ""));

describe("mobileCalendarModel", () => {
  const model = mobileCalendarModel(sampleMonth("fr"), sampleIncompleteDays, sampleTimeZone);

  it("gives each day the domain's day status", () => {
    expect(model.statusOf(legendDays.validated)).toBe("validated");
    expect(model.statusOf(legendDays.proposed)).toBe("proposed");
    expect(model.statusOf(legendDays.registered)).toBe("registered");
    expect(model.statusOf(legendDays.incomplete)).toBe("incomplete");
    expect(model.statusOf(new CalendarDate(2026, 6, 3))).toBeNull();
  });

  it("counts a night shift on both days it touches", () => {
    expect(model.statusOf(new CalendarDate(2026, 6, 5))).toBe("validated");
    expect(model.statusOf(new CalendarDate(2026, 6, 6))).toBe("validated");
    expect(model.registrationsOf(new CalendarDate(2026, 6, 6)).map(({ id }) => id)).toEqual([2]);
  });

  it("lets a flagged day be incomplete when its only registration was cancelled", () => {
    expect(model.statusOf(new CalendarDate(2026, 6, 24))).toBe("incomplete");
  });

  it("lists a day's registrations by start and shows each one's state", () => {
    const day = model.registrationsOf(sampleToday);
    expect(day.map(({ id }) => id)).toEqual([3, 4, 5]);
    expect(day.map(registrationState)).toEqual(["validated", "proposed", "rejected"]);
  });
});

describe("mobileCalendarDays", () => {
  it("spans the months of the given days and the week around them a grid shows", () => {
    const days = mobileCalendarDays(new CalendarDate(2026, 6, 17), new CalendarDate(2026, 4, 2));
    expect(days.from.toString()).toBe("2026-03-25");
    expect(days.to.toString()).toBe("2026-07-07");
  });

  it("reads only the shown days of a registration lasting decades", () => {
    const sample = sampleRegistration(90, 1, "08:00", "20:00", "validated", false, "fr");
    const decades = {
      ...sample,
      start: "2000-01-01T08:00:00+01:00",
      end: "2099-12-31T20:00:00+01:00",
    };
    const model = mobileCalendarModel(
      [decades],
      [],
      sampleTimeZone,
      mobileCalendarDays(sampleToday),
    );
    expect(model.registrationsOf(sampleToday).map(({ id }) => id)).toEqual([90]);
    expect(model.registrationsOf(new CalendarDate(2026, 1, 15))).toEqual([]);
  });
});

describe("MobileCalendar", () => {
  it("describes each day with a status by its legend entry", () => {
    renderCalendar();
    const legend = screen.getByRole("list", { name: "Légende" });
    const validated = within(legend).getByText("Validé");
    const day = dayButton(/^mardi 2 juin 2026/);
    expect(day?.getAttribute("aria-describedby")).toBe(validated.closest("li")?.id);
    expect(dayButton(/^mercredi 3 juin 2026/)?.hasAttribute("aria-describedby")).toBe(false);
  });

  it("moves by day with the arrows and by month with PageDown and PageUp", async () => {
    const user = userEvent.setup();
    const onFocusChange = vi.fn();
    renderCalendar({ onFocusChange });
    dayButton(/^mercredi 10 juin 2026/)?.focus();
    await user.keyboard("{ArrowDown}");
    expect(document.activeElement?.getAttribute("aria-label")).toMatch(/^mercredi 17 juin 2026/);
    await user.keyboard("{PageDown}");
    expect(document.activeElement?.getAttribute("aria-label")).toMatch(/^vendredi 17 juillet 2026/);
    expect(screen.getByRole("grid", { name: /juillet 2026/ })).toBeTruthy();
    await user.keyboard("{PageUp}");
    expect(onFocusChange).toHaveBeenLastCalledWith(new CalendarDate(2026, 6, 17));
  });

  it("opens the day with Enter, lists its registrations and goes back with Escape", async () => {
    const user = userEvent.setup();
    const onViewChange = vi.fn();
    const onSelectRegistration = vi.fn();
    renderCalendar({ onViewChange, onSelectRegistration });
    dayButton(/^mercredi 10 juin 2026/)?.focus();
    await user.keyboard("{Enter}");

    expect(onViewChange).toHaveBeenLastCalledWith("day");
    const heading = screen.getByRole("heading", { name: "mercredi 10 juin 2026" });
    expect(document.activeElement).toBe(heading);
    const list = screen.getByRole("list", { name: "Inscriptions du mercredi 10 juin 2026" });
    const rows = within(list).getAllByRole("button");
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringContaining("07:00 – 13:00Validé"),
      expect.stringContaining("14:00 – 19:00Proposé"),
      expect.stringContaining("20:00 – 23:30Refusé"),
    ]);
    // From the day's title: the next day's button, then the registrations.
    await user.tab();
    await user.tab();
    expect(document.activeElement).toBe(rows[0]);
    await user.tab();
    expect(document.activeElement).toBe(rows[1]);
    await user.keyboard("{Enter}");
    expect(onSelectRegistration).toHaveBeenCalledWith(expect.objectContaining({ id: 4 }));

    await user.keyboard("{Escape}");
    expect(onViewChange).toHaveBeenLastCalledWith("month");
    expect(document.activeElement?.getAttribute("aria-label")).toMatch(/mercredi 10 juin 2026/);
  });

  it("goes from day to day in the day view, with the night shift's other day shown", async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderCalendar({ defaultView: "day", defaultValue: new CalendarDate(2026, 6, 5), onChange });
    await user.click(screen.getByRole("button", { name: "Jour suivant" }));
    expect(onChange).toHaveBeenCalledWith(new CalendarDate(2026, 6, 6));
    expect(screen.getByRole("heading", { name: "samedi 6 juin 2026" })).toBeTruthy();
    expect(screen.getByRole("list").textContent).toContain("ven. 5 juin 20:00 – 08:00");
  });

  it("says when a day has no registration", () => {
    renderCalendar({ defaultView: "day", defaultValue: legendDays.incomplete });
    expect(screen.getByText("Incomplet")).toBeTruthy();
    expect(screen.getByRole("heading", { name: "Aucune inscription ce jour-là" })).toBeTruthy();
  });

  it("shows no status while loading", () => {
    renderCalendar({ isLoading: true });
    expect(document.querySelectorAll("[data-day-status]")).toHaveLength(0);
    expect(screen.queryByRole("list", { name: "Légende" })).toBeNull();
  });

  it.each([
    [
      "en",
      "My calendar",
      ["Validated", "Proposed", "Registered", "Incomplete"],
      "Back to the month",
    ],
    [
      "de",
      "Mein Kalender",
      ["Bestätigt", "Vorgeschlagen", "Angemeldet", "Unvollständig"],
      "Zurück zum Monat",
    ],
  ] as const)("speaks %s", async (locale, name, words, back) => {
    const user = userEvent.setup();
    renderCalendar(
      { registrations: [sampleRegistration(1, 10, "08:00", "12:00", "pending", false, locale)] },
      locale,
    );
    expect(screen.getByRole("grid", { name: new RegExp(name) })).toBeTruthy();
    const legend = screen.getByRole("list", { name: /Legend/ });
    expect(
      within(legend)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual(words);
    dayButton(/10/)?.focus();
    await user.keyboard("{Enter}");
    expect(screen.getByRole("button", { name: back })).toBeTruthy();
    expect(screen.getByRole("list", { name: /10/ }).textContent).toContain(words[2]);
  });
});
