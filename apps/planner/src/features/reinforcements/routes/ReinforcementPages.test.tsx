import { apiError } from "@releve/domain";
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { ApiRequestError } from "../../../lib/api-client";
import { activateLanguage } from "../../../lib/i18n";
import { testAuthorization } from "../../../test/fixtures";
import { aMeans, aMeansRow } from "../../../test/planning-fixtures";
import { scopeReferenceAnswers } from "../../../test/reference-fixtures";
import { type Answer, callsTo, renderInApp } from "../../../test/render-in-app";
import { RecipientListPage } from "./RecipientListPage";
import { ReinforcementRequestPage } from "./ReinforcementRequestPage";

const place = { entityId: 61, activityId: 11 };
const recipients = [
  { id: 1, ...place, kind: "person", personId: 40, firstName: "Emma", lastName: "Petit" },
  {
    id: 2,
    ...place,
    kind: "sharedAddress",
    name: "Poste de Nanterre",
    email: "poste@releve.example",
    emailType: "shared",
  },
];

/** The API: the reference data, the two recipients, then `more`. */
const answers =
  (more: Answer = ({ method, path }) => Promise.reject(new Error(`${method} ${path}`))): Answer =>
  (call) => {
    if (call.path in scopeReferenceAnswers) return scopeReferenceAnswers[call.path];
    if (call.path === "ReinforcementNotification/search") {
      return { items: recipients, total: 2, page: 1, pageSize: 25 };
    }
    return more(call);
  };

beforeAll(() => activateLanguage("fr"));
afterEach(cleanup);

describe("the reinforcement recipients (spec 01 §2, §3)", () => {
  it("shows each person and shared address with its place, searched as the address says", async () => {
    window.localStorage.clear();
    const { calls } = renderInApp(<RecipientListPage />, {
      answers: answers(),
      authorization: testAuthorization(["A"]),
      route: {
        path: "/reinforcements/notification/list",
        at: "/reinforcements/notification/list?kind=%22sharedAddress%22&entityIds=%5B61%5D",
      },
    });
    const table = await screen.findByRole("grid", {
      name: "Destinataires des demandes de renfort",
    });
    const row = (await within(table).findByText("Poste de Nanterre")).closest(
      "[role=row]",
    ) as HTMLElement;
    expect(within(row).getByText("poste@releve.example")).toBeTruthy();
    expect(within(row).getByText("Adresse partagée (Partagée)")).toBeTruthy();
    await within(row).findByText("Centre Paris 15");
    expect(within(table).getByText("PETIT Emma")).toBeTruthy();
    expect(callsTo(calls, "ReinforcementNotification/search")[0]?.body).toEqual({
      entityIds: [61],
      kind: "sharedAddress",
      page: 1,
      pageSize: 25,
    });
  });

  it("says an address already told at the place on its field before sending anything", async () => {
    window.localStorage.clear();
    const { calls } = renderInApp(<RecipientListPage />, {
      answers: answers(),
      authorization: testAuthorization(["A"]),
      route: {
        path: "/reinforcements/notification/list",
        at: "/reinforcements/notification/list?entityIds=%5B61%5D&activityIds=%5B11%5D",
      },
    });
    fireEvent.click(await screen.findByRole("button", { name: "Ajouter une adresse partagée" }));
    const dialog = await screen.findByRole("dialog", { name: "Ajouter une adresse partagée" });
    fireEvent.change(within(dialog).getByRole("textbox", { name: /^Nom/ }), {
      target: { value: "Doublon" },
    });
    fireEvent.change(within(dialog).getByRole("textbox", { name: /^E-mail/ }), {
      target: { value: " POSTE@releve.example " },
    });
    fireEvent.click(within(dialog).getByRole("button", { name: "Ajouter" }));
    await waitFor(() =>
      expect(
        within(dialog).getAllByText(
          "Cette adresse reçoit déjà les demandes de renfort pour cette entité et cette activité.",
        ).length,
      ).toBeGreaterThan(0),
    );
    expect(callsTo(calls, "ReinforcementNotification").filter((c) => c.method === "POST")).toEqual(
      [],
    );
  });

  it("offers no change to a role without the right to change them", async () => {
    window.localStorage.clear();
    renderInApp(<RecipientListPage />, {
      answers: answers(),
      authorization: testAuthorization(["D"]),
      route: { path: "/reinforcements/notification/list", at: "/reinforcements/notification/list" },
    });
    const table = await screen.findByRole("grid", {
      name: "Destinataires des demandes de renfort",
    });
    await within(table).findByText("Poste de Nanterre");
    expect(screen.queryByRole("button", { name: /^Ajouter/ })).toBeNull();
    expect(screen.queryByRole("button", { name: /^Actions sur/ })).toBeNull();
    expect(screen.queryByRole("link", { name: "Demander un renfort" })).toBeNull();
  });
});

describe("the reinforcement request (decision 052)", () => {
  const meansRow = aMeansRow(aMeans(70, { required: 4, validated: 1, pending: 0 }));
  const draftRow = aMeansRow(
    aMeans(71, { required: 4, validated: 0, pending: 0 }, { status: "draft" }),
  );

  it("sends the means ticked with the message, and says the API's refusal", async () => {
    let refuse = true;
    const { calls } = renderInApp(<ReinforcementRequestPage />, {
      answers: answers(({ method, path }) => {
        if (path === "MeansOfIntervention/search") {
          return { items: [meansRow, draftRow], total: 2, page: 1, pageSize: 25 };
        }
        if (method === "POST" && path === "ReinforcementNotification/Send") {
          if (refuse) throw new ApiRequestError(409, apiError("reinforcement", "noRecipient", {}));
          return { meansOfInterventionIds: [70], recipientCount: 2 };
        }
        throw new Error(`${method} ${path}`);
      }),
      authorization: testAuthorization(["A"]),
      route: {
        path: "/reinforcements/notification/create",
        at: "/reinforcements/notification/create",
      },
    });
    const group = await screen.findByRole("group", { name: /^Moyens qui manquent de personnel/ });
    // The draft is offered to nobody: it is not listed.
    expect(within(group).getAllByRole("checkbox")).toHaveLength(1);
    fireEvent.click(within(group).getByRole("checkbox"));
    fireEvent.change(screen.getByRole("textbox", { name: /^Message aux destinataires/ }), {
      target: { value: "Deux équipiers." },
    });
    fireEvent.click(screen.getByRole("button", { name: "Envoyer la demande" }));
    await screen.findByText("La demande est refusée");
    refuse = false;
    fireEvent.click(screen.getByRole("button", { name: "Envoyer la demande" }));
    await screen.findByText("2 destinataires prévenus pour 1 moyen.");
    expect(callsTo(calls, "ReinforcementNotification/Send").at(-1)?.body).toEqual({
      meansOfInterventionIds: [70],
      message: "Deux équipiers.",
    });
  });
});
