import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRef } from "react";
import { DialogTrigger } from "react-aria-components";
import { describe, expect, it } from "vitest";
import { renderWithI18n } from "../../test/renderWithI18n";
import { Button } from "../Button/Button";
import { popover } from "./Popover.css";
import { PopoverDialog } from "./PopoverDialog";

function HelpPopover({ showArrow = false }: { showArrow?: boolean }) {
  return (
    <DialogTrigger>
      <Button>Aide</Button>
      <PopoverDialog title="Effectif requis" showArrow={showArrow}>
        <p>Chef de poste compris.</p>
        <Button slot="close">Compris</Button>
      </PopoverDialog>
    </DialogTrigger>
  );
}

describe("PopoverDialog", () => {
  it("opens a dialog named by its title when the trigger is pressed with Enter", async () => {
    const user = userEvent.setup();
    renderWithI18n(<HelpPopover />);
    await user.tab();
    await user.keyboard("{Enter}");

    const dialog = screen.getByRole("dialog", { name: "Effectif requis" });
    expect(dialog.textContent).toContain("Chef de poste compris.");
    expect(dialog.closest(`.${popover}`)).not.toBeNull();
  });

  it("moves focus inside, keeps Tab inside, and returns focus to the trigger on Escape", async () => {
    const user = userEvent.setup();
    renderWithI18n(<HelpPopover />);
    const trigger = screen.getByRole("button", { name: "Aide" });
    await user.tab();
    await user.keyboard(" ");
    const dialog = screen.getByRole("dialog", { name: "Effectif requis" });
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));

    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole("button", { name: "Compris" }));
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole("button", { name: "Compris" }));

    await user.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    // react-aria restores focus on the next animation frame.
    await waitFor(() => expect(document.activeElement).toBe(trigger));
  });

  it("is closed by a button with the close slot inside it", async () => {
    const user = userEvent.setup();
    renderWithI18n(<HelpPopover />);
    await user.click(screen.getByRole("button", { name: "Aide" }));
    await user.click(screen.getByRole("button", { name: "Compris" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  });

  it("takes its name from aria-label when it has no title", async () => {
    const user = userEvent.setup();
    renderWithI18n(
      <DialogTrigger>
        <Button>Aide</Button>
        <PopoverDialog aria-label="Aide sur l'effectif">Texte</PopoverDialog>
      </DialogTrigger>,
    );
    await user.click(screen.getByRole("button", { name: "Aide" }));
    expect(screen.getByRole("dialog", { name: "Aide sur l'effectif" })).toBeTruthy();
    expect(screen.queryByRole("heading")).toBeNull();
  });

  it("draws a decorative arrow only when asked to", async () => {
    const user = userEvent.setup();
    const { unmount } = renderWithI18n(<HelpPopover showArrow />);
    await user.click(screen.getByRole("button", { name: "Aide" }));
    const arrow = screen.getByRole("dialog").parentElement?.querySelector("svg");
    expect(arrow?.getAttribute("aria-hidden")).toBe("true");
    unmount();

    renderWithI18n(<HelpPopover />);
    await user.click(screen.getByRole("button", { name: "Aide" }));
    expect(screen.getByRole("dialog").parentElement?.querySelector("svg")).toBeNull();
  });

  it("forwards its ref to the popover element", async () => {
    const user = userEvent.setup();
    const ref = createRef<HTMLElement>();
    renderWithI18n(
      <DialogTrigger>
        <Button>Aide</Button>
        <PopoverDialog ref={ref} title="Effectif requis">
          Texte
        </PopoverDialog>
      </DialogTrigger>,
    );
    await user.click(screen.getByRole("button", { name: "Aide" }));
    expect(ref.current?.contains(screen.getByRole("dialog"))).toBe(true);
  });
});
