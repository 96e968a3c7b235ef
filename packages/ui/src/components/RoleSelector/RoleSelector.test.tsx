import { roleCodes, roleLabelKey } from "@releve/domain";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { uiMessages } from "../../i18n/catalogues";
import { renderWithI18n } from "../../test/renderWithI18n";
import { RoleSelector } from "./RoleSelector";
import { useRoleLabel } from "./RoleSelectorLabels";

/** Another component naming a role with the selector's words. */
function RoleWords() {
  const roleLabel = useRoleLabel();
  return (
    <ul>
      <li>{roleLabel("C")}</li>
    </ul>
  );
}

describe("RoleSelector", () => {
  it("labels every role under the spec's translation key data.role.{code}.label", () => {
    for (const locale of ["fr", "en", "de"] as const) {
      for (const code of roleCodes) {
        expect(uiMessages[locale][roleLabelKey(code)], `${locale} ${code}`).toBeDefined();
      }
    }
  });

  it("lists the user's roles as radio buttons, in the role table's order, the active one checked", () => {
    renderWithI18n(<RoleSelector roles={["V", "A", "B"]} value="B" onChange={vi.fn()} />);
    const group = screen.getByRole("radiogroup", { name: "Rôle actif" });
    const radios = within(group).getAllByRole("radio");
    expect(radios.map((radio) => radio.getAttribute("value"))).toEqual(["A", "B", "V"]);
    expect(within(group).getByRole("radio", { name: "Responsable d'activités" })).toHaveProperty(
      "checked",
      true,
    );
  });

  it("in the full variant, moves and chooses with the arrow keys", async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderWithI18n(<RoleSelector roles={["A", "B", "V"]} value="A" onChange={onChange} />);
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole("radio", { name: "Coordination" }));
    await user.keyboard("{ArrowDown}");
    expect(onChange).toHaveBeenLastCalledWith("B");
  });

  it("in the compact variant, is a select chosen by keyboard", async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderWithI18n(
      <RoleSelector variant="compact" roles={["S", "RH"]} value="S" onChange={onChange} />,
    );
    const trigger = screen.getByRole("button", { name: /Rôle actif/ });
    expect(trigger.textContent).toContain("Salarié terrain");

    await user.tab();
    await user.keyboard("{ArrowDown}");
    const listbox = await screen.findByRole("listbox");
    await waitFor(() =>
      expect(document.activeElement).toBe(
        within(listbox).getByRole("option", { name: "Salarié terrain" }),
      ),
    );
    await user.keyboard("{ArrowDown}{Enter}");
    expect(onChange).toHaveBeenCalledWith("RH");
  });

  it.each([
    ["en", "Active role", "Field volunteer"],
    ["de", "Aktive Rolle", "Ehrenamtlicher im Einsatz"],
  ] as const)("in %s, shows the label and the roles in that language", (locale, label, role) => {
    renderWithI18n(<RoleSelector roles={["V", "D"]} value="V" onChange={vi.fn()} />, locale);
    const group = screen.getByRole("radiogroup", { name: label });
    expect(within(group).getByRole("radio", { name: role })).toHaveProperty("checked", true);
  });

  it("gives other components the same words through useRoleLabel", () => {
    renderWithI18n(<RoleWords />, "de");
    expect(screen.getByRole("listitem").textContent).toBe("Transportreferent");
  });

  it("when disabled, cannot be changed", async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderWithI18n(<RoleSelector roles={["A", "B"]} value="A" onChange={onChange} isDisabled />);
    await user.click(screen.getByRole("radio", { name: "Responsable d'activités" }));
    expect(onChange).not.toHaveBeenCalled();
  });
});
