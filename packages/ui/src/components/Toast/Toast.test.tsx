import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderWithI18n } from "../../test/renderWithI18n";
import { toast as toastRecipe } from "./Toast.css";
import { ToastProvider } from "./ToastProvider";
import { createToastQueue, toastKinds, toastTimeouts } from "./ToastQueue";

afterEach(() => {
  vi.useRealTimers();
});

describe("Toast", () => {
  it("shows nothing until a toast is added, then a region named Notifications", () => {
    const queue = createToastQueue();
    renderWithI18n(<ToastProvider queue={queue} />);
    expect(screen.queryByRole("region")).toBeNull();

    act(() => {
      queue.add({ kind: "info", title: "Nouvelle demande de renfort" });
    });

    const region = screen.getByRole("region", { name: "Notifications" });
    expect(within(region).getByRole("alertdialog", { name: "Nouvelle demande de renfort" }));
  });

  it("announces the toast's content as an alert", () => {
    const queue = createToastQueue();
    renderWithI18n(<ToastProvider queue={queue} />);
    act(() => {
      queue.add({ kind: "error", description: "Le serveur ne répond pas." });
    });
    expect(screen.getByRole("alert").textContent).toContain("Le serveur ne répond pas.");
    expect(
      screen.getByRole("alertdialog", {
        name: "Une erreur est survenue",
        description: "Le serveur ne répond pas.",
      }),
    ).toBeTruthy();
  });

  it("shows a saving toast that cannot be dismissed, then replaces it with the outcome", () => {
    const queue = createToastQueue();
    renderWithI18n(<ToastProvider queue={queue} />);
    let save = { saved: () => "", failed: () => "", close: () => {} };
    act(() => {
      save = queue.saving();
    });
    const saving = screen.getByRole("alertdialog", { name: "Enregistrement en cours…" });
    expect(within(saving).queryByRole("button")).toBeNull();

    act(() => {
      save.saved();
    });

    expect(screen.queryByRole("alertdialog", { name: "Enregistrement en cours…" })).toBeNull();
    expect(screen.getByRole("alertdialog", { name: "Modifications enregistrées" })).toBeTruthy();
  });

  it("turns a failed save into an error toast with its description", () => {
    const queue = createToastQueue();
    renderWithI18n(<ToastProvider queue={queue} />);
    act(() => {
      queue.saving().failed({ description: "Le dispositif a été modifié entre-temps." });
    });
    expect(
      screen.getByRole("alertdialog", {
        name: "Une erreur est survenue",
        description: "Le dispositif a été modifié entre-temps.",
      }),
    ).toBeTruthy();
    expect(screen.queryByRole("alertdialog", { name: "Enregistrement en cours…" })).toBeNull();
  });

  it("dismisses a saved toast by itself after its timeout, but keeps an error", () => {
    vi.useFakeTimers();
    const queue = createToastQueue();
    renderWithI18n(<ToastProvider queue={queue} />);
    act(() => {
      queue.add({ kind: "saved" });
      queue.add({ kind: "error" });
    });
    expect(toastTimeouts.saved).toBeGreaterThanOrEqual(5000);

    act(() => {
      vi.advanceTimersByTime((toastTimeouts.saved ?? 0) + 100);
    });

    expect(screen.queryByRole("alertdialog", { name: "Modifications enregistrées" })).toBeNull();
    expect(screen.getByRole("alertdialog", { name: "Une erreur est survenue" })).toBeTruthy();
    expect(toastTimeouts.error).toBeNull();
    expect(toastTimeouts.saving).toBeNull();
  });

  it("closes with its close button, named in the current language", async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    const queue = createToastQueue();
    renderWithI18n(<ToastProvider queue={queue} />, "en");
    act(() => {
      queue.add({ kind: "info", title: "Renfort demandé" }, { onClose });
    });
    expect(screen.getByRole("region", { name: "Notifications" })).toBeTruthy();

    await user.click(screen.getByRole("button", { name: "Close notification" }));

    await waitFor(() => expect(screen.queryByRole("alertdialog")).toBeNull());
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it.each([
    ["en", "Saving…", "Changes saved", "Something went wrong", "Close notification"],
    [
      "de",
      "Wird gespeichert …",
      "Änderungen gespeichert",
      "Ein Fehler ist aufgetreten",
      "Benachrichtigung schließen",
    ],
  ] as const)("in %s, gives each kind its default title", (locale, saving, saved, error, close) => {
    const queue = createToastQueue();
    renderWithI18n(<ToastProvider queue={queue} />, locale);
    act(() => {
      queue.add({ kind: "saving" });
      queue.add({ kind: "saved" });
      queue.add({ kind: "error" });
    });
    expect(screen.getByRole("alertdialog", { name: saving })).toBeTruthy();
    expect(screen.getByRole("alertdialog", { name: saved })).toBeTruthy();
    expect(screen.getByRole("alertdialog", { name: error })).toBeTruthy();
    expect(screen.getAllByRole("button", { name: close })).toHaveLength(2);
  });

  it("styles each kind with its own class", () => {
    const queue = createToastQueue();
    renderWithI18n(<ToastProvider queue={queue} />);
    act(() => {
      for (const kind of toastKinds) queue.add({ kind, title: kind });
    });
    for (const kind of toastKinds) {
      const element = screen.getByRole("alertdialog", { name: kind });
      expect(element.className.split(" ")).toEqual(
        expect.arrayContaining(toastRecipe({ kind }).split(" ")),
      );
    }
  });

  it("shows at most the queue's limit at once, the others waiting their turn", () => {
    const queue = createToastQueue({ maxVisibleToasts: 2 });
    renderWithI18n(<ToastProvider queue={queue} />);
    const keys: string[] = [];
    act(() => {
      for (const title of ["Un", "Deux", "Trois"]) keys.push(queue.add({ kind: "info", title }));
    });
    expect(screen.getAllByRole("alertdialog")).toHaveLength(2);

    act(() => {
      queue.close(keys[2] ?? "");
      queue.close(keys[1] ?? "");
    });
    expect(screen.getAllByRole("alertdialog")).toHaveLength(1);
  });
});
