import { apiError, isInUse } from "@releve/domain";
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { ApiRequestError } from "../../../lib/api-client";
import { activateLanguage } from "../../../lib/i18n";
import { testAuthorization } from "../../../test/fixtures";
import { type Answer, callsTo, renderInApp } from "../../../test/render-in-app";
import { MeansTypeFormPage } from "./MeansTypeFormPage";
import { MeansTypeListPage } from "./MeansTypeListPage";

const label = (fr: string) => ({ fr, en: `${fr} (en)`, de: `${fr} (de)` });

/** The reference data a type names: two operational roles, two departures, two entities. */
const references: Record<string, unknown> = {
  OperationalRole: [
    { id: 1, code: "DRV", label: label("Conducteur") },
    { id: 2, code: "CDV", label: label("Co-conducteur") },
  ],
  departure: [
    { id: 11, entityId: 21, code: "D1", label: label("Caserne Nord") },
    { id: 12, entityId: 22, code: "D2", label: label("Caserne Sud") },
  ],
  "Entities/GetAllEntities": [
    { id: 21, typeId: 1, parentId: null, code: "P15", label: label("Paris 15") },
    { id: 22, typeId: 1, parentId: null, code: "P16", label: label("Paris 16") },
  ],
};

/** A type as the API answers it. */
const aType = (id: number, change: Record<string, unknown> = {}) => ({
  id,
  label: label("Ambulance VPSP"),
  defaultRequiredStaffCount: 4,
  visibility: "enabled",
  operationalRoleIds: [1, 2],
  departureIds: [11],
  entityIds: [],
  ...change,
});

/** The API: the reference data, a page of two types, then `more` for what else is asked. */
const answers =
  (more: Answer = ({ method, path }) => Promise.reject(new Error(`${method} ${path}`))): Answer =>
  (call) => {
    if (call.path in references) return references[call.path];
    if (call.path === "MeansOfInterventionType/search") {
      const items = [aType(3), aType(4, { label: label("Ancien VSAV"), visibility: "disabled" })];
      return { items, total: 2, page: 1, pageSize: 25 };
    }
    return more(call);
  };

function open(
  page: "list" | "form",
  at: string,
  roles: Parameters<typeof testAuthorization>[0] = ["A"],
  more?: Answer,
) {
  window.localStorage.clear();
  const path =
    page === "list"
      ? "/means-of-intervention-types/list"
      : at.includes("edit")
        ? "/means-of-intervention-type/edit/:id"
        : "/means-of-intervention-type/create";
  return renderInApp(page === "list" ? <MeansTypeListPage /> : <MeansTypeFormPage />, {
    answers: answers(more),
    authorization: testAuthorization(roles),
    route: { path, at, others: { "/means-of-intervention-types/list": <p>La liste</p> } },
  });
}

const field = (name: string) => screen.getByRole("textbox", { name: new RegExp(`^${name}`) });

beforeAll(() => activateLanguage("fr"));
afterEach(cleanup);

describe("the means types list (spec 01 §2, §3)", () => {
  it("shows each type with its staff, visibility and what it carries, and searches as the address says", async () => {
    const { calls } = open(
      "list",
      "/means-of-intervention-types/list?text=vsav&visibility=%22disabled%22&sort=-defaultRequiredStaffCount",
    );
    const table = await screen.findByRole("grid", { name: "Types de moyens" });
    const row = (await within(table).findByRole("link", { name: "Ambulance VPSP" })).closest(
      "[role=row]",
    ) as HTMLElement;
    await within(row).findByText("Conducteur, Co-conducteur");
    expect(within(row).getByText("Caserne Nord · Paris 15")).toBeTruthy();
    expect(within(row).getByText("Toutes")).toBeTruthy();
    expect(within(row).getByText("Actif")).toBeTruthy();
    const other = within(table).getByText("Ancien VSAV").closest("[role=row]") as HTMLElement;
    expect(within(other).getByText("Désactivé")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Créer un type de moyen" })).toBeTruthy();
    expect(callsTo(calls, "MeansOfInterventionType/search")[0]?.body).toEqual({
      text: "vsav",
      visibility: "disabled",
      sort: { field: "defaultRequiredStaffCount", direction: "desc" },
      page: 1,
      pageSize: 25,
    });
  });

  it("shows a reader (D) the list only: no create, no edit, no actions", async () => {
    open("list", "/means-of-intervention-types/list", ["D"]);
    const table = await screen.findByRole("grid", { name: "Types de moyens" });
    await within(table).findByText("Ambulance VPSP");
    expect(within(table).queryByRole("link")).toBeNull();
    expect(within(table).queryByRole("button", { name: /^Actions sur/ })).toBeNull();
    expect(screen.queryByRole("link", { name: "Créer un type de moyen" })).toBeNull();
  });

  it("says in the dialog why a type in use cannot be deleted", async () => {
    open("list", "/means-of-intervention-types/list", ["A"], ({ method, path }) => {
      if (method === "DELETE" && path === "MeansOfInterventionType/3") {
        throw new ApiRequestError(409, isInUse("meansOfInterventionType", { id: 3 }));
      }
      throw new Error(`${method} ${path}`);
    });
    fireEvent.click(await screen.findByRole("button", { name: "Actions sur Ambulance VPSP" }));
    fireEvent.click(await screen.findByRole("menuitem", { name: "Supprimer" }));
    const dialog = await screen.findByRole("alertdialog", { name: "Supprimer le type de moyen ?" });
    fireEvent.click(within(dialog).getByRole("button", { name: "Supprimer le type" }));
    await within(dialog).findByText(/utilis/);
  });
});

describe("the means type form (spec 02 §2, §5)", () => {
  it("says what a new type lacks on its fields, then creates it and goes back to the list", async () => {
    const { calls, router } = open(
      "form",
      "/means-of-intervention-type/create",
      ["A"],
      ({ method, path, body }) => {
        if (method === "POST" && path === "MeansOfInterventionType") {
          return { id: 9, ...(body as object) };
        }
        throw new Error(`${method} ${path}`);
      },
    );
    await screen.findByRole("group", { name: /^Libellé/ });
    fireEvent.click(screen.getByRole("button", { name: "Créer le type" }));
    const summary = await screen.findByRole("heading", { name: /erreur/i });
    expect(summary).toBeTruthy();
    expect(field("Français").getAttribute("aria-invalid")).toBe("true");
    expect(callsTo(calls, "MeansOfInterventionType")).toHaveLength(0);
    for (const [language, text] of [
      ["Français", "Ambulance de réserve"],
      ["Anglais", "Reserve ambulance"],
      ["Allemand", "Reserve-Rettungswagen"],
    ] as const) {
      fireEvent.change(field(language), { target: { value: text } });
    }
    const staff = screen.getByRole("textbox", { name: /^Personnel requis par défaut/ });
    fireEvent.change(staff, { target: { value: "3" } });
    fireEvent.blur(staff);
    fireEvent.click(screen.getByRole("radio", { name: "Désactivé" }));
    fireEvent.click(screen.getByRole("button", { name: "Créer le type" }));
    await waitFor(() => expect(callsTo(calls, "MeansOfInterventionType")).toHaveLength(1));
    expect(callsTo(calls, "MeansOfInterventionType")[0]?.body).toEqual({
      label: { fr: "Ambulance de réserve", en: "Reserve ambulance", de: "Reserve-Rettungswagen" },
      defaultRequiredStaffCount: 3,
      visibility: "disabled",
      operationalRoleIds: [],
      departureIds: [],
      entityIds: [],
    });
    await waitFor(() =>
      expect(router.state.location.pathname).toBe("/means-of-intervention-types/list"),
    );
  });

  it("fills the edit form from the type, shows the server's refusal of a list on its field, and sends the update", async () => {
    const { calls } = open(
      "form",
      "/means-of-intervention-type/edit/3",
      ["A"],
      ({ method, path }) => {
        if (path !== "MeansOfInterventionType/3") throw new Error(`${method} ${path}`);
        if (method === "GET") return aType(3);
        throw new ApiRequestError(400, {
          category: "validation",
          code: "invalidForm",
          data: {
            findings: [
              {
                field: "departureIds.0",
                code: "value.unknown",
                params: {},
                severity: "blocking",
              },
            ],
          },
        });
      },
    );
    await waitFor(() => expect(field("Français")).toHaveProperty("value", "Ambulance VPSP"));
    fireEvent.change(field("Français"), { target: { value: "Ambulance VPSP B" } });
    fireEvent.click(screen.getByRole("button", { name: "Enregistrer les modifications" }));
    const puts = () =>
      callsTo(calls, "MeansOfInterventionType/3").filter((c) => c.method === "PUT");
    await waitFor(() => expect(puts()).toHaveLength(1));
    expect(puts()[0]?.body).toEqual({
      label: { fr: "Ambulance VPSP B", en: "Ambulance VPSP (en)", de: "Ambulance VPSP (de)" },
      defaultRequiredStaffCount: 4,
      visibility: "enabled",
      operationalRoleIds: [1, 2],
      departureIds: [11],
      entityIds: [],
    });
    // The departure refused is said on the departures' field, and the form stays.
    const departures = await screen.findByRole("combobox", { name: /^Départs/ });
    await waitFor(() => expect(departures.getAttribute("aria-invalid")).toBe("true"));
    expect(
      screen.getByRole("heading", { level: 1, name: "Modifier le type de moyen" }),
    ).toBeTruthy();
  });

  it("says a type that does not exist is not found", async () => {
    open("form", "/means-of-intervention-type/edit/99", ["A"], () => {
      throw new ApiRequestError(404, apiError("meansOfInterventionType", "notFound", { id: 99 }));
    });
    expect(await screen.findByText("Type de moyen introuvable")).toBeTruthy();
  });
});
