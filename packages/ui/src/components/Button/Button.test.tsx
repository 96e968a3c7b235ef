import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRef } from "react";
import { describe, expect, it, vi } from "vitest";
import { renderWithI18n } from "../../test/renderWithI18n";
import { Button } from "./Button";
import { button, buttonSizes, buttonVariants } from "./Button.css";

describe("Button", () => {
  it("is found by its role and the text it shows", () => {
    renderWithI18n(<Button>Enregistrer</Button>);
    expect(screen.getByRole("button", { name: "Enregistrer" }).tagName).toBe("BUTTON");
  });

  it("fires onPress once when focused with Tab and pressed with Enter", async () => {
    const user = userEvent.setup();
    const onPress = vi.fn();
    renderWithI18n(<Button onPress={onPress}>Enregistrer</Button>);

    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole("button", { name: "Enregistrer" }));
    await user.keyboard("{Enter}");

    expect(onPress).toHaveBeenCalledTimes(1);
  });

  it("fires onPress once when pressed with Space", async () => {
    const user = userEvent.setup();
    const onPress = vi.fn();
    renderWithI18n(<Button onPress={onPress}>Enregistrer</Button>);

    await user.tab();
    await user.keyboard(" ");

    expect(onPress).toHaveBeenCalledTimes(1);
  });

  it("marks keyboard focus with data-focus-visible, which carries the focus ring", async () => {
    const user = userEvent.setup();
    renderWithI18n(<Button>Enregistrer</Button>);
    const target = screen.getByRole("button", { name: "Enregistrer" });
    expect(target.hasAttribute("data-focus-visible")).toBe(false);

    await user.tab();

    expect(target.hasAttribute("data-focus-visible")).toBe(true);
  });

  it("when disabled, is skipped by Tab and ignores keyboard and pointer", async () => {
    const user = userEvent.setup();
    const onPress = vi.fn();
    renderWithI18n(
      <>
        <Button isDisabled onPress={onPress}>
          Supprimer
        </Button>
        <Button>Annuler</Button>
      </>,
    );
    const disabled = screen.getByRole("button", { name: "Supprimer" });

    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole("button", { name: "Annuler" }));
    await user.keyboard("{Enter}");
    await user.click(disabled);

    expect(disabled).toHaveProperty("disabled", true);
    expect(onPress).not.toHaveBeenCalled();
  });

  it.each(buttonVariants.flatMap((variant) => buttonSizes.map((size) => [variant, size] as const)))(
    "applies the %s / %s recipe classes",
    (variant, size) => {
      renderWithI18n(
        <Button variant={variant} size={size}>
          Enregistrer
        </Button>,
      );
      const classes = screen.getByRole("button", { name: "Enregistrer" }).className.split(" ");
      for (const expected of button({ variant, size }).split(" ")) {
        expect(classes).toContain(expected);
      }
    },
  );

  it("gives each variant its own class", () => {
    const classNames = new Set(buttonVariants.map((variant) => button({ variant })));
    expect(classNames.size).toBe(buttonVariants.length);
  });

  it("keeps a caller's className next to its own", () => {
    renderWithI18n(<Button className="toolbar-action">Enregistrer</Button>);
    const classes = screen.getByRole("button", { name: "Enregistrer" }).className.split(" ");
    expect(classes).toContain("toolbar-action");
    expect(classes).toContain(button({}).split(" ")[0]);
  });

  it("forwards its ref to the <button> element", () => {
    const ref = createRef<HTMLButtonElement>();
    renderWithI18n(<Button ref={ref}>Enregistrer</Button>);
    expect(ref.current).toBe(screen.getByRole("button", { name: "Enregistrer" }));
  });
});
