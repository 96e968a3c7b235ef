import {
  isOpeningRecipient,
  type RegistrationStatus,
  registrationStatuses,
  type StaffType,
  staffTypes,
} from "@releve/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openingRecipientIds } from "../src/subjects/notifications/recipients.js";
import { openTestDatabase, type TestDatabase } from "./support/database.js";
import {
  createMeans,
  createScope,
  insertRegistration,
  registration,
} from "./support/planning-fixtures.js";

let database: TestDatabase;

beforeAll(async () => {
  database = await openTestDatabase();
});

afterAll(async () => {
  await database.close();
});

interface Case {
  staffType: StaffType;
  linkedToActivity: boolean;
  registrationStatuses: RegistrationStatus[];
}

/**
 * Every kind of person once: each staff type, linked to the means' activity or to another, with no
 * registration on the means, one in each status, or a closed one beside a live one (a person has
 * at most one live registration on a means).
 */
function cases(): Case[] {
  const histories: RegistrationStatus[][] = [
    [],
    ...registrationStatuses.map((status) => [status]),
    ["rejected", "pending"],
    ["unregistered", "validated"],
    ["cancelled", "rejected"],
  ];
  return staffTypes.flatMap((staffType) =>
    [true, false].flatMap((linkedToActivity) =>
      histories.map((statuses) => ({
        staffType,
        linkedToActivity,
        registrationStatuses: statuses,
      })),
    ),
  );
}

describe("who an opening is announced to (decision 025)", () => {
  it("is, in SQL, exactly whom the domain's rule names, for every kind of person", async () => {
    const db = database.db;
    const scope = await createScope(db);
    const other = await createScope(db);
    // Room for every live registration the cases make.
    const meansId = await createMeans(db, scope, { requiredStaff: 200 });
    const expected: number[] = [];
    for (const [index, item] of cases().entries()) {
      const person = await db
        .insertInto("person")
        .values({ first_name: `Cas ${index}`, last_name: "Ouverture", staff_type: item.staffType })
        .returning("id")
        .executeTakeFirstOrThrow();
      await db
        .insertInto("person_activity")
        .values({
          person_id: person.id,
          activity_id: item.linkedToActivity ? scope.activityId : other.activityId,
        })
        .execute();
      for (const status of item.registrationStatuses) {
        // A rejection carries its reason (the table's rule).
        const reason = status === "rejected" ? { rejection_reason: "absence" as const } : {};
        await insertRegistration(db, registration(person.id, meansId, { status, ...reason }));
      }
      if (isOpeningRecipient(item)) expected.push(person.id);
    }
    // The rule names some and leaves out others: the comparison says something.
    expect(expected.length).toBeGreaterThan(3);
    expect(expected.length).toBeLessThan(cases().length / 2);
    expect(await openingRecipientIds(db, meansId)).toEqual(expected);
  });
});
