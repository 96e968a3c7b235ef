import { CalendarDate } from "@internationalized/date";
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRef, type ReactElement } from "react";
import { Form, I18nProvider } from "react-aria-components";
import { describe, expect, it, vi } from "vitest";
import type { UiLocale } from "../../i18n/locales";
import { storyAriaLocales } from "../../storybook/StoryAriaLocale";
import { renderWithI18n } from "../../test/renderWithI18n";
import { DateField } from "./DateField";

/** Renders with Lingui and react-aria in the same language, as the planner does. */
function renderDate(
  ui: ReactElement,
  locale: UiLocale = "fr",
  dateLocale = storyAriaLocales[locale],
) {
  return renderWithI18n(<I18nProvider locale={dateLocale}>{ui}</I18nProvider>, locale);
}

const segmentTexts = () => screen.getAllByRole("spinbutton").map((segment) => segment.textContent);

describe("DateField", () => {
  it("names the group and each segment after the visible label", () => {
    renderDate(<DateField label="Date de l'activité" />);
    expect(screen.getByRole("group", { name: "Date de l'activité" })).toBeTruthy();
    const names = screen
      .getAllByRole("spinbutton")
      .map((segment) => segment.getAttribute("aria-label"));
    expect(names).toEqual(["jour, ", "mois, ", "année, "]);
    expect(screen.getByRole("spinbutton", { name: "jour, Date de l'activité" })).toBeTruthy();
  });

  it("fills the segments from typed digits, moving on by itself, and reports a CalendarDate", async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderDate(<DateField label="Date" onChange={onChange} />);

    await user.tab();
    await user.keyboard("14032026");

    expect(onChange).toHaveBeenLastCalledWith(new CalendarDate(2026, 3, 14));
    expect(document.activeElement).toBe(screen.getByRole("spinbutton", { name: /^année/ }));
  });

  it("moves between segments with ←/→ and changes the focused one with ↑/↓", async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderDate(
      <DateField label="Date" defaultValue={new CalendarDate(2026, 3, 14)} onChange={onChange} />,
    );

    await user.tab();
    await user.keyboard("{ArrowRight}{ArrowUp}");
    expect(onChange).toHaveBeenLastCalledWith(new CalendarDate(2026, 4, 14));
    await user.keyboard("{ArrowLeft}{ArrowDown}");
    expect(onChange).toHaveBeenLastCalledWith(new CalendarDate(2026, 4, 13));
  });

  it.each([
    ["fr-FR", ["14", "03", "2026"]],
    ["de-DE", ["14", "03", "2026"]],
    ["en-GB", ["14", "03", "2026"]],
    ["en-US", ["03", "14", "2026"]],
  ])(
    "orders the segments as react-aria's %s locale does, with leading zeros",
    (dateLocale, texts) => {
      renderDate(
        <DateField label="Date" defaultValue={new CalendarDate(2026, 3, 14)} />,
        "fr",
        dateLocale,
      );
      expect(segmentTexts()).toEqual(texts);
    },
  );

  it("drops the leading zeros when asked, as the locale would", () => {
    renderDate(
      <DateField
        label="Datum"
        defaultValue={new CalendarDate(2026, 3, 4)}
        shouldForceLeadingZeros={false}
      />,
      "de",
    );
    expect(segmentTexts()).toEqual(["4", "3", "2026"]);
  });

  it.each([
    ["fr", "La date doit être le 31 mars 2026 ou avant."],
    ["en", "The date must be on or before 31 March 2026."],
    ["de", "Das Datum muss am 31. März 2026 oder davor liegen."],
  ] as const)(
    "in %s, says which bound a date past maxValue breaks, whatever the browser's language",
    (locale, message) => {
      renderDate(
        <DateField
          label="Date"
          maxValue={new CalendarDate(2026, 3, 31)}
          defaultValue={new CalendarDate(2026, 4, 2)}
          validationBehavior="aria"
        />,
        locale,
      );
      const day = screen.getAllByRole("spinbutton")[0];
      expect(day?.getAttribute("aria-invalid")).toBe("true");
      expect(screen.getByText(message)).toBeTruthy();
    },
  );

  it("says a date before minValue is too early, and an unavailable date is unavailable", () => {
    renderDate(
      <>
        <DateField
          label="Début"
          minValue={new CalendarDate(2026, 3, 1)}
          defaultValue={new CalendarDate(2026, 2, 27)}
          validationBehavior="aria"
        />
        <DateField
          label="Fin"
          isDateUnavailable={(date) => date.day === 21}
          defaultValue={new CalendarDate(2026, 3, 21)}
          validationBehavior="aria"
        />
      </>,
    );
    expect(screen.getByText("La date doit être le 1 mars 2026 ou après.")).toBeTruthy();
    expect(screen.getByText("Cette date n'est pas disponible.")).toBeTruthy();
  });

  it("shows the message of its own validate function as it is", () => {
    renderDate(
      <DateField
        label="Date"
        defaultValue={new CalendarDate(2026, 3, 15)}
        validate={(date) => (date?.day === 15 ? "Le centre est fermé le dimanche." : null)}
        validationBehavior="aria"
      />,
    );
    expect(screen.getByText("Le centre est fermé le dimanche.")).toBeTruthy();
  });

  it("asks for a date, in the interface's language, when a required field is sent empty", async () => {
    const user = userEvent.setup();
    renderDate(
      <Form>
        <DateField label="Date" isRequired />
        <button type="submit">Envoyer</button>
      </Form>,
      "de",
    );
    await user.click(screen.getByRole("button", { name: "Envoyer" }));
    expect(screen.getByText("Geben Sie ein Datum ein.")).toBeTruthy();
  });

  it("when disabled, is skipped by Tab", async () => {
    const user = userEvent.setup();
    renderDate(<DateField label="Date" isDisabled defaultValue={new CalendarDate(2026, 3, 14)} />);
    await user.tab();
    expect(screen.getAllByRole("spinbutton")).not.toContain(document.activeElement);
  });

  it("when read-only, keeps its value under the arrow keys", async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderDate(
      <DateField
        label="Date"
        isReadOnly
        defaultValue={new CalendarDate(2026, 3, 14)}
        onChange={onChange}
      />,
    );
    await user.tab();
    await user.keyboard("{ArrowUp}");
    expect(onChange).not.toHaveBeenCalled();
    expect(segmentTexts()[0]).toBe("14");
  });

  it("forwards its ref to the field's root element", () => {
    const ref = createRef<HTMLDivElement>();
    renderDate(<DateField label="Date" ref={ref} />);
    expect(ref.current?.contains(screen.getByRole("group"))).toBe(true);
  });
});
