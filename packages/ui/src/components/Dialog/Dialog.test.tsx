import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRef } from "react";
import { describe, expect, it, vi } from "vitest";
import { renderWithI18n } from "../../test/renderWithI18n";
import { Button } from "../Button/Button";
import { TextField } from "../TextField/TextField";
import { Dialog, type DialogProps, DialogTrigger } from "./Dialog";
import { dialog, dialogSizes, dialogVariants, modal } from "./Dialog.css";

function RenameDialog(props: Partial<DialogProps> & { onOpenChange?: (isOpen: boolean) => void }) {
  const { onOpenChange, ...dialogProps } = props;
  return (
    <DialogTrigger {...(onOpenChange ? { onOpenChange } : {})}>
      <Button>Renommer</Button>
      <Dialog
        title="Renommer le dispositif"
        actions={
          <>
            <Button variant="secondary" slot="close">
              Annuler
            </Button>
            <Button slot="close">Enregistrer</Button>
          </>
        }
        {...dialogProps}
      >
        <TextField label="Nom" />
      </Dialog>
    </DialogTrigger>
  );
}

async function openWithKeyboard(user: ReturnType<typeof userEvent.setup>) {
  await user.tab();
  await user.keyboard("{Enter}");
  return screen.getByRole("dialog", { name: "Renommer le dispositif" });
}

describe("Dialog", () => {
  it("opens from its trigger with Enter, named by its title, with focus inside", async () => {
    const user = userEvent.setup();
    renderWithI18n(<RenameDialog />);
    const dialogElement = await openWithKeyboard(user);
    await waitFor(() => expect(document.activeElement).toBe(dialogElement));
  });

  it("keeps Tab and Shift+Tab inside the dialog", async () => {
    const user = userEvent.setup();
    renderWithI18n(<RenameDialog />);
    await openWithKeyboard(user);
    const close = screen.getByRole("button", { name: "Fermer" });
    const order = [
      close,
      screen.getByRole("textbox", { name: "Nom" }),
      screen.getByRole("button", { name: "Annuler" }),
      screen.getByRole("button", { name: "Enregistrer" }),
      close,
    ];
    for (const next of order) {
      await user.tab();
      expect(document.activeElement).toBe(next);
    }
    await user.tab({ shift: true });
    expect(document.activeElement).toBe(screen.getByRole("button", { name: "Enregistrer" }));
  });

  it("closes on Escape and gives focus back to its trigger", async () => {
    const user = userEvent.setup();
    const onOpenChange = vi.fn();
    renderWithI18n(<RenameDialog onOpenChange={onOpenChange} />);
    await openWithKeyboard(user);
    await user.keyboard("{Escape}");

    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(onOpenChange).toHaveBeenLastCalledWith(false);
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole("button", { name: "Renommer" })),
    );
  });

  it("stays open on Escape when keyboard dismissal is disabled", async () => {
    const user = userEvent.setup();
    renderWithI18n(<RenameDialog isKeyboardDismissDisabled />);
    await openWithKeyboard(user);
    await user.keyboard("{Escape}");
    expect(screen.getByRole("dialog", { name: "Renommer le dispositif" })).toBeTruthy();
  });

  it("closes with its translated close button and with close-slot actions", async () => {
    const user = userEvent.setup();
    renderWithI18n(<RenameDialog />, "de");
    await user.click(screen.getByRole("button", { name: "Renommer" }));
    await user.click(screen.getByRole("button", { name: "Schließen" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());

    await user.click(screen.getByRole("button", { name: "Renommer" }));
    await user.click(screen.getByRole("button", { name: "Annuler" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  });

  it("names the close button in English", async () => {
    const user = userEvent.setup();
    renderWithI18n(<RenameDialog />, "en");
    await user.click(screen.getByRole("button", { name: "Renommer" }));
    expect(screen.getByRole("button", { name: "Close" })).toBeTruthy();
  });

  it("can leave the close button out", async () => {
    const user = userEvent.setup();
    renderWithI18n(<RenameDialog hasCloseButton={false} />);
    await user.click(screen.getByRole("button", { name: "Renommer" }));
    expect(screen.queryByRole("button", { name: "Fermer" })).toBeNull();
  });

  it("hands close to an actions function", async () => {
    const user = userEvent.setup();
    const onSave = vi.fn();
    renderWithI18n(
      <RenameDialog
        actions={(close) => (
          <Button
            onPress={() => {
              onSave();
              close();
            }}
          >
            Enregistrer
          </Button>
        )}
      />,
    );
    await user.click(screen.getByRole("button", { name: "Renommer" }));
    await user.click(screen.getByRole("button", { name: "Enregistrer" }));
    expect(onSave).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  });

  it.each(dialogVariants)("marks the %s tone with an icon besides colour", async (variant) => {
    const user = userEvent.setup();
    renderWithI18n(<RenameDialog variant={variant} />);
    await user.click(screen.getByRole("button", { name: "Renommer" }));
    const element = screen.getByRole("dialog");
    expect(element.className.split(" ")).toEqual(
      expect.arrayContaining(dialog({ variant }).split(" ")),
    );
    const header = screen.getByRole("heading", { name: "Renommer le dispositif" }).parentElement;
    const icons = header?.querySelectorAll(":scope > svg") ?? [];
    expect(icons).toHaveLength(variant === "default" ? 0 : 1);
  });

  it.each(dialogSizes)("gives the %s size its own panel class", async (size) => {
    const user = userEvent.setup();
    renderWithI18n(<RenameDialog size={size} />);
    await user.click(screen.getByRole("button", { name: "Renommer" }));
    const panel = screen.getByRole("dialog").parentElement;
    for (const expected of modal({ size }).split(" ")) {
      expect(panel?.className.split(" ")).toContain(expected);
    }
  });

  it("is controlled by isOpen without a trigger, and forwards its ref to the dialog", () => {
    const ref = createRef<HTMLElement>();
    renderWithI18n(
      <Dialog ref={ref} isOpen title="Conflit">
        Texte
      </Dialog>,
    );
    expect(ref.current).toBe(screen.getByRole("dialog", { name: "Conflit" }));
  });
});
