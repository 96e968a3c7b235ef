import { CalendarDate } from "@internationalized/date";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRef, type ReactElement } from "react";
import { I18nProvider } from "react-aria-components";
import { describe, expect, it, vi } from "vitest";
import type { UiLocale } from "../../i18n/locales";
import { storyAriaLocales } from "../../storybook/StoryAriaLocale";
import { renderWithI18n } from "../../test/renderWithI18n";
import { DatePicker } from "./DatePicker";

/** Renders with Lingui and react-aria in the same language, as the planner does. */
function renderPicker(ui: ReactElement, locale: UiLocale = "fr") {
  return renderWithI18n(
    <I18nProvider locale={storyAriaLocales[locale]}>{ui}</I18nProvider>,
    locale,
  );
}

const march14 = new CalendarDate(2026, 3, 14);

describe("DatePicker", () => {
  it.each([
    ["fr", "Calendrier Date du poste"],
    ["en", "Calendar Date du poste"],
    ["de", "Kalender Date du poste"],
  ] as const)(
    "in %s, names its calendar button in react-aria's locale, after the label",
    (locale, name) => {
      renderPicker(<DatePicker label="Date du poste" />, locale);
      expect(screen.getByRole("button", { name })).toBeTruthy();
    },
  );

  it("opens the calendar on the field's date with Alt+↓, picks with Enter and closes", async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderPicker(<DatePicker label="Date du poste" defaultValue={march14} onChange={onChange} />);

    await user.tab();
    await user.keyboard("{Alt>}{ArrowDown}{/Alt}");
    const dialog = await screen.findByRole("dialog", { name: /Date du poste/ });
    await waitFor(() =>
      expect(document.activeElement?.getAttribute("aria-label")).toMatch(/samedi 14 mars 2026/),
    );
    expect(dialog.contains(document.activeElement)).toBe(true);

    await user.keyboard("{ArrowRight}{Enter}");
    expect(onChange).toHaveBeenLastCalledWith(new CalendarDate(2026, 3, 15));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  });

  it("closes on Escape and gives focus back to the calendar button", async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderPicker(<DatePicker label="Date du poste" defaultValue={march14} onChange={onChange} />);
    const button = screen.getByRole("button", { name: /Calendrier/ });

    await user.click(button);
    expect(await screen.findByRole("dialog")).toBeTruthy();
    await user.keyboard("{ArrowDown}{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    // react-aria gives focus back on the next frame.
    await waitFor(() => expect(document.activeElement).toBe(button));
    expect(onChange).not.toHaveBeenCalled();
  });

  it.each([
    ["fr", "Cette date n'est pas disponible."],
    ["en", "This date is not available."],
    ["de", "Dieses Datum ist nicht verfügbar."],
  ] as const)("in %s, says a typed unavailable date is unavailable", (locale, message) => {
    renderPicker(
      <DatePicker
        label="Date"
        defaultValue={new CalendarDate(2026, 3, 21)}
        isDateUnavailable={(date) => date.day === 21}
        validationBehavior="aria"
      />,
      locale,
    );
    expect(screen.getByText(message)).toBeTruthy();
    expect(screen.getAllByRole("spinbutton")[0]?.getAttribute("aria-invalid")).toBe("true");
  });

  it("ties the description, warning and given error to the segments", () => {
    renderPicker(
      <DatePicker
        label="Date"
        description="Le jour de la manifestation."
        warning="Un autre poste est prévu."
        errorMessage="Choisissez le jour."
        isInvalid
      />,
    );
    const day = screen.getAllByRole("spinbutton")[0];
    expect(day?.getAttribute("aria-invalid")).toBe("true");
    expect(
      screen.getAllByRole("spinbutton", {
        description:
          /Le jour de la manifestation\. Avertissement : Un autre poste est prévu\. Choisissez le jour\./,
      })[0],
    ).toBe(day);
  });

  it("turns its calendar button off when read-only or disabled", () => {
    renderPicker(
      <>
        <DatePicker label="Lecture" isReadOnly defaultValue={march14} />
        <DatePicker label="Désactivé" isDisabled defaultValue={march14} />
      </>,
    );
    expect(screen.getByRole("button", { name: /Lecture/ })).toHaveProperty("disabled", true);
    expect(screen.getByRole("button", { name: /Désactivé/ })).toHaveProperty("disabled", true);
  });

  it("renders its popover into the given container", async () => {
    const user = userEvent.setup();
    const container = document.createElement("div");
    document.body.append(container);
    renderPicker(
      <DatePicker label="Date" defaultValue={march14} UNSTABLE_portalContainer={container} />,
    );
    await user.click(screen.getByRole("button", { name: /Calendrier/ }));
    expect(container.contains(await screen.findByRole("dialog"))).toBe(true);
    container.remove();
  });

  it("forwards its ref to the picker's root element", () => {
    const ref = createRef<HTMLDivElement>();
    renderPicker(<DatePicker label="Date" ref={ref} />);
    expect(ref.current?.contains(screen.getByRole("button", { name: /Calendrier/ }))).toBe(true);
  });
});
