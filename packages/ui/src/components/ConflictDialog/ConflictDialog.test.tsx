import type { Conflict } from "@releve/domain";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { renderWithI18n } from "../../test/renderWithI18n";
import { Button } from "../Button/Button";
import { DialogTrigger } from "../Dialog/Dialog";
import { ConflictDialog, type ConflictDialogProps } from "./ConflictDialog";

const absence: Conflict = {
  type: "absence",
  personId: 12,
  meansOfInterventionId: 1042,
  otherIds: [],
  blocking: true,
};
const pendingElsewhere: Conflict = {
  type: "existingRegistration",
  personId: 7,
  meansOfInterventionId: 1042,
  otherIds: [998, 1001],
  blocking: false,
};

type Props = Partial<ConflictDialogProps> & { isNamed?: boolean };

const personName = (id: number) => (id === 7 ? "Camille DURAND" : "Yanis MARTIN");

function Assign({ isNamed = true, ...props }: Props) {
  const dialogProps = {
    conflicts: [pendingElsewhere],
    onConfirm: () => {},
    ...(isNamed ? { personName } : {}),
    ...props,
  } as ConflictDialogProps;
  return (
    <DialogTrigger>
      <Button>Affecter</Button>
      <ConflictDialog {...dialogProps} />
    </DialogTrigger>
  );
}

async function open(props: Props = {}, locale: "fr" | "en" | "de" = "fr") {
  const user = userEvent.setup();
  renderWithI18n(<Assign {...props} />, locale);
  await user.click(screen.getByRole("button", { name: "Affecter" }));
  return user;
}

describe("ConflictDialog", () => {
  it("refuses the action when a conflict blocks: no confirm button, only Cancel", async () => {
    await open({ conflicts: [absence, pendingElsewhere] });
    const dialog = screen.getByRole("alertdialog", { name: "Conflits de planification" });
    expect(
      within(dialog)
        .getAllByRole("button")
        .map((button) => button.textContent),
    ).toEqual(["Annuler"]);
    const blocking = screen.getByRole("region", { name: "Conflits bloquants" });
    expect(within(blocking).getByText("Absence")).toBeTruthy();
    expect(within(blocking).getByText("Yanis MARTIN — Moyen n° 1042")).toBeTruthy();
    const nonBlocking = screen.getByRole("region", { name: "Conflits non bloquants" });
    expect(within(nonBlocking).getByText("Déjà inscrite ailleurs")).toBeTruthy();
  });

  it.each([
    {
      locale: "fr",
      region: "Conflits non bloquants",
      rest: ["Repos insuffisant", /^Moins de 11 heures de repos d'affilée dans la journée/],
      duty: ["Journée trop chargée", /^Plus de 10 heures de service dans la journée/],
      confirm: "Confirmer malgré les conflits",
    },
    {
      locale: "en",
      region: "Non-blocking conflicts",
      rest: [
        "Too little rest",
        /^Less than 11 hours of consecutive rest in the person's working day/,
      ],
      duty: ["Day too long", /^More than 10 hours of duty in the person's working day/],
      confirm: "Confirm despite the conflicts",
    },
    {
      locale: "de",
      region: "Nicht blockierende Konflikte",
      rest: ["Ruhezeit zu kurz", /^Weniger als 11 Stunden zusammenhängende Ruhezeit/],
      duty: ["Zu langer Diensttag", /^Mehr als 10 Stunden Dienst im Arbeitstag/],
      confirm: "Trotz der Konflikte bestätigen",
    },
  ] as const)(
    "lists the rest rules' warnings with the flagged conflicts, with their thresholds ($locale)",
    async ({ locale, region, rest, duty, confirm }) => {
      const warning = (type: "shortRest" | "longDuty"): Conflict => ({
        type,
        personId: 7,
        meansOfInterventionId: 1042,
        otherIds: [998],
        blocking: false,
      });
      await open({ conflicts: [warning("shortRest"), warning("longDuty")] }, locale);
      const flagged = screen.getByRole("region", { name: region });
      for (const [name, explanation] of [rest, duty]) {
        expect(within(flagged).getByText(name)).toBeTruthy();
        expect(within(flagged).getByText(explanation)).toBeTruthy();
      }
      expect(screen.getByRole("button", { name: confirm })).toBeTruthy();
    },
  );

  it("lets the person confirm non-blocking conflicts, once, then closes", async () => {
    const onConfirm = vi.fn();
    const user = await open({ onConfirm, confirmLabel: "Affecter quand même" });
    expect(screen.getByRole("alertdialog")).toHaveProperty(
      "textContent",
      expect.stringContaining("1 conflit non bloquant"),
    );
    await user.click(screen.getByRole("button", { name: "Affecter quand même" }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole("alertdialog")).toBeNull());
  });

  it("starts on Cancel; Escape cancels without confirming and gives focus back", async () => {
    const onConfirm = vi.fn();
    const user = await open({ onConfirm });
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole("button", { name: "Annuler" })),
    );
    await user.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("alertdialog")).toBeNull());
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole("button", { name: "Affecter" })),
    );
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it("names the other means by number and opens one with the callback", async () => {
    const onOpenMeans = vi.fn();
    const user = await open({ onOpenMeans });
    await user.click(screen.getByRole("link", { name: "Moyen n°\u00a01001" }));
    expect(onOpenMeans).toHaveBeenCalledWith(1001);
    expect(screen.getByRole("link", { name: "Moyen n°\u00a0998" })).toBeTruthy();
  });

  it("links the other means to their pages with meansHref", async () => {
    await open({ meansHref: (id) => `/means-of-intervention/${id}` });
    expect(screen.getByRole("link", { name: "Moyen n°\u00a0998" }).getAttribute("href")).toBe(
      "/means-of-intervention/998",
    );
  });

  it("shows the other means as text when it cannot open them", async () => {
    await open();
    expect(screen.queryByRole("link")).toBeNull();
    expect(screen.getByText("Moyen n° 998")).toBeTruthy();
  });

  it("names a registration and a person without a name by number", async () => {
    await open({ conflicts: [{ ...absence, registrationId: 88 }], isNamed: false });
    expect(screen.getByText("Personne n° 12 — Inscription n° 88, moyen n° 1042")).toBeTruthy();
  });

  it.each([
    ["en", "Scheduling conflicts", "Cancel", "Absence", "Blocking conflicts"],
    ["de", "Planungskonflikte", "Abbrechen", "Abwesenheit", "Blockierende Konflikte"],
  ] as const)("speaks %s", async (locale, title, cancel, kind, heading) => {
    await open({ conflicts: [absence] }, locale);
    expect(screen.getByRole("alertdialog", { name: title })).toBeTruthy();
    expect(screen.getByRole("button", { name: cancel })).toBeTruthy();
    expect(screen.getByText(kind)).toBeTruthy();
    expect(screen.getByRole("region", { name: heading })).toBeTruthy();
  });
});
