import { calls } from "@releve/domain";
import { act, cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { ApiRequestError } from "../../../lib/api-client";
import { defineQuery } from "../../../lib/api-context";
import { describeError } from "../../../lib/error-messages";
import { activateLanguage, i18n } from "../../../lib/i18n";
import { useSession } from "../../../lib/session";
import { testAuthorization, testProfilePerson } from "../../../test/fixtures";
import { callsTo, type RecordedCall, renderInApp } from "../../../test/render-in-app";
import {
  activityManager,
  profileAnswers,
  profileOptions,
  profileUser,
  readOnlyReferent,
  storedProfilePreferences,
  storeProfilePreferences,
} from "../test-fixtures";
import { useSwitchRole } from "./useSwitchRole";

const countQuery = defineQuery(calls.registration.newRegistrationCount);

/** Shows the active role and a count, and switches to the read-only referent role and back. */
function RoleProbe() {
  const { switchRole, error } = useSwitchRole();
  const { activeRoleCode } = useSession();
  const count = countQuery.use();
  return (
    <>
      <p>Active role: {activeRoleCode}</p>
      <p>New registrations: {count.data}</p>
      {error ? <p role="alert">{error}</p> : null}
      <button type="button" onClick={() => void switchRole("D")}>
        Switch to D
      </button>
      <button type="button" onClick={() => void switchRole("B")}>
        Switch to B
      </button>
    </>
  );
}

const answer = testAuthorization([activityManager, readOnlyReferent], {
  user: profileUser,
  activeRoleCode: "B",
});
const profile = {
  language: "fr" as const,
  activeRoleCode: "B" as const,
  lastSeenReleaseDate: null,
  roleCodes: ["B" as const, "D" as const],
  userType: "manager" as const,
  person: testProfilePerson,
};

const countCalls = (calls: readonly RecordedCall[]) =>
  callsTo(calls, "registration/getNewRegistrationCount").length;

beforeAll(() => activateLanguage("fr"));
afterEach(() => {
  // While the probe still listens: the preferences store of the browser outlives each test.
  act(() => storeProfilePreferences(null));
  cleanup();
});

describe("switching the active role (spec 01 §6)", () => {
  it("saves the role, makes it the session's and fetches every cached answer again", async () => {
    const roleAtPut: (string | null)[] = [];
    const respond = profileAnswers(profile);
    const { calls, session } = renderInApp(
      <RoleProbe />,
      profileOptions(answer, (call) => {
        if (call.method === "PUT") roleAtPut.push(session.get().activeRoleCode);
        return respond(call);
      }),
    );
    await screen.findByText("New registrations: 0");
    expect(countCalls(calls)).toBe(1);

    fireEvent.click(screen.getByRole("button", { name: "Switch to D" }));

    await screen.findByText("Active role: D");
    expect(calls).toContainEqual({
      method: "PUT",
      path: "UserProfile/Me",
      body: { activeRoleCode: "D" },
    });
    // The role changes once the API accepted it: the PUT itself still went under the old one.
    expect(roleAtPut).toEqual(["B"]);
    expect(session.get().activeAuthorization?.role.code).toBe("D");
    await waitFor(() => expect(countCalls(calls)).toBe(2));
  });

  it("keeps of the scope selection only what the new role reaches", async () => {
    renderInApp(<RoleProbe />, profileOptions(answer));
    await screen.findByText("New registrations: 0");
    act(() =>
      storeProfilePreferences({
        activityTypeId: 1,
        activityId: 11,
        entityTypeId: 6,
        entityId: 61,
      }),
    );

    fireEvent.click(screen.getByRole("button", { name: "Switch to D" }));

    await screen.findByText("Active role: D");
    // D reaches training in Auvergne-Rhône-Alpes: rescue centres remain, Paris 15 does not.
    expect(storedProfilePreferences()).toEqual({
      activityTypeId: null,
      activityId: null,
      entityTypeId: 6,
      entityId: null,
    });
  });

  it("keeps the previous role and shows the translated refusal", async () => {
    const refusal = new ApiRequestError(403, {
      category: "securityRole",
      code: "forbidden",
      data: { roleCode: "D", held: ["B"] },
    });
    const respond = profileAnswers(profile);
    const { calls, session } = renderInApp(
      <RoleProbe />,
      profileOptions(answer, (call) => {
        if (call.method === "PUT") throw refusal;
        return respond(call);
      }),
    );
    await screen.findByText("New registrations: 0");

    fireEvent.click(screen.getByRole("button", { name: "Switch to D" }));

    expect((await screen.findByRole("alert")).textContent).toBe(describeError(i18n, refusal));
    expect(screen.getByText("Active role: B")).toBeTruthy();
    expect(session.get().activeRoleCode).toBe("B");
    expect(countCalls(calls)).toBe(1);
  });

  it("sends quick successive choices one at a time, skipping those overtaken", async () => {
    let release: () => void = () => undefined;
    const firstPut = new Promise<void>((resolve) => {
      release = resolve;
    });
    const respond = profileAnswers(profile);
    const { calls, session } = renderInApp(
      <RoleProbe />,
      profileOptions(answer, async (call) => {
        if (call.method === "PUT" && calls.filter(({ method }) => method === "PUT").length === 1) {
          await firstPut;
        }
        return respond(call);
      }),
    );
    await screen.findByText("New registrations: 0");

    fireEvent.click(screen.getByRole("button", { name: "Switch to D" }));
    fireEvent.click(screen.getByRole("button", { name: "Switch to B" }));
    fireEvent.click(screen.getByRole("button", { name: "Switch to D" }));
    release();

    await waitFor(() =>
      expect(calls.filter((call) => call.method === "PUT")).toEqual([
        { method: "PUT", path: "UserProfile/Me", body: { activeRoleCode: "D" } },
        { method: "PUT", path: "UserProfile/Me", body: { activeRoleCode: "D" } },
      ]),
    );
    await screen.findByText("Active role: D");
    expect(session.get().activeRoleCode).toBe("D");
  });
});
