import { toastQueue } from "@releve/ui";
import { cleanup, fireEvent, screen, within } from "@testing-library/react";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { activateLanguage } from "../../../lib/i18n";
import { testAuthorization } from "../../../test/fixtures";
import { type Answer, callsTo, renderInApp, shownAs } from "../../../test/render-in-app";
import type { ActivityRow } from "../api/activities";
import { meansFactsOfSummary } from "../hooks/means-facts";
import { aRow } from "../test-fixtures";
import { ActivityActionsMenu, useActivityActions } from "./ActivityActions";

/** A row of the list as the list page draws it: its menu, and the dialog open, if any. */
function Row({
  row,
  onDeleted,
}: {
  row: ActivityRow;
  onDeleted?: (ids: readonly number[]) => void;
}) {
  const actions = useActivityActions(onDeleted ? { onDeleted } : {});
  return (
    <>
      <ActivityActionsMenu
        actions={actions}
        target={{ activity: row, means: meansFactsOfSummary(row.means) }}
      />
      {actions.dialog}
    </>
  );
}

const manager = testAuthorization(["A"]);

function openRow(row: ActivityRow, answers: Answer = () => null, authorization = manager) {
  const onDeleted = vi.fn();
  const view = renderInApp(<Row row={row} onDeleted={onDeleted} />, { answers, authorization });
  return { ...view, onDeleted };
}

/** Opens the row's menu and chooses an item; the menu's items when `item` is not given. */
async function choose(item?: string) {
  fireEvent.click(screen.getByRole("button", { name: /^Actions sur « .* »$/ }));
  const menu = await screen.findByRole("menu");
  const items = within(menu).getAllByRole("menuitem");
  if (item) fireEvent.click(within(menu).getByRole("menuitem", { name: item }));
  return items.map((element) => shownAs(element.textContent ?? ""));
}

beforeAll(() => activateLanguage("fr"));
afterEach(() => {
  cleanup();
  for (const toast of toastQueue.queue.visibleToasts) toastQueue.close(toast.key);
});

describe("a row's actions", () => {
  it("offers a writer what the status allows, a reader only the detail", async () => {
    openRow(aRow(12));
    expect(await choose()).toEqual([
      "Voir le détail",
      "Modifier",
      "Créer une copie",
      "Publier",
      "Annuler l'activité",
      "Supprimer l'activité",
    ]);
    const detail = screen.getByRole("menuitem", { name: "Voir le détail" });
    expect(detail.getAttribute("href")).toBe("/operational-activity-detail-page/12");
    cleanup();

    openRow(aRow(12, { status: "public", recurrenceId: 5 }));
    expect(await choose()).toEqual([
      "Voir le détail",
      "Modifier",
      "Créer une copie",
      "Annuler l'activité",
      "Supprimer cette occurrence",
      "Supprimer la série",
    ]);
    cleanup();

    openRow(aRow(12), () => null, testAuthorization(["D"]));
    expect(await choose()).toEqual(["Voir le détail"]);
  });

  it("cancels with a comment, saying how many people its means notify", async () => {
    const row = aRow(12, {
      status: "public",
      means: { count: 2, cancelled: 1, staff: { required: 15, validated: 12, pending: 1 } },
    });
    const { calls } = openRow(row, (call) =>
      call.path === "OperationalActivity/Cancel/12" ? { ...row, status: "cancelled" } : null,
    );
    await choose("Annuler l'activité");
    const dialog = await screen.findByRole("alertdialog", { name: "Annuler l'activité ?" });
    expect(
      within(dialog).getByText(
        "Les 13 personnes inscrites sur ses moyens d'intervention seront prévenues par e-mail.",
      ),
    ).toBeTruthy();
    expect(within(dialog).getByText(/L'annulation est définitive\./)).toBeTruthy();
    fireEvent.change(within(dialog).getByRole("textbox", { name: "Commentaire (facultatif)" }), {
      target: { value: " Pluie annoncée " },
    });
    fireEvent.click(within(dialog).getByRole("button", { name: "Annuler l'activité" }));
    await vi.waitFor(() => expect(screen.queryByRole("alertdialog")).toBeNull());
    expect(callsTo(calls, "OperationalActivity/Cancel/12")).toEqual([
      {
        method: "POST",
        path: "OperationalActivity/Cancel/12",
        body: { comment: "Pluie annoncée" },
      },
    ]);
    expect(toastQueue.queue.visibleToasts.map((toast) => toast.content.title)).toContain(
      "Activité annulée",
    );
  });

  it("says nobody is notified when nobody is registered, and cancels without a comment", async () => {
    const row = aRow(12, {
      means: { count: 1, cancelled: 0, staff: { required: 4, validated: 0, pending: 0 } },
    });
    const { calls } = openRow(row, () => row);
    await choose("Annuler l'activité");
    const dialog = await screen.findByRole("alertdialog");
    expect(
      within(dialog).getByText(
        "Personne n'est inscrit sur ses moyens d'intervention : personne ne sera prévenu.",
        { normalizer: shownAs },
      ),
    ).toBeTruthy();
    fireEvent.click(within(dialog).getByRole("button", { name: "Annuler l'activité" }));
    await vi.waitFor(() =>
      expect(callsTo(calls, "OperationalActivity/Cancel/12")[0]?.body).toEqual({ comment: "" }),
    );
  });

  it("deletes one occurrence only, warning first when people are registered on it", async () => {
    const row = aRow(12, { status: "public", recurrenceId: 5 });
    const { calls, onDeleted } = openRow(row);
    await choose("Supprimer cette occurrence");
    const dialog = await screen.findByRole("alertdialog", {
      name: "Supprimer cette occurrence ?",
    });
    expect(within(dialog).getByText(/Les autres occurrences de la série restent\./)).toBeTruthy();
    expect(
      within(dialog).getByText(/13 personnes sont inscrites sur ses moyens d'intervention\./),
    ).toBeTruthy();
    fireEvent.click(within(dialog).getByRole("button", { name: "Supprimer l'occurrence" }));
    await vi.waitFor(() => expect(onDeleted).toHaveBeenCalledWith([12]));
    expect(callsTo(calls, "OperationalActivity/12")).toEqual([
      { method: "DELETE", path: "OperationalActivity/12", body: undefined },
    ]);
  });
});
