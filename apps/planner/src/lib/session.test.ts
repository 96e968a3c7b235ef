import type { MyUserAuthorization } from "@releve/domain";
import { describe, expect, it, vi } from "vitest";
import { createSessionStore } from "./session";

const answer: MyUserAuthorization = {
  user: {
    personId: 2,
    personIdCentralDb: "RC-000102",
    staffType: "employee",
    firstName: "Claire",
    lastName: "Martin",
  },
  userProfileAuthorizations: [
    { role: { code: "A" }, scopeType: "none", accessRights: {}, scopes: [] },
    { role: { code: "D" }, scopeType: "none", accessRights: {}, scopes: [] },
  ],
  activeRoleCode: "D",
};

describe("session", () => {
  it("acts under the stored active role", () => {
    expect(createSessionStore(answer).get().activeAuthorization?.role.code).toBe("D");
  });

  it("acts under the first authorization when no role is stored", () => {
    const store = createSessionStore({ ...answer, activeRoleCode: null });
    expect(store.get().activeRoleCode).toBe("A");
  });

  it("switches role and tells its subscribers", () => {
    const store = createSessionStore(answer);
    const listener = vi.fn();
    store.subscribe(listener);
    store.setActiveRoleCode("A");
    expect(store.get().activeRoleCode).toBe("A");
    expect(listener).toHaveBeenCalledTimes(1);
  });
});
