import type { Schedule } from "@releve/domain";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { type ReactNode, useState } from "react";
import { I18nProvider } from "react-aria-components";
import { describe, expect, it, vi } from "vitest";
import type { UiLocale } from "../../i18n/locales";
import { renderWithI18n } from "../../test/renderWithI18n";
import { Button } from "../Button/Button";
import { DialogTrigger } from "../Dialog/Dialog";
import { SplitDialog, type SplitDialogProps } from "./SplitDialog";
import type { SplitFollower } from "./SplitDialogFollowers";

const dayShift: Schedule = { start: "2026-06-12T08:00:00+02:00", end: "2026-06-12T20:00:00+02:00" };

/** People registered on the day shift, on the 12th of June 2026 in Paris. */
const at = (time: string) => `2026-06-12T${time}:00+02:00`;
const followers: SplitFollower[] = [
  {
    registrationId: 401,
    name: "MOREAU Lucas",
    staffType: "employee",
    start: at("08:00"),
    end: at("12:00"),
  },
  {
    registrationId: 402,
    name: "PETIT Emma",
    staffType: "volunteer",
    start: at("10:00"),
    end: at("16:00"),
  },
  {
    registrationId: 403,
    name: "KARA Inès",
    staffType: "external",
    start: at("15:00"),
    end: at("20:00"),
  },
];

/** The rows of the people registered, by name, as their text reads. */
function followerRows() {
  const region = screen.getByRole("region", { name: "Personnes inscrites" });
  return Object.fromEntries(
    within(region)
      .getAllByRole("listitem")
      .map((row) => [row.textContent?.split(" · ")[0], row.textContent ?? ""]),
  );
}

/** A promise the test settles when it chooses. */
function deferred<T>() {
  let settle: (value: T) => void = () => {};
  const promise = new Promise<T>((resolve) => {
    settle = resolve;
  });
  return { promise, settle };
}
const ariaLocales: Record<UiLocale, string> = { fr: "fr-FR", en: "en-GB", de: "de-DE" };

async function open(props: Partial<SplitDialogProps> = {}, locale: UiLocale = "fr") {
  const user = userEvent.setup();
  renderWithI18n(
    <I18nProvider locale={ariaLocales[locale]}>
      <DialogTrigger>
        <Button>Ouvrir</Button>
        <SplitDialog means={dayShift} onConfirm={() => {}} {...props} />
      </DialogTrigger>
    </I18nProvider>,
    locale,
  );
  await user.click(screen.getByRole("button", { name: "Ouvrir" }));
  return user;
}

/** A host that says why its split call was refused. */
function Host({ outcome }: { outcome: () => Promise<boolean> }): ReactNode {
  const [refusal, setRefusal] = useState<string>();
  return (
    <SplitDialog
      means={dayShift}
      refusal={refusal}
      onConfirm={async () => {
        const isDone = await outcome();
        if (!isDone) setRefusal("Ce moyen a déjà été scindé.");
        return isDone;
      }}
    />
  );
}

describe("SplitDialog", () => {
  it("offers the three split types of the domain, with the time of each cut", async () => {
    await open();
    const radios = screen.getAllByRole("radio");
    expect(radios.map((radio) => radio.getAttribute("value"))).toEqual([
      "halfAndHalf",
      "from12To4And8",
      "from12To8And4",
    ]);
    expect(screen.getByRole("radio", { name: "6 h + 6 h" })).toHaveProperty("checked", true);
    expect(
      screen.getByRole("radio", { name: "4 h + 8 h" }).getAttribute("aria-describedby"),
    ).toBeTruthy();
    expect(screen.getByText("Coupure à 12:00")).toBeTruthy();
    expect(screen.getByText("Coupure à 16:00")).toBeTruthy();
  });

  it("previews both halves as the domain cuts them, and follows the chosen type", async () => {
    const onSplitTypeChange = vi.fn();
    const user = await open({ onSplitTypeChange });
    const preview = screen.getByRole("region", { name: "Aperçu des deux parties" });
    expect(preview.textContent).toContain("Première partie");
    expect(preview.textContent).toMatch(/08:00.*14:00/);
    expect(preview.textContent).toMatch(/14:00.*20:00/);
    await user.click(screen.getByRole("radio", { name: "8 h + 4 h" }));
    expect(onSplitTypeChange).toHaveBeenCalledWith("from12To8And4");
    expect(preview.textContent).toMatch(/08:00.*16:00/);
    expect(preview.textContent).toContain("8 h");
    expect(preview.textContent).toContain("4 h");
  });

  it("confirms with the split type and the halves, then closes", async () => {
    const onConfirm = vi.fn();
    const user = await open({ onConfirm, defaultSplitType: "from12To4And8" });
    await user.click(screen.getByRole("button", { name: "Scinder" }));
    expect(onConfirm).toHaveBeenCalledWith("from12To4And8", {
      first: { start: "2026-06-12T08:00:00+02:00", end: "2026-06-12T12:00:00+02:00" },
      second: { start: "2026-06-12T12:00:00+02:00", end: "2026-06-12T20:00:00+02:00" },
    });
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  });

  it("shows the domain's refusal for a means that does not last 12 hours, and cannot split it", async () => {
    const onConfirm = vi.fn();
    const user = await open({
      onConfirm,
      means: { start: "2026-06-12T08:00:00+02:00", end: "2026-06-12T18:00:00+02:00" },
    });
    expect(screen.getByRole("radiogroup").getAttribute("aria-invalid")).toBe("true");
    expect(
      screen.getByText("Seul un moyen de 12 h peut être scindé ; celui-ci ne dure pas 12 h."),
    ).toBeTruthy();
    const split = screen.getByRole("button", { name: "Scinder" });
    expect(split).toHaveProperty("disabled", true);
    await user.click(split);
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it("gives the real length of a half on the spring-forward night", async () => {
    await open({
      means: { start: "2026-03-28T20:00:00+01:00", end: "2026-03-29T08:00:00+02:00" },
    });
    const preview = screen.getByRole("region", { name: "Aperçu des deux parties" });
    expect(preview.textContent).toContain("6 h");
    expect(preview.textContent).toContain("5 h");
  });

  it("moves between types with the arrow keys and cancels with Escape, giving focus back", async () => {
    const onConfirm = vi.fn();
    const user = await open({ onConfirm });
    await user.tab();
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole("radio", { name: "6 h + 6 h" }));
    await user.keyboard("{ArrowRight}");
    expect(screen.getByRole("radio", { name: "4 h + 8 h" })).toHaveProperty("checked", true);
    await user.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole("button", { name: "Ouvrir" })),
    );
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it("places each person registered where the domain moves them, for the chosen type", async () => {
    const user = await open({ followers });
    let rows = followerRows();
    // 6 h + 6 h, cut at 14:00: the employee follows onto the second part too, with its hours.
    expect(rows["MOREAU Lucas"]).toContain("Salarié");
    expect(rows["MOREAU Lucas"]).toMatch(/Première partie : .*08:00.*12:00/);
    expect(rows["MOREAU Lucas"]).toMatch(/Seconde partie : .*14:00.*20:00/);
    // A volunteer across the cut is on both parts, cut at it.
    expect(rows["PETIT Emma"]).toContain("Bénévole");
    expect(rows["PETIT Emma"]).toMatch(/Première partie : .*10:00.*14:00/);
    expect(rows["PETIT Emma"]).toMatch(/Seconde partie : .*14:00.*16:00/);
    // Someone from outside stays where their hours fall.
    expect(rows["KARA Inès"]).toContain("Externe");
    expect(rows["KARA Inès"]).not.toContain("Première partie");
    expect(rows["KARA Inès"]).toMatch(/Seconde partie : .*15:00.*20:00/);
    expect(screen.getByText(/Les salariés suivent sur les deux parties/)).toBeTruthy();

    await user.click(screen.getByRole("radio", { name: "8 h + 4 h" }));
    rows = followerRows();
    expect(rows["PETIT Emma"]).toMatch(/Première partie : .*10:00.*16:00/);
    expect(rows["PETIT Emma"]).not.toContain("Seconde partie");
    expect(rows["MOREAU Lucas"]).toMatch(/Seconde partie : .*16:00.*20:00/);
    expect(rows["KARA Inès"]).toMatch(/Première partie : .*15:00.*16:00/);
  });

  it("says when nobody is registered", async () => {
    await open({ followers: [] });
    const region = screen.getByRole("region", { name: "Personnes inscrites" });
    expect(region.textContent).toBe("Personnes inscritesPersonne n'est inscrit sur ce moyen.");
    expect(within(region).queryByRole("listitem")).toBeNull();
  });

  it("says how many registrations the host did not list", async () => {
    await open({ followers: followers.slice(0, 1), moreFollowers: 2 });
    expect(Object.keys(followerRows())).toEqual(["MOREAU Lucas"]);
    expect(screen.getByText("2 autres inscriptions ne sont pas affichées.")).toBeTruthy();
  });

  it("shows why the people could not be read instead of them, and still lets the means be split", async () => {
    const onConfirm = vi.fn();
    const user = await open({
      followersProblem: <p>Le personnel n'a pas pu être chargé.</p>,
      onConfirm,
    });
    const region = screen.getByRole("region", { name: "Personnes inscrites" });
    expect(region.textContent).toContain("Le personnel n'a pas pu être chargé.");
    expect(within(region).queryByRole("listitem")).toBeNull();
    await user.click(screen.getByRole("button", { name: "Scinder" }));
    expect(onConfirm).toHaveBeenCalledWith("halfAndHalf", expect.anything());
  });

  it("waits for the people registered before it lets the means be split", async () => {
    const onConfirm = vi.fn();
    const user = await open({ followers: "loading", onConfirm });
    const region = screen.getByRole("region", { name: "Personnes inscrites" });
    await waitFor(() =>
      expect(within(region).getByRole("status").textContent).toBe(
        "Recherche des personnes inscrites…",
      ),
    );
    const split = screen.getByRole("button", { name: "Scinder" });
    expect(split).toHaveProperty("disabled", true);
    await user.click(split);
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it("stays open while an asynchronous split runs, nothing closing it, then closes when done", async () => {
    const call = deferred<boolean>();
    const onConfirm = vi.fn(() => call.promise);
    const user = await open({ onConfirm, followers });
    await user.click(screen.getByRole("button", { name: "Scinder" }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    const busy = screen.getByRole("button", { name: "Scission en cours…" });
    expect(busy.getAttribute("aria-disabled")).toBe("true");
    expect(screen.getByRole("button", { name: "Annuler" })).toHaveProperty("disabled", true);
    expect(screen.queryByRole("button", { name: "Fermer" })).toBeNull();
    expect(screen.getByRole("radio", { name: "4 h + 8 h" })).toHaveProperty("disabled", true);
    await user.click(busy);
    await user.keyboard("{Escape}");
    expect(screen.getByRole("dialog")).toBeTruthy();
    expect(onConfirm).toHaveBeenCalledTimes(1);

    call.settle(true);
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  });

  it("stays open on a refused split and shows why, Split offered again", async () => {
    const user = userEvent.setup();
    renderWithI18n(
      <I18nProvider locale="fr-FR">
        <DialogTrigger>
          <Button>Ouvrir</Button>
          <Host outcome={() => Promise.resolve(false)} />
        </DialogTrigger>
      </I18nProvider>,
    );
    await user.click(screen.getByRole("button", { name: "Ouvrir" }));
    await user.click(screen.getByRole("button", { name: "Scinder" }));
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toContain("Scission refusée");
    expect(alert.textContent).toContain("Ce moyen a déjà été scindé.");
    expect(screen.getByRole("dialog")).toBeTruthy();
    expect(
      screen.getByRole("button", { name: "Scinder" }).getAttribute("aria-disabled"),
    ).toBeNull();
    expect(screen.getByRole("button", { name: "Annuler" })).toHaveProperty("disabled", false);
  });

  it("counts a rejected split as refused and stays open", async () => {
    const user = await open({ onConfirm: () => Promise.reject(new Error("network down")) });
    await user.click(screen.getByRole("button", { name: "Scinder" }));
    expect(await screen.findByRole("button", { name: "Scinder" })).toBeTruthy();
    expect(screen.getByRole("dialog")).toBeTruthy();
  });

  it.each([
    ["en", "People registered", "Employee", "Second part: "],
    ["de", "Angemeldete Personen", "Angestellt", "Zweiter Teil: "],
  ] as const)("places the people in %s", async (locale, heading, employee, second) => {
    await open({ followers }, locale);
    const region = screen.getByRole("region", { name: heading });
    const lucas = within(region).getAllByRole("listitem")[0]?.textContent ?? "";
    expect(lucas).toContain(employee);
    expect(lucas).toContain(second);
  });

  it.each([
    ["en", "Split the means", "Split", "Cut at 14:00"],
    ["de", "Einsatzmittel teilen", "Teilen", "Trennung um 14:00"],
  ] as const)("speaks %s", async (locale, title, confirm, cut) => {
    await open({}, locale);
    expect(screen.getByRole("dialog", { name: title })).toBeTruthy();
    expect(screen.getByRole("button", { name: confirm })).toBeTruthy();
    expect(screen.getByText(cut)).toBeTruthy();
  });
});
