import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRef, type ReactElement } from "react";
import { I18nProvider } from "react-aria-components";
import { describe, expect, it, vi } from "vitest";
import type { UiLocale } from "../../i18n/locales";
import { renderWithI18n } from "../../test/renderWithI18n";
import { NumberField } from "./NumberField";

/** react-aria formats numbers in the locale of its own provider, Lingui translates the rest. */
function renderIn(ui: ReactElement, locale: UiLocale = "fr") {
  return renderWithI18n(<I18nProvider locale={locale}>{ui}</I18nProvider>, locale);
}

describe("NumberField", () => {
  it("names the input after its label and keeps the step buttons out of the Tab order", async () => {
    const user = userEvent.setup();
    renderIn(<NumberField label="Places" defaultValue={4} />);
    const input = screen.getByRole("textbox", { name: "Places" });

    await user.tab();

    expect(document.activeElement).toBe(input);
    for (const button of screen.getAllByRole("button")) {
      expect(button.getAttribute("tabindex")).toBe("-1");
    }
  });

  it.each([
    ["fr", "Diminuer Places", "Augmenter Places"],
    ["en", "Decrease Places", "Increase Places"],
    // react-aria's own wording: its German verb, then the field's label.
    ["de", "verringern Places", "erhöhen Places"],
  ] as const)("in %s, names the step buttons in the field's language", (locale, minus, plus) => {
    renderIn(<NumberField label="Places" />, locale);
    expect(screen.getByRole("button", { name: minus })).toBeTruthy();
    expect(screen.getByRole("button", { name: plus })).toBeTruthy();
  });

  it.each([
    ["fr", "1\u202f234,5"],
    ["en", "1,234.5"],
    ["de", "1.234,5"],
  ] as const)("in %s, shows the number with the locale's separators", (locale, shown) => {
    renderIn(<NumberField label="Distance" defaultValue={1234.5} />, locale);
    expect(screen.getByRole("textbox", { name: "Distance" })).toHaveProperty("value", shown);
  });

  it("shows a unit given through formatOptions", () => {
    renderIn(
      <NumberField
        label="Distance"
        defaultValue={12.5}
        formatOptions={{ style: "unit", unit: "kilometer" }}
      />,
    );
    expect(screen.getByRole("textbox", { name: "Distance" })).toHaveProperty(
      "value",
      "12,5\u202fkm",
    );
  });

  it("steps with the arrow and page keys, and jumps to the bounds with Home and End", async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderIn(
      <NumberField
        label="Places"
        defaultValue={10}
        step={5}
        minValue={0}
        maxValue={40}
        onChange={onChange}
      />,
    );
    const input = screen.getByRole("textbox", { name: "Places" });

    await user.tab();
    await user.keyboard("{ArrowUp}");
    expect(input).toHaveProperty("value", "15");
    await user.keyboard("{ArrowDown}{ArrowDown}");
    expect(input).toHaveProperty("value", "5");
    await user.keyboard("{PageUp}");
    expect(input).toHaveProperty("value", "10");
    await user.keyboard("{End}");
    expect(input).toHaveProperty("value", "40");
    await user.keyboard("{Home}");

    expect(input).toHaveProperty("value", "0");
    expect(onChange.mock.calls.map(([value]) => value)).toEqual([15, 10, 5, 10, 40, 0]);
  });

  it("steps with the + and − buttons and disables + at the maximum", async () => {
    const user = userEvent.setup();
    renderIn(<NumberField label="Places" defaultValue={3} maxValue={4} />);
    const plus = screen.getByRole("button", { name: "Augmenter Places" });

    await user.click(plus);

    expect(screen.getByRole("textbox", { name: "Places" })).toHaveProperty("value", "4");
    expect(plus).toHaveProperty("disabled", true);
  });

  it("reads a typed French decimal when the field loses focus", async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderIn(<NumberField label="Durée (h)" onChange={onChange} />);

    await user.type(screen.getByRole("textbox", { name: "Durée (h)" }), "2,5");
    await user.tab();

    expect(onChange).toHaveBeenLastCalledWith(2.5);
  });

  it("marks an invalid input and ties the error message to it after the description", () => {
    renderIn(
      <NumberField
        label="Places"
        description="Entre 1 et 40."
        isInvalid
        errorMessage="Indiquez au moins une place."
      />,
    );
    const input = screen.getByRole("textbox", {
      name: "Places",
      description: "Entre 1 et 40. Indiquez au moins une place.",
    });
    expect(input.getAttribute("aria-invalid")).toBe("true");
  });

  it("when disabled, is skipped by Tab and its buttons do nothing", async () => {
    const user = userEvent.setup();
    renderIn(<NumberField label="Places" defaultValue={2} isDisabled />);

    await user.tab();
    await user.click(screen.getByRole("button", { name: "Augmenter Places" }));

    const input = screen.getByRole("textbox", { name: "Places" });
    expect(document.activeElement).not.toBe(input);
    expect(input).toHaveProperty("value", "2");
  });

  it("forwards its ref to the <input> element", () => {
    const ref = createRef<HTMLInputElement>();
    renderIn(<NumberField label="Places" ref={ref} />);
    expect(ref.current).toBe(screen.getByRole("textbox", { name: "Places" }));
  });
});
