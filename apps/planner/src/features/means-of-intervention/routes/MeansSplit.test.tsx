import { apiError, blocking } from "@releve/domain";
import { toastQueue } from "@releve/ui";
import { cleanup, fireEvent, screen, within } from "@testing-library/react";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { ApiRequestError } from "../../../lib/api-client";
import { activateLanguage } from "../../../lib/i18n";
import { testAuthorization } from "../../../test/fixtures";
import { aMeans, anActivity, meansTypes, registrationPlace } from "../../../test/planning-fixtures";
import {
  type Answer,
  callsTo,
  type RecordedCall,
  renderInApp,
  shownAs,
} from "../../../test/render-in-app";
import { MeansDetailPage } from "./MeansDetailPage";

const manager = testAuthorization(["C"]);
const at = (time: string) => `2031-03-08T${time}:00+01:00`;

/** Means 71: an open first-aid vehicle on a 12-hour day shift, not split yet. */
const dayShift = aMeans(
  71,
  { required: 4, validated: 2, pending: 1 },
  { plateNumber: "AB-123-CD", start: at("08:00"), end: at("20:00") },
);
/** A means as this test answers it, in any status, split or not. */
type MeansAnswer = Omit<typeof dayShift, "status" | "splitSiblingId"> & {
  status: string;
  splitSiblingId: number | null;
};

/** What the API holds once means 71 is split 4 h + 8 h: it keeps the first half, 72 the second. */
const firstHalf = { ...dayShift, end: at("12:00"), splitSiblingId: 72, version: 2 };
const secondHalf = { ...dayShift, id: 72, start: at("12:00"), splitSiblingId: 71 };

/** A registration on means 71 of a person of that staff type, for those hours. */
function registration(
  id: number,
  person: { firstName: string; lastName: string; staffType: string },
  hours: { start: string; end: string; status?: string },
) {
  const status = hours.status ?? "validated";
  return {
    id,
    personId: id,
    person: { id, function: null, ...person },
    meansOfInterventionId: 71,
    operationalActivityId: 12,
    ...registrationPlace(hours),
    status,
    isProposed: false,
    operationalRoleId: null,
    comment: "",
    rejectionReason: null,
    feedback: null,
    start: hours.start,
    end: hours.end,
    proposedSchedule: null,
    plannedSchedule: null,
    createdAt: "2031-02-20T10:00:00+01:00",
    latestStatusChange: { status, at: "2031-02-21T10:00:00+01:00", byPersonId: 3 },
  };
}

const people = [
  registration(
    301,
    { firstName: "Lucas", lastName: "Moreau", staffType: "employee" },
    { start: at("08:00"), end: at("12:00") },
  ),
  registration(
    302,
    { firstName: "Emma", lastName: "Petit", staffType: "volunteer" },
    { start: at("10:00"), end: at("16:00") },
  ),
  registration(
    303,
    { firstName: "Inès", lastName: "Kara", staffType: "external" },
    { start: at("15:00"), end: at("20:00"), status: "pending" },
  ),
  registration(
    304,
    { firstName: "Hugo", lastName: "Leroy", staffType: "employee" },
    { start: at("08:00"), end: at("20:00"), status: "rejected" },
  ),
];

/**
 * What the API answers for means 71 and its page; the split answers its two halves, after which
 * the means reads as its first half. `refuse` answers a call first when it returns.
 */
function answers(
  means: MeansAnswer = dayShift,
  refuse: (call: RecordedCall) => unknown = () => undefined,
): Answer {
  let isSplit = false;
  const byPath: Record<string, unknown> = {
    "MeansOfIntervention/History/71": [],
    "OperationalActivity/12": anActivity(12, { status: "public" }),
    MeansOfInterventionType: meansTypes,
    departure: [],
    PredefinedSchedule: [],
    OperationalRole: [],
    "Registration/search": { items: people, total: people.length, page: 1, pageSize: 100 },
  };
  return (call) => {
    const refused = refuse(call);
    if (refused !== undefined) return refused;
    if (call.path === "MeansOfIntervention/71") return isSplit ? firstHalf : means;
    if (call.path === "MeansOfIntervention/Split/71") {
      isSplit = true;
      return [firstHalf, secondHalf];
    }
    if (!(call.path in byPath)) throw new Error(`No answer for ${call.method} ${call.path}`);
    return byPath[call.path];
  };
}

function openPage(answer: Answer) {
  return renderInApp(<MeansDetailPage />, {
    answers: answer,
    authorization: manager,
    route: {
      path: "/means-of-intervention-detail-page/:id?",
      at: "/means-of-intervention-detail-page/71",
    },
  });
}

/** Opens the split dialog from the means' page. */
async function startSplit() {
  fireEvent.click(await screen.findByRole("button", { name: "Scinder le moyen" }));
  return screen.getByRole("dialog", { name: "Scinder « VPSP · AB-123-CD »" });
}

/** The people shown in the dialog, by name, as their rows read. */
async function followers(dialog: HTMLElement) {
  const region = within(dialog).getByRole("region", { name: "Personnes inscrites" });
  const rows = await within(region).findAllByRole("listitem");
  return Object.fromEntries(
    rows.map((row) => [
      shownAs(row.textContent ?? "").split(" · ")[0],
      shownAs(row.textContent ?? ""),
    ]),
  );
}

const toastTitles = () => toastQueue.queue.visibleToasts.map((toast) => toast.content.title);

beforeAll(() => activateLanguage("fr"));
afterEach(() => {
  cleanup();
  for (const toast of toastQueue.queue.visibleToasts) toastQueue.close(toast.key);
});

describe("splitting a means from its page", () => {
  it("shows where each person goes before confirming, splits by the chosen type and shows the first half linked to the second", async () => {
    const { calls } = openPage(answers());
    const dialog = await startSplit();

    let rows = await followers(dialog);
    // Only the live registrations move: the rejected one is not among them.
    expect(Object.keys(rows)).toEqual(["MOREAU Lucas", "PETIT Emma", "KARA Inès"]);
    // 6 h + 6 h, cut at 14:00: the employee follows onto the second half with its hours.
    expect(rows["MOREAU Lucas"]).toMatch(/Salarié.*Première partie : .*08:00.*12:00/);
    expect(rows["MOREAU Lucas"]).toMatch(/Seconde partie : .*14:00.*20:00/);
    expect(rows["PETIT Emma"]).toMatch(/Bénévole.*Première partie : .*10:00.*14:00/);
    expect(rows["KARA Inès"]).toMatch(/Externe.*Seconde partie : .*15:00.*20:00/);
    expect(rows["KARA Inès"]).not.toContain("Première partie");

    fireEvent.click(within(dialog).getByRole("radio", { name: "4 h + 8 h" }));
    rows = await followers(dialog);
    expect(rows["MOREAU Lucas"]).toMatch(/Première partie : .*08:00.*12:00/);
    expect(rows["MOREAU Lucas"]).toMatch(/Seconde partie : .*12:00.*20:00/);
    expect(rows["PETIT Emma"]).toMatch(/Seconde partie : .*12:00.*16:00/);

    fireEvent.click(within(dialog).getByRole("button", { name: "Scinder" }));
    await vi.waitFor(() => expect(toastTitles()).toContain("Moyen scindé"));
    await vi.waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(callsTo(calls, "MeansOfIntervention/Split/71").map((call) => call.body)).toEqual([
      { splitType: "from12To4And8" },
    ]);
    // The dialog reads the means' people in one page of the largest size.
    expect(callsTo(calls, "Registration/search").map((call) => call.body)).toContainEqual(
      expect.objectContaining({ meansOfInterventionIds: [71], page: 1, pageSize: 100 }),
    );

    const facts = screen.getByRole("region", { name: "Informations" });
    const fact = (term: string) => within(facts).getByText(term).nextElementSibling as HTMLElement;
    await vi.waitFor(() =>
      expect(shownAs(fact("Sur place").textContent ?? "")).toBe("8 mars 2031, 08:00 – 12:00"),
    );
    expect(
      within(fact("Scission"))
        .getByRole("link", { name: "Autre moitié : moyen n° 72" })
        .getAttribute("href"),
    ).toBe("/means-of-intervention-detail-page/72");
    // Split once: the means, now a half, offers no split.
    expect(screen.queryByRole("button", { name: "Scinder le moyen" })).toBeNull();
  });

  it("says a refused split in the dialog, which stays open to be cancelled", async () => {
    const { calls } = openPage(
      answers(dayShift, (call) => {
        if (call.path !== "MeansOfIntervention/Split/71") return undefined;
        throw new ApiRequestError(
          409,
          apiError("meansOfIntervention", "alreadySplit", { splitSiblingId: 72 }),
        );
      }),
    );
    const dialog = await startSplit();
    await followers(dialog);
    fireEvent.click(within(dialog).getByRole("button", { name: "Scinder" }));
    const refusal = await within(dialog).findByRole("alert");
    expect(shownAs(refusal.textContent ?? "")).toContain("Scission refusée");
    expect(shownAs(refusal.textContent ?? "")).toContain("a déjà été scindé");
    expect(screen.getByRole("dialog")).toBe(dialog);
    expect(toastTitles()).not.toContain("Moyen scindé");
    expect(callsTo(calls, "MeansOfIntervention/Split/71")).toHaveLength(1);

    fireEvent.click(within(dialog).getByRole("button", { name: "Annuler" }));
    await vi.waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  });

  it("words a split the domain refused by its finding", async () => {
    openPage(
      answers(dayShift, (call) => {
        if (call.path !== "MeansOfIntervention/Split/71") return undefined;
        throw new ApiRequestError(
          400,
          apiError("validation", "invalidForm", {
            findings: [blocking("splitType", "split.notTwelveHours", { hours: 12 })],
          }),
        );
      }),
    );
    const dialog = await startSplit();
    await followers(dialog);
    fireEvent.click(within(dialog).getByRole("button", { name: "Scinder" }));
    const refusal = await within(dialog).findByRole("alert");
    expect(shownAs(refusal.textContent ?? "")).toContain(
      "Seul un moyen d'intervention de 12 heures peut être scindé.",
    );
  });

  it("offers the split only on a public or open means of 12 hours that is not a half already", async () => {
    const cases: [MeansAnswer, boolean][] = [
      [dayShift, true],
      [{ ...dayShift, status: "public" }, true],
      [{ ...dayShift, end: at("18:00") }, false],
      [{ ...dayShift, status: "draft" }, false],
      [{ ...dayShift, splitSiblingId: 72 }, false],
    ];
    for (const [means, isOffered] of cases) {
      openPage(answers(means));
      await screen.findByRole("button", { name: "Supprimer le moyen" });
      expect(screen.queryByRole("button", { name: "Scinder le moyen" }) !== null).toBe(isOffered);
      cleanup();
    }
  });
});
