import { type Recurrence, recurrenceMaxOccurrences, weekdayBits } from "@releve/domain";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { I18nProvider } from "react-aria-components";
import { describe, expect, it, vi } from "vitest";
import type { UiLocale } from "../../i18n/locales";
import { renderWithI18n } from "../../test/renderWithI18n";
import { RecurrenceEditor } from "./RecurrenceEditor";

const firstOccurrence = { start: "2026-06-12T08:00", end: "2026-06-12T20:00" };
const weekly: Recurrence = {
  type: "weekly",
  start: "2026-06-12",
  end: null,
  occurrenceCount: 8,
  weekdays: weekdayBits.monday | weekdayBits.friday,
  dayOfMonth: null,
  nth: null,
};
const ariaLocales: Record<UiLocale, string> = { fr: "fr-FR", en: "en-GB", de: "de-DE" };

function renderEditor(
  defaultValue: Recurrence,
  onChange: (value: Recurrence) => void = () => {},
  locale: UiLocale = "fr",
) {
  return renderWithI18n(
    <I18nProvider locale={ariaLocales[locale]}>
      <RecurrenceEditor
        defaultValue={defaultValue}
        onChange={onChange}
        firstOccurrence={firstOccurrence}
        timeZone="Europe/Paris"
      />
    </I18nProvider>,
    locale,
  );
}

const preview = (name: string) => screen.getByRole("region", { name });

describe("RecurrenceEditor", () => {
  it("previews the first occurrences the domain computes, the total and the last one", () => {
    renderEditor(weekly);
    const region = preview("Aperçu : 8 occurrences");
    const items = within(region).getAllByRole("listitem");
    expect(items).toHaveLength(5);
    expect(items[0]?.textContent).toMatch(/vendredi 12 juin 2026.*08:00.*20:00/);
    expect(items[1]?.textContent).toMatch(/lundi 15 juin 2026/);
    expect(region.textContent).toContain("… et 3 autres.");
    expect(region.textContent).toMatch(/Dernière occurrence : lundi 6 juillet 2026/);
  });

  it("builds the weekly mask from the domain's weekday bits", async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderEditor(weekly, onChange);
    const days = screen.getByRole("group", { name: "Jours de la semaine" });
    expect(within(days).getByRole("checkbox", { name: "lundi" })).toHaveProperty("checked", true);
    await user.click(within(days).getByRole("checkbox", { name: "mercredi" }));
    expect(onChange).toHaveBeenLastCalledWith({
      ...weekly,
      weekdays: weekdayBits.monday | weekdayBits.wednesday | weekdayBits.friday,
    });
  });

  it("fills a new type's pattern from the first day, then previews it", async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderEditor(weekly, onChange);
    await user.click(screen.getByRole("radio", { name: "Chaque mois, le n-ième jour" }));
    expect(onChange).toHaveBeenLastCalledWith(
      expect.objectContaining({ type: "monthlyNth", nth: { value: 1, type: "friday" } }),
    );
    const items = within(preview("Aperçu : 8 occurrences")).getAllByRole("listitem");
    expect(items[1]?.textContent).toMatch(/vendredi 10 juillet 2026/);
  });

  it("says the limits of the type and refuses a series past its period, with no preview", () => {
    renderEditor({ ...weekly, type: "daily", occurrenceCount: 100 });
    const count = screen.getByRole("textbox", { name: "Nombre d'occurrences" });
    expect(count.getAttribute("aria-invalid")).toBe("true");
    expect(
      screen.getByText("La récurrence ne peut pas dépasser 3 mois pour ce type."),
    ).toBeTruthy();
    expect(screen.getByText("Au plus 100 occurrences, sur 3 mois au plus.")).toBeTruthy();
    expect(screen.getByText("Corrigez la récurrence pour voir ses occurrences.")).toBeTruthy();
  });

  it("stops the count at the type's maximum", async () => {
    const user = userEvent.setup();
    renderEditor({ ...weekly, occurrenceCount: recurrenceMaxOccurrences.weekly });
    const count = screen.getByRole("textbox", { name: "Nombre d'occurrences" });
    await user.click(count);
    await user.keyboard("{ArrowUp}");
    expect((count as HTMLInputElement).value).toBe(String(recurrenceMaxOccurrences.weekly));
  });

  it("refuses an end that gives more occurrences than the type allows", () => {
    renderEditor({ ...weekly, weekdays: 127, end: "2026-11-30", occurrenceCount: null });
    expect(screen.getByText("Au plus 26 occurrences pour ce type de récurrence")).toBeTruthy();
  });

  it("asks for a weekday, and for an end or a count", () => {
    renderEditor({ ...weekly, weekdays: 0, occurrenceCount: null });
    expect(screen.getByText("Choisissez au moins un jour de la semaine.")).toBeTruthy();
    expect(screen.getByText("Indiquez une date de fin ou un nombre d'occurrences.")).toBeTruthy();
  });

  it("switches the end between a date and a count, keeping what each held", async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderEditor(weekly, onChange);
    await user.click(screen.getByRole("radio", { name: "À une date" }));
    expect(onChange).toHaveBeenLastCalledWith({ ...weekly, end: null, occurrenceCount: null });
    expect(screen.getByRole("group", { name: "Date de fin" })).toBeTruthy();
    await user.keyboard("{ArrowRight}");
    expect(onChange).toHaveBeenLastCalledWith(weekly);
    expect(
      (screen.getByRole("textbox", { name: "Nombre d'occurrences" }) as HTMLInputElement).value,
    ).toBe("8");
  });

  it("says when a valid series has no occurrence", () => {
    renderEditor({
      ...weekly,
      weekdays: weekdayBits.monday,
      end: "2026-06-14",
      occurrenceCount: null,
    });
    expect(preview("Aperçu : aucune occurrence").textContent).toContain(
      "Cette récurrence ne donne aucune occurrence.",
    );
  });

  it.each([
    ["en", "Preview: 8 occurrences", "Every week", "Monday"],
    ["de", "Vorschau: 8 Termine", "Jede Woche", "Montag"],
  ] as const)("speaks %s", (locale, heading, type, monday) => {
    renderEditor(weekly, () => {}, locale);
    expect(preview(heading)).toBeTruthy();
    expect(screen.getByRole("radio", { name: type })).toBeTruthy();
    expect(screen.getByRole("checkbox", { name: monday })).toBeTruthy();
  });
});
