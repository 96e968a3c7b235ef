import { apiError } from "@releve/domain";
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { ApiRequestError } from "../../../lib/api-client";
import { activateLanguage } from "../../../lib/i18n";
import { testAuthorization } from "../../../test/fixtures";
import { scopeReferenceAnswers } from "../../../test/reference-fixtures";
import { type Answer, callsTo, renderInApp } from "../../../test/render-in-app";
import { PrivilegeFormPage } from "./PrivilegeFormPage";
import { PrivilegeListPage } from "./PrivilegeListPage";
import { UserProfileManagementPage } from "./UserProfileManagementPage";

/** A privilege as the API answers it. */
const aPrivilege = (id: number, change: Record<string, unknown> = {}) => ({
  id,
  personId: 40,
  roleCode: "C",
  activityTypeId: 1,
  activityId: 11,
  entityTypeId: 6,
  entityId: 61,
  validFrom: "2026-01-01T00:00:00+01:00",
  validTo: "2027-01-01T00:00:00+01:00",
  firstName: "Karim",
  lastName: "Haddad",
  scopeType: "byItems",
  ...change,
});

/** The role table as B sees it: the roles below its own are assignable. */
const roleTable = ["Admin", "A", "B", "BAPS", "C", "CAPS", "D", "S", "V", "RH"].map(
  (code, index) => ({
    code,
    sortOrder: index + 1,
    accessRights: [{ featureCode: "security", mayWrite: false }],
    scopeTypes: code === "S" || code === "V" ? ["byFunctions"] : ["none", "byTypes", "byItems"],
    assignable: ["BAPS", "C", "CAPS", "D", "S", "V"].includes(code),
  }),
);

const karim = {
  id: 40,
  lastName: "Haddad",
  firstName: "Karim",
  function: "Référent transport",
  staffType: "employee",
  emails: [],
  personIdCentralDb: null,
  email: "karim.haddad@releve.example",
  userProfileId: 7,
};

/** The API: the reference data, the role table, a page of one privilege, then `more`. */
const answers =
  (more: Answer = ({ method, path }) => Promise.reject(new Error(`${method} ${path}`))): Answer =>
  (call) => {
    if (call.path in scopeReferenceAnswers) return scopeReferenceAnswers[call.path];
    if (call.path === "Role") return roleTable;
    if (call.path === "UserProfileScope/search") {
      return { items: [aPrivilege(9)], total: 1, page: 1, pageSize: 25 };
    }
    return more(call);
  };

beforeAll(() => activateLanguage("fr"));
afterEach(cleanup);

describe("the privileges list (spec 01 §2, §3, §6)", () => {
  it("shows each privilege with its user, role, place and days, searched as the address says", async () => {
    window.localStorage.clear();
    const { calls } = renderInApp(<PrivilegeListPage />, {
      answers: answers(),
      authorization: testAuthorization(["B"]),
      route: {
        path: "/security/user-profile-scope-list",
        at: "/security/user-profile-scope-list?text=haddad&roleCodes=%5B%22C%22%5D&sort=-validFrom",
      },
    });
    const table = await screen.findByRole("grid", { name: "Privilèges" });
    const row = (await within(table).findByRole("link", { name: "HADDAD Karim" })).closest(
      "[role=row]",
    ) as HTMLElement;
    await within(row).findByText("Poste de secours");
    expect(within(row).getByText("Centre Paris 15")).toBeTruthy();
    expect(within(row).getByText("Du 1 janv. 2026 au 31 déc. 2026")).toBeTruthy();
    expect(within(row).getByRole("button", { name: /^Actions sur le privilège/ })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Donner un privilège" })).toBeTruthy();
    expect(callsTo(calls, "UserProfileScope/search")[0]?.body).toEqual({
      text: "haddad",
      roleCodes: ["C"],
      sort: { field: "validFrom", direction: "desc" },
      page: 1,
      pageSize: 25,
    });
    // The roles list says which roles the active one may give.
    const roles = await screen.findByRole("region", { name: "Rôles" });
    const lines = within(roles).getAllByRole("heading", { level: 3 });
    expect(lines.map((line) => line.textContent)).toContain(
      "Référent transportVous pouvez l'attribuer",
    );
    expect(lines.map((line) => line.textContent)).toContain("Coordination");
  });

  it("opens on one's own rights for a role that may only view them (C): no change offered", async () => {
    window.localStorage.clear();
    const { calls } = renderInApp(<PrivilegeListPage />, {
      answers: answers(),
      // Another user than the other tests': the saved filters are each user's.
      authorization: testAuthorization(["C"], { user: { personId: 41 } }),
      route: { path: "/security/user-profile-scope-list", at: "/security/user-profile-scope-list" },
    });
    const table = await screen.findByRole("grid", { name: "Privilèges" });
    await within(table).findByText("HADDAD Karim");
    expect(screen.getByRole("switch", { name: "Mes droits seulement" })).toHaveProperty(
      "checked",
      true,
    );
    expect(within(table).queryByRole("link")).toBeNull();
    expect(screen.queryByRole("button", { name: /^Actions sur/ })).toBeNull();
    expect(screen.queryByRole("link", { name: "Donner un privilège" })).toBeNull();
    expect(callsTo(calls, "UserProfileScope/search")[0]?.body).toMatchObject({
      personIds: [41],
    });
  });
});

describe("the privilege form (spec 02 §2, §3)", () => {
  it("fills the user the address gives, says what else is missing on each field, and sends nothing", async () => {
    window.localStorage.clear();
    const { calls, router } = renderInApp(<PrivilegeFormPage />, {
      answers: answers(({ method, path }) => {
        if (path === "Person/40/Roles") return { person: karim, roles: [] };
        if (method === "POST" && path === "UserProfileScope") return aPrivilege(10);
        throw new Error(`${method} ${path}`);
      }),
      authorization: testAuthorization(["B"]),
      route: {
        path: "/security/user-profile-scope/create",
        at: "/security/user-profile-scope/create?personId=40",
        others: { "/security/user-profile-management/:id": <p>Sa page</p> },
      },
    });
    const user = await screen.findByRole("combobox", { name: /^Utilisateur/ });
    expect((user as HTMLInputElement).value).toBe("HADDAD Karim");
    fireEvent.click(screen.getByRole("button", { name: "Donner le privilège" }));
    const summaryLinks = () =>
      screen
        .queryAllByRole("link")
        .map((link) => link.getAttribute("href"))
        .filter((href) => href?.startsWith("#privilege-"));
    await waitFor(() => expect(summaryLinks()).toEqual(["#privilege-roleCode"]));
    // With a role, the place it applies to is required.
    fireEvent.click(screen.getByRole("button", { name: /Rôle/ }));
    fireEvent.click(await screen.findByRole("option", { name: "Référent transport" }));
    fireEvent.click(screen.getByRole("button", { name: "Donner le privilège" }));
    await waitFor(() =>
      expect(summaryLinks()).toEqual(["#privilege-activityId", "#privilege-entityId"]),
    );
    expect(callsTo(calls, "UserProfileScope")).toEqual([]);
    expect(router.state.location.pathname).toBe("/security/user-profile-scope/create");
  });
});

describe("a person's management page (spec 01 §2, decision 051)", () => {
  const open = (more: Answer) =>
    renderInApp(<UserProfileManagementPage />, {
      answers: answers(more),
      authorization: testAuthorization(["B"]),
      route: {
        path: "/security/user-profile-management/:id",
        at: "/security/user-profile-management/40",
      },
    });

  it("shows the roles held, and offers to change only those the active role manages", async () => {
    open(({ path }) => {
      if (path === "Person/40/Roles") {
        return {
          person: karim,
          roles: [
            {
              id: 1,
              personId: 40,
              roleCode: "A",
              scopeType: "byItems",
              validFrom: "2026-01-01T00:00:00+01:00",
              validTo: null,
              privilegeCount: 2,
              manageable: false,
            },
            {
              id: 2,
              personId: 40,
              roleCode: "C",
              scopeType: "byItems",
              validFrom: "2026-01-01T00:00:00+01:00",
              validTo: null,
              privilegeCount: 1,
              manageable: true,
            },
          ],
        };
      }
      throw new Error(path);
    });
    const held = await screen.findByRole("region", { name: "Rôles détenus" });
    await within(held).findByText("Coordination");
    expect(within(held).getByText("2 privilèges")).toBeTruthy();
    expect(
      within(held).queryByRole("button", { name: "Actions sur le rôle Coordination" }),
    ).toBeNull();
    expect(
      within(held).getByRole("button", { name: "Actions sur le rôle Référent transport" }),
    ).toBeTruthy();

    // The assign dialog offers the roles B gives that the person does not hold.
    fireEvent.click(within(held).getByRole("button", { name: "Attribuer un rôle" }));
    const dialog = await screen.findByRole("dialog", { name: "Attribuer un rôle à HADDAD Karim" });
    fireEvent.click(within(dialog).getByRole("button", { name: /Rôle/ }));
    const options = await screen.findAllByRole("option");
    expect(options.map((option) => option.textContent)).toEqual([
      "Responsable APS",
      "Référent APS",
      "Référent consultation",
      "Salarié terrain",
      "Bénévole terrain",
    ]);
  });

  it("says the refusal of a role the active role may not take away", async () => {
    open(({ method, path }) => {
      if (path === "Person/40/Roles") {
        return {
          person: karim,
          roles: [
            {
              id: 2,
              personId: 40,
              roleCode: "C",
              scopeType: "byItems",
              validFrom: "2026-01-01T00:00:00+01:00",
              validTo: null,
              privilegeCount: 1,
              manageable: true,
            },
          ],
        };
      }
      if (method === "POST" && path === "UserProfile/UnassignRole") {
        throw new ApiRequestError(403, apiError("userProfileScope", "forbidden", { id: 3 }));
      }
      throw new Error(path);
    });
    const held = await screen.findByRole("region", { name: "Rôles détenus" });
    fireEvent.click(
      await within(held).findByRole("button", { name: "Actions sur le rôle Référent transport" }),
    );
    fireEvent.click(await screen.findByRole("menuitem", { name: "Retirer" }));
    const confirm = await screen.findByRole("alertdialog", {
      name: "Retirer le rôle Référent transport ?",
    });
    expect(within(confirm).getByText(/ni son privilège/)).toBeTruthy();
    fireEvent.click(within(confirm).getByRole("button", { name: "Retirer le rôle" }));
    await waitFor(() => expect(within(confirm).getByText("Action refusée")).toBeTruthy());
  });
});
