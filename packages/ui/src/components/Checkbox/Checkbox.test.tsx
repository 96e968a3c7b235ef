import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRef } from "react";
import { describe, expect, it, vi } from "vitest";
import { renderWithI18n } from "../../test/renderWithI18n";
import { Checkbox } from "./Checkbox";

describe("Checkbox", () => {
  it("names the checkbox after its label, and a click on the label toggles it", async () => {
    const user = userEvent.setup();
    renderWithI18n(<Checkbox>Titulaire du PSE1</Checkbox>);
    const checkbox = screen.getByRole("checkbox", { name: "Titulaire du PSE1" });
    expect(checkbox).toHaveProperty("checked", false);

    await user.click(screen.getByText("Titulaire du PSE1"));

    expect(checkbox).toHaveProperty("checked", true);
  });

  it("is reached with Tab and toggled with Space, reporting each change", async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderWithI18n(<Checkbox onChange={onChange}>Titulaire du PSE1</Checkbox>);

    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole("checkbox"));
    await user.keyboard(" ");
    await user.keyboard(" ");

    expect(onChange.mock.calls).toEqual([[true], [false]]);
  });

  it("exposes the indeterminate state on the native input", () => {
    renderWithI18n(<Checkbox isIndeterminate>Tout sélectionner</Checkbox>);
    const checkbox = screen.getByRole("checkbox", { name: "Tout sélectionner" });
    expect(checkbox).toHaveProperty("indeterminate", true);
  });

  it("describes the checkbox with its description and, when invalid, its error", () => {
    renderWithI18n(
      <Checkbox
        description="Obligatoire pour tenir un poste de secours."
        isInvalid
        errorMessage="Confirmez votre diplôme."
      >
        Titulaire du PSE1
      </Checkbox>,
    );
    const checkbox = screen.getByRole("checkbox", {
      name: "Titulaire du PSE1",
      description: "Obligatoire pour tenir un poste de secours. Confirmez votre diplôme.",
    });
    expect(checkbox.getAttribute("aria-invalid")).toBe("true");
  });

  it("announces a non-blocking warning without marking the checkbox invalid", () => {
    renderWithI18n(
      <Checkbox description="Diplôme de secouriste." warning="Diplôme à recycler avant juin.">
        PSE1
      </Checkbox>,
      "de",
    );
    const checkbox = screen.getByRole("checkbox", {
      name: "PSE1",
      // Whitespace between the parts varies with the accessible-name implementation.
      description: /^Diplôme de secouriste\.\s*Warnung:\s*Diplôme à recycler avant juin\.$/,
    });
    expect(checkbox.hasAttribute("aria-invalid")).toBe(false);
  });

  it.each([
    ["fr", "J'accepte la charte (obligatoire)"],
    ["en", "J'accepte la charte (required)"],
    ["de", "J'accepte la charte (Pflichtfeld)"],
  ] as const)("in %s, says a required checkbox is required in its name", (locale, name) => {
    renderWithI18n(<Checkbox isRequired>J'accepte la charte</Checkbox>, locale);
    expect(screen.getByRole("checkbox", { name })).toBeTruthy();
    expect(screen.getByText("*").getAttribute("aria-hidden")).toBe("true");
  });

  it("when disabled, is skipped by Tab and ignores clicks", async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderWithI18n(
      <Checkbox isDisabled onChange={onChange}>
        PSE2
      </Checkbox>,
    );
    const checkbox = screen.getByRole("checkbox", { name: "PSE2" });

    await user.tab();
    await user.click(screen.getByText("PSE2"));

    expect(document.activeElement).not.toBe(checkbox);
    expect(checkbox).toHaveProperty("disabled", true);
    expect(onChange).not.toHaveBeenCalled();
  });

  it("when read-only, takes focus but keeps its value", async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderWithI18n(
      <Checkbox isReadOnly defaultSelected onChange={onChange}>
        PSE2
      </Checkbox>,
    );
    const checkbox = screen.getByRole("checkbox", { name: "PSE2" });

    await user.tab();
    await user.keyboard(" ");

    expect(document.activeElement).toBe(checkbox);
    expect(checkbox).toHaveProperty("checked", true);
    expect(onChange).not.toHaveBeenCalled();
  });

  it("forwards its ref to the <input> element", () => {
    const ref = createRef<HTMLInputElement>();
    renderWithI18n(<Checkbox ref={ref}>PSE2</Checkbox>);
    expect(ref.current).toBe(screen.getByRole("checkbox", { name: "PSE2" }));
  });
});
