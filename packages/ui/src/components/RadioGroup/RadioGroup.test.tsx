import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRef } from "react";
import { describe, expect, it, vi } from "vitest";
import { renderWithI18n } from "../../test/renderWithI18n";
import { Radio, RadioGroup, type RadioGroupProps } from "./RadioGroup";
import { items, radioGroupOrientations } from "./RadioGroup.css";

function Vehicle(props: Partial<RadioGroupProps>) {
  return (
    <RadioGroup label="Véhicule" {...props}>
      <Radio value="vpsp">VPSP</Radio>
      <Radio value="vl">Véhicule léger</Radio>
      <Radio value="none" description="Le bénévole vient par ses propres moyens.">
        Aucun
      </Radio>
    </RadioGroup>
  );
}

describe("RadioGroup", () => {
  it("is a radio group named after its label, one radio per option", () => {
    renderWithI18n(<Vehicle />);
    const group = screen.getByRole("radiogroup", { name: "Véhicule" });
    expect(group.querySelectorAll("input[type='radio']")).toHaveLength(3);
    expect(screen.getByRole("radio", { name: "Véhicule léger" })).toBeTruthy();
  });

  it("enters on the selected option with Tab, then moves and selects with the arrow keys", async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderWithI18n(<Vehicle defaultValue="vl" onChange={onChange} />);

    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole("radio", { name: "Véhicule léger" }));
    await user.keyboard("{ArrowDown}");
    expect(document.activeElement).toBe(screen.getByRole("radio", { name: "Aucun" }));
    await user.keyboard("{ArrowUp}{ArrowUp}");

    expect(document.activeElement).toBe(screen.getByRole("radio", { name: "VPSP" }));
    expect(screen.getByRole("radio", { name: "VPSP" })).toHaveProperty("checked", true);
    expect(onChange.mock.calls).toEqual([["none"], ["vl"], ["vpsp"]]);
  });

  it("lays options out side by side when horizontal, and says so with aria-orientation", async () => {
    const user = userEvent.setup();
    renderWithI18n(<Vehicle orientation="horizontal" />);
    const group = screen.getByRole("radiogroup", { name: "Véhicule" });
    expect(group.getAttribute("aria-orientation")).toBe("horizontal");

    await user.tab();
    await user.keyboard("{ArrowRight}");

    expect(screen.getByRole("radio", { name: "Véhicule léger" })).toHaveProperty("checked", true);
  });

  it.each(radioGroupOrientations)("applies the %s layout class to the options", (orientation) => {
    renderWithI18n(<Vehicle orientation={orientation} />);
    const radio = screen.getByRole("radio", { name: "VPSP" });
    const list = radio.closest(`.${items({ orientation }).split(" ").at(-1)}`);
    expect(list).not.toBeNull();
  });

  it("describes an option with its own description", () => {
    renderWithI18n(<Vehicle />);
    expect(
      screen.getByRole("radio", {
        name: "Aucun",
        description: "Le bénévole vient par ses propres moyens.",
      }),
    ).toBeTruthy();
  });

  it("marks the group invalid and ties its error to it", () => {
    renderWithI18n(<Vehicle isInvalid errorMessage="Choisissez un véhicule." />);
    const group = screen.getByRole("radiogroup", {
      name: "Véhicule",
      description: "Choisissez un véhicule.",
    });
    expect(group.getAttribute("aria-invalid")).toBe("true");
  });

  it.each([
    ["fr", "Véhicule (obligatoire)"],
    ["en", "Véhicule (required)"],
    ["de", "Véhicule (Pflichtfeld)"],
  ] as const)("in %s, says a required group is required in its name", (locale, name) => {
    renderWithI18n(<Vehicle isRequired />, locale);
    expect(screen.getByRole("radiogroup", { name })).toBeTruthy();
  });

  it("skips a disabled option with the arrow keys", async () => {
    const user = userEvent.setup();
    renderWithI18n(
      <RadioGroup label="Véhicule" defaultValue="vpsp">
        <Radio value="vpsp">VPSP</Radio>
        <Radio value="vl" isDisabled>
          Véhicule léger
        </Radio>
        <Radio value="none">Aucun</Radio>
      </RadioGroup>,
    );

    await user.tab();
    await user.keyboard("{ArrowDown}");

    expect(document.activeElement).toBe(screen.getByRole("radio", { name: "Aucun" }));
  });

  it("when read-only, keeps its value under the arrow keys", async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderWithI18n(<Vehicle isReadOnly defaultValue="vpsp" onChange={onChange} />);

    await user.tab();
    await user.keyboard("{ArrowDown}");

    expect(screen.getByRole("radio", { name: "VPSP" })).toHaveProperty("checked", true);
    expect(onChange).not.toHaveBeenCalled();
  });

  it("forwards the radio's ref to its <input> element", () => {
    const ref = createRef<HTMLInputElement>();
    renderWithI18n(
      <RadioGroup label="Véhicule">
        <Radio value="vpsp" ref={ref}>
          VPSP
        </Radio>
      </RadioGroup>,
    );
    expect(ref.current).toBe(screen.getByRole("radio", { name: "VPSP" }));
  });
});
