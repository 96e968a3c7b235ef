import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRef } from "react";
import { describe, expect, it, vi } from "vitest";
import { renderWithI18n } from "../../test/renderWithI18n";
import { Switch } from "./Switch";

describe("Switch", () => {
  it("is a switch named after its label", () => {
    renderWithI18n(<Switch>Afficher les activités annulées</Switch>);
    const control = screen.getByRole("switch", { name: "Afficher les activités annulées" });
    expect(control).toHaveProperty("checked", false);
  });

  it("is reached with Tab and toggled with Space, reporting each change", async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderWithI18n(<Switch onChange={onChange}>Afficher les activités annulées</Switch>);
    const control = screen.getByRole("switch");

    await user.tab();
    expect(document.activeElement).toBe(control);
    await user.keyboard(" ");
    expect(control).toHaveProperty("checked", true);
    await user.keyboard(" ");

    expect(onChange.mock.calls).toEqual([[true], [false]]);
  });

  it("toggles when its label is clicked", async () => {
    const user = userEvent.setup();
    renderWithI18n(<Switch>Notifications</Switch>);
    await user.click(screen.getByText("Notifications"));
    expect(screen.getByRole("switch", { name: "Notifications" })).toHaveProperty("checked", true);
  });

  it("describes the switch with its description", () => {
    renderWithI18n(<Switch description="Par courriel, la veille.">Notifications</Switch>);
    expect(
      screen.getByRole("switch", {
        name: "Notifications",
        description: "Par courriel, la veille.",
      }),
    ).toBeTruthy();
  });

  it("announces a non-blocking warning after the description, in the current language", () => {
    renderWithI18n(
      <Switch description="Par courriel." warning="Aucune adresse enregistrée.">
        Notifications
      </Switch>,
      "en",
    );
    expect(
      screen.getByRole("switch", {
        // Whitespace between the parts varies with the accessible-name implementation.
        description: /^Par courriel\.\s*Warning:\s*Aucune adresse enregistrée\.$/,
      }),
    ).toBeTruthy();
  });

  it("when disabled, is skipped by Tab and ignores clicks", async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderWithI18n(
      <Switch isDisabled onChange={onChange}>
        Notifications
      </Switch>,
    );
    const control = screen.getByRole("switch", { name: "Notifications" });

    await user.tab();
    await user.click(screen.getByText("Notifications"));

    expect(document.activeElement).not.toBe(control);
    expect(control).toHaveProperty("disabled", true);
    expect(onChange).not.toHaveBeenCalled();
  });

  it("when read-only, takes focus but keeps its value", async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderWithI18n(
      <Switch isReadOnly defaultSelected onChange={onChange}>
        Notifications
      </Switch>,
    );

    await user.tab();
    await user.keyboard(" ");

    expect(screen.getByRole("switch")).toHaveProperty("checked", true);
    expect(onChange).not.toHaveBeenCalled();
  });

  it("forwards its ref to the <input> element", () => {
    const ref = createRef<HTMLInputElement>();
    renderWithI18n(<Switch ref={ref}>Notifications</Switch>);
    expect(ref.current).toBe(screen.getByRole("switch", { name: "Notifications" }));
  });
});
