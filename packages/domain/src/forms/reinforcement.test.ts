import { describe, expect, it } from "vitest";
import type { ReinforcementNotification } from "../entities.js";
import { blocking } from "../findings.js";
import {
  isDuplicateSharedAddress,
  validateReinforcementPerson,
  validateSharedAddress,
} from "./reinforcement.js";

const existing: ReinforcementNotification[] = [
  { id: 1, entityId: 75, activityId: 11, kind: "person", personId: 501 },
  {
    id: 2,
    entityId: 75,
    activityId: 11,
    kind: "sharedAddress",
    name: "Permanence Paris",
    email: "permanence.paris@example.org",
    emailType: "shared",
  },
];
const context = { existingNotifications: existing };

describe("add a person to notify", () => {
  it("accepts a person with an entity and an activity", () => {
    const person = { personId: 502, entityId: 75, activityId: 11 };
    expect(validateReinforcementPerson(person, context)).toEqual({ values: person, findings: [] });
  });

  it("requires the person, the entity and the activity", () => {
    expect(validateReinforcementPerson({}, context).findings).toEqual([
      blocking("personId", "required"),
      blocking("entityId", "required"),
      blocking("activityId", "required"),
    ]);
  });

  it("refuses a person already notified for the same entity and activity", () => {
    expect(
      validateReinforcementPerson({ personId: 501, entityId: 75, activityId: 11 }, context)
        .findings,
    ).toEqual([blocking("personId", "value.duplicate")]);
    expect(
      validateReinforcementPerson({ personId: 501, entityId: 69, activityId: 11 }, context)
        .findings,
    ).toEqual([]);
    expect(
      validateReinforcementPerson({ personId: 501, entityId: 75, activityId: 11 }, undefined)
        .findings,
    ).toEqual([]);
  });
});

describe("add a shared address to notify", () => {
  const address = {
    name: " Permanence Lyon ",
    email: "permanence.lyon@example.org",
    emailType: "shared",
    entityId: 69,
    activityId: 11,
  };

  it("accepts a named address with a valid e-mail and type", () => {
    expect(validateSharedAddress(address, context)).toEqual({
      values: { ...address, name: "Permanence Lyon" },
      findings: [],
    });
  });

  it("requires the name and a valid e-mail of a known type", () => {
    expect(
      validateSharedAddress({ ...address, name: "", email: "lyon@", emailType: "work" }, context)
        .findings,
    ).toEqual([
      blocking("name", "required"),
      blocking("email", "email.invalid"),
      blocking("emailType", "value.invalid"),
    ]);
  });

  it("refuses an address already notified for the same entity and activity", () => {
    const again = { ...address, entityId: 75, email: " Permanence.Paris@example.org " };
    expect(validateSharedAddress(again, context).findings).toEqual([
      blocking("email", "reinforcement.sharedAddressExists"),
    ]);
    expect(validateSharedAddress(again, undefined).findings).toEqual([]);
  });

  it("finds nothing to compare while the e-mail is invalid", () => {
    expect(validateSharedAddress({ ...address, email: "x" }, context).findings).toEqual([
      blocking("email", "email.invalid"),
    ]);
  });
});

describe("duplicate shared address", () => {
  it("is the same e-mail, whatever its case, for the same entity and activity", () => {
    const candidate = { email: "PERMANENCE.paris@example.org", entityId: 75, activityId: 11 };
    expect(isDuplicateSharedAddress(existing, candidate)).toBe(true);
    expect(isDuplicateSharedAddress(existing, { ...candidate, activityId: 12 })).toBe(false);
    expect(isDuplicateSharedAddress(existing, { ...candidate, email: "autre@example.org" })).toBe(
      false,
    );
  });
});
