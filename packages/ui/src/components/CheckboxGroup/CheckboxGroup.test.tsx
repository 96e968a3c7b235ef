import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { renderWithI18n } from "../../test/renderWithI18n";
import { Checkbox } from "../Checkbox/Checkbox";
import { CheckboxGroup, type CheckboxGroupProps } from "./CheckboxGroup";

function Skills(props: Partial<CheckboxGroupProps>) {
  return (
    <CheckboxGroup label="Compétences" {...props}>
      <Checkbox value="pse1">PSE1</Checkbox>
      <Checkbox value="pse2">PSE2</Checkbox>
      <Checkbox value="driver">Chauffeur VPSP</Checkbox>
    </CheckboxGroup>
  );
}

describe("CheckboxGroup", () => {
  it("is a group named after its label, holding one checkbox per option", () => {
    renderWithI18n(<Skills />);
    const group = screen.getByRole("group", { name: "Compétences" });
    expect(group.querySelectorAll("input[type='checkbox']")).toHaveLength(3);
  });

  it("moves with Tab from one checkbox to the next and toggles with Space", async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderWithI18n(<Skills onChange={onChange} />);

    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole("checkbox", { name: "PSE1" }));
    await user.keyboard(" ");
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole("checkbox", { name: "PSE2" }));
    await user.keyboard(" ");

    expect(onChange).toHaveBeenLastCalledWith(["pse1", "pse2"]);
  });

  it("ties the group's description and error to the group and marks every checkbox invalid", () => {
    renderWithI18n(
      <Skills
        description="Celles que vous pouvez exercer."
        isInvalid
        errorMessage="Choisissez au moins une compétence."
      />,
    );
    expect(
      screen.getByRole("group", {
        name: "Compétences",
        description: "Celles que vous pouvez exercer. Choisissez au moins une compétence.",
      }),
    ).toBeTruthy();
    for (const checkbox of screen.getAllByRole("checkbox")) {
      expect(checkbox.getAttribute("aria-invalid")).toBe("true");
    }
  });

  it("announces a non-blocking warning in the current language", () => {
    renderWithI18n(
      <Skills description="Pour cette mission." warning="Aucun chauffeur inscrit." />,
      "en",
    );
    const group = screen.getByRole("group", {
      // Whitespace between the parts varies with the accessible-name implementation.
      description: /^Pour cette mission\.\s*Warning:\s*Aucun chauffeur inscrit\.$/,
    });
    expect(group.hasAttribute("aria-invalid")).toBe(false);
  });

  it.each([
    ["fr", "Compétences (obligatoire)"],
    ["en", "Compétences (required)"],
    ["de", "Compétences (Pflichtfeld)"],
  ] as const)("in %s, says a required group is required in its name", (locale, name) => {
    renderWithI18n(<Skills isRequired />, locale);
    expect(screen.getByRole("group", { name })).toBeTruthy();
  });

  it("when disabled, disables every checkbox", () => {
    renderWithI18n(<Skills isDisabled defaultValue={["pse1"]} />);
    for (const checkbox of screen.getAllByRole("checkbox")) {
      expect(checkbox).toHaveProperty("disabled", true);
    }
    expect(screen.getByRole("checkbox", { name: "PSE1" })).toHaveProperty("checked", true);
  });
});
