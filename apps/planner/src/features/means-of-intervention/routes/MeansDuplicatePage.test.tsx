import { routeHref } from "@releve/domain";
import { cleanup, fireEvent, screen } from "@testing-library/react";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { activateLanguage } from "../../../lib/i18n";
import { testAuthorization } from "../../../test/fixtures";
import { pattern, press } from "../../../test/form-helpers";
import { aMeans, meansTypes } from "../../../test/planning-fixtures";
import { callsTo, renderInApp } from "../../../test/render-in-app";
import { MeansDuplicatePage } from "./MeansDuplicatePage";

const source = aMeans(71, { required: 3, validated: 0, pending: 0 }, { plateNumber: "AB-123-CD" });

beforeAll(() => activateLanguage("fr"));
afterEach(cleanup);

describe("the means' duplication (spec 02 §2)", () => {
  it("previews the copies, then creates them as the form says and leads to the activity", async () => {
    const { calls, router } = renderInApp(<MeansDuplicatePage />, {
      answers: (call) => {
        if (call.path === "MeansOfIntervention/71") return source;
        if (call.path === "MeansOfInterventionType") return meansTypes;
        if (call.path === "MeansOfIntervention/Duplicate/71") {
          return [aMeans(90, source.staff), aMeans(91, source.staff)];
        }
        throw new Error(`No answer for ${call.path}`);
      },
      authorization: testAuthorization(["C"]),
      route: {
        path: pattern("means-of-intervention-duplicate"),
        at: routeHref("means-of-intervention-duplicate", { id: 71 }),
        others: { [pattern("operational-activity-detail-page")]: <p>Page de l'activité</p> },
      },
    });
    expect(await screen.findByText(/Les copies de « VPSP · AB-123-CD »/)).toBeTruthy();
    const count = screen.getByRole("textbox", { name: /Nombre de copies/ });
    fireEvent.change(count, { target: { value: "2" } });
    fireEvent.blur(count);
    expect(await screen.findByRole("heading", { level: 2, name: /2 copies/ })).toBeTruthy();
    press("Créer 2 copies");
    await vi.waitFor(() =>
      expect(callsTo(calls, "MeansOfIntervention/Duplicate/71")[0]?.body).toEqual({
        mode: "offset",
        offset: { days: 7, hours: 0, minutes: 0 },
        targetDate: null,
        copyCount: 2,
      }),
    );
    await vi.waitFor(() =>
      expect(router.state.location.pathname).toBe("/operational-activity-detail-page/12"),
    );
  });
});
