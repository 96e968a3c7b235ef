import { act, cleanup, screen, waitFor, within } from "@testing-library/react";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { ApiRequestError } from "../../../lib/api-client";
import { activateLanguage } from "../../../lib/i18n";
import { callsTo, type RecordedCall, shownAs } from "../../../test/render-in-app";
import { anActivity } from "../test-fixtures";
import { named, openForm, press, typeText } from "./ActivityFormPage.test-support";

/** The business clock of these tests: 1 February 2031, 10:00 in Paris. */
const now = new Date("2031-02-01T09:00:00Z");

/** An occurrence of series 4, on `day`, 08:00–18:00 in Paris. */
const occurrence = (id: number, day: string, status: "draft" | "cancelled" = "draft") =>
  anActivity(id, {
    start: `${day}T08:00:00+01:00`,
    end: `${day}T18:00:00+01:00`,
    registrationDeadline: null,
    recurrenceId: 4,
    status,
  });

/** Series 4: four Saturdays, the third one cancelled. */
const series = {
  id: 4,
  type: "weekly",
  start: "2031-03-08",
  end: null,
  occurrenceCount: 4,
  weekdays: 32,
  dayOfMonth: null,
  nth: null,
  occurrences: [
    occurrence(41, "2031-03-08"),
    occurrence(42, "2031-03-15"),
    occurrence(43, "2031-03-22", "cancelled"),
    occurrence(44, "2031-03-29"),
  ],
};

/** What the preview and the edit answer for `scope`. */
function impact(scope: string) {
  const following = scope === "following";
  return {
    scope,
    activityCount: following ? 2 : 1,
    skippedIds: following ? [43] : [],
    meansCount: following ? 3 : 1,
    registrationCount: following ? 5 : 2,
    outsidePeriodCount: following ? 1 : 0,
    outsidePeriod: following
      ? [
          {
            registrationId: 70,
            personId: 8,
            firstName: "Inès",
            lastName: "Morel",
            operationalActivityId: 44,
            meansOfInterventionId: 12,
            start: "2031-03-29T17:00:00+01:00",
            end: "2031-03-29T19:00:00+01:00",
          },
        ]
      : [],
    findings: [],
    // The whole series reaches the first Saturday, whose rules find something else.
    occurrenceFindings:
      scope === "series"
        ? [
            {
              operationalActivityId: 41,
              start: "2031-03-08T08:00:00+01:00",
              findings: [
                {
                  field: "start",
                  code: "date.periodTooLong",
                  params: { years: 1 },
                  severity: "warning",
                },
              ],
            },
          ]
        : [],
  };
}

/** The API of an occurrence's edit: the occurrence, its series, the preview and the edit. */
function seriesApi(apply: (call: RecordedCall) => unknown) {
  return (call: RecordedCall) => {
    const { path, method } = call;
    if (path === "OperationalActivity/42" && method === "GET") return occurrence(42, "2031-03-15");
    if (path === "Recurrence/4") return series;
    if (path === "OperationalActivity/PreviewSeriesEdit/42") {
      const { scope } = call.body as { scope: string };
      return { ...impact(scope), operationalActivityIds: scope === "one" ? [42] : [42, 44] };
    }
    if (path === "OperationalActivity/EditSeries/42") return apply(call);
    throw new Error(`No answer for ${method} ${path}`);
  };
}

/** Opens occurrence 42's form, changes its title, and asks to save. */
async function editOccurrence(apply: (call: RecordedCall) => unknown) {
  const rendered = openForm("/operational-activity/edit/42", seriesApi(apply));
  await screen.findByRole("textbox", { name: named("Titre") });
  typeText("Titre", "Poste de secours — marathon");
  press("Enregistrer les modifications");
  const dialog = await screen.findByRole("alertdialog", {
    name: "Modifier une occurrence de la série",
  });
  return { ...rendered, dialog };
}

beforeAll(async () => {
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(now);
  await activateLanguage("fr");
});
afterAll(() => vi.useRealTimers());
afterEach(cleanup);

describe("editing an occurrence of a series (decision 031)", () => {
  it("asks the scope, previews it, and applies the edit to the scope chosen", async () => {
    const { calls, router, dialog } = await editOccurrence(({ body }) => ({
      ...impact((body as { scope: string }).scope),
      activities: [occurrence(42, "2031-03-15"), occurrence(44, "2031-03-29")],
    }));
    expect(within(dialog).getByRole("radio", { name: "Cette occurrence" })).toBeTruthy();
    expect(
      await within(dialog).findByText("1 activité, 1 moyen, 2 inscriptions concernés", {
        normalizer: shownAs,
      }),
    ).toBeTruthy();
    act(() => within(dialog).getByRole("radio", { name: "Celle-ci et les suivantes" }).click());
    const counts =
      "2 activités, 3 moyens, 5 inscriptions concernés ; 1 inscription tombe hors de la nouvelle période et sera signalée";
    expect(await within(dialog).findByText(counts, { normalizer: shownAs })).toBeTruthy();
    const previews = callsTo(calls, "OperationalActivity/PreviewSeriesEdit/42");
    expect(previews.at(-1)?.method).toBe("POST");
    expect(previews.at(-1)?.body).toMatchObject({
      title: "Poste de secours — marathon",
      start: "2031-03-15T08:00",
      scope: "following",
    });
    const outside = within(dialog).getByRole("list", { name: "Inscriptions hors période" });
    expect(within(outside).getByRole("listitem").textContent).toMatch(
      /^Inès Morel — activité du 29 mars 2031, 08:00$/,
    );
    expect(
      within(dialog).getByText(/Une occurrence annulée reste telle quelle : 22 mars 2031/, {
        normalizer: shownAs,
      }),
    ).toBeTruthy();
    expect(callsTo(calls, "OperationalActivity/EditSeries/42")).toHaveLength(0);

    act(() => within(dialog).getByRole("button", { name: "Appliquer la modification" }).click());
    await waitFor(() =>
      expect(router.state.location.pathname).toBe("/operational-activity-detail-page/42"),
    );
    const [applied] = callsTo(calls, "OperationalActivity/EditSeries/42");
    expect(applied?.method).toBe("PUT");
    expect(applied?.body).toMatchObject({
      title: "Poste de secours — marathon",
      scope: "following",
    });
    // The scope's edit, not the single one: the occurrence is only read (then read again).
    expect(callsTo(calls, "OperationalActivity/42").every((call) => call.method === "GET")).toBe(
      true,
    );
  });

  it("says which occurrence stops the edit when the rules refuse another one", async () => {
    const { router, dialog } = await editOccurrence(() => {
      throw new ApiRequestError(400, {
        category: "validation",
        code: "invalidForm",
        data: {
          operationalActivityId: 44,
          findings: [
            { field: "start", code: "date.periodInPast", params: {}, severity: "blocking" },
          ],
        },
      });
    });
    act(() => within(dialog).getByRole("radio", { name: "Toute la série" }).click());
    const others = await within(dialog).findByRole("list", {
      name: "Constats sur d'autres occurrences",
    });
    expect(shownAs(within(others).getByRole("listitem").textContent ?? "")).toBe(
      "Occurrence du 8 mars 2031, 08:00 : Cette période dure plus d'un an. Vérifiez les dates.",
    );
    act(() => within(dialog).getByRole("button", { name: "Appliquer la modification" }).click());
    expect(
      await within(dialog).findByText(
        "L'occurrence du 29 mars 2031, 08:00 empêche la modification",
        {
          normalizer: shownAs,
        },
      ),
    ).toBeTruthy();
    expect(within(dialog).getByText("Cette période est déjà passée.")).toBeTruthy();
    // Another occurrence's finding stays in the dialog, not on this occurrence's fields.
    expect(screen.getAllByText("Cette période est déjà passée.")).toHaveLength(1);
    expect(screen.getByRole("alertdialog")).toBe(dialog);
    expect(router.state.location.pathname).toBe("/operational-activity/edit/42");
  });
});
