import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { renderWithI18n } from "../../test/renderWithI18n";
import { Button } from "../Button/Button";
import { button } from "../Button/Button.css";
import { AlertDialog, type AlertDialogProps } from "./AlertDialog";
import { DialogTrigger } from "./Dialog";

function DeleteQuestion(props: Partial<AlertDialogProps>) {
  return (
    <DialogTrigger>
      <Button>Supprimer</Button>
      <AlertDialog
        title="Supprimer le dispositif ?"
        confirmLabel="Supprimer le dispositif"
        onConfirm={() => {}}
        variant="danger"
        {...props}
      >
        Les 12 inscriptions seront annulées.
      </AlertDialog>
    </DialogTrigger>
  );
}

describe("AlertDialog", () => {
  it("is an alertdialog named by its title and described by its text", async () => {
    const user = userEvent.setup();
    renderWithI18n(<DeleteQuestion />);
    await user.click(screen.getByRole("button", { name: "Supprimer" }));
    expect(
      screen.getByRole("alertdialog", {
        name: "Supprimer le dispositif ?",
        description: "Les 12 inscriptions seront annulées.",
      }),
    ).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Fermer" })).toBeNull();
  });

  it("starts with focus on Cancel, the least destructive answer", async () => {
    const user = userEvent.setup();
    renderWithI18n(<DeleteQuestion />);
    await user.tab();
    await user.keyboard("{Enter}");
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole("button", { name: "Annuler" })),
    );
  });

  it("confirms once with the confirm button, then closes", async () => {
    const user = userEvent.setup();
    const onConfirm = vi.fn();
    renderWithI18n(<DeleteQuestion onConfirm={onConfirm} />);
    await user.click(screen.getByRole("button", { name: "Supprimer" }));
    await user.click(screen.getByRole("button", { name: "Supprimer le dispositif" }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole("alertdialog")).toBeNull());
  });

  it("cancels with Escape or the cancel button without confirming", async () => {
    const user = userEvent.setup();
    const onConfirm = vi.fn();
    renderWithI18n(<DeleteQuestion onConfirm={onConfirm} />);
    await user.click(screen.getByRole("button", { name: "Supprimer" }));
    await user.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("alertdialog")).toBeNull());
    await user.click(screen.getByRole("button", { name: "Supprimer" }));
    await user.click(screen.getByRole("button", { name: "Annuler" }));
    await waitFor(() => expect(screen.queryByRole("alertdialog")).toBeNull());
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it("uses the danger button to confirm a destructive action only", async () => {
    const user = userEvent.setup();
    const { unmount } = renderWithI18n(<DeleteQuestion />);
    await user.click(screen.getByRole("button", { name: "Supprimer" }));
    const danger = screen.getByRole("button", { name: "Supprimer le dispositif" });
    expect(danger.className.split(" ")).toEqual(
      expect.arrayContaining(button({ variant: "danger" }).split(" ")),
    );
    unmount();

    renderWithI18n(<DeleteQuestion variant="warning" />);
    await user.click(screen.getByRole("button", { name: "Supprimer" }));
    const primary = screen.getByRole("button", { name: "Supprimer le dispositif" });
    expect(primary.className.split(" ")).toEqual(
      expect.arrayContaining(button({ variant: "primary" }).split(" ")),
    );
  });

  it.each([
    ["en", "Cancel"],
    ["de", "Abbrechen"],
  ] as const)("in %s, names the default cancel button %s", async (locale, cancel) => {
    const user = userEvent.setup();
    renderWithI18n(<DeleteQuestion />, locale);
    await user.click(screen.getByRole("button", { name: "Supprimer" }));
    expect(screen.getByRole("button", { name: cancel })).toBeTruthy();
  });

  it("takes a caller's cancel label", async () => {
    const user = userEvent.setup();
    renderWithI18n(<DeleteQuestion cancelLabel="Garder le dispositif" />);
    await user.click(screen.getByRole("button", { name: "Supprimer" }));
    expect(screen.getByRole("button", { name: "Garder le dispositif" })).toBeTruthy();
  });
});
