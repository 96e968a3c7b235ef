import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { errorCatalogue } from "../errors.js";
import type { Conflict } from "./conflicts.js";
import { selfRegistrationRefusal } from "./self-registration.js";

describe("why a person cannot register themselves, before they try", () => {
  const open = {
    meansOfInterventionId: 12,
    status: "open" as const,
    registrationDeadline: "2027-03-09T18:00:00+01:00",
    staff: { required: 4, validated: 2, pending: 1 },
    conflicts: [] as Conflict[],
  };
  const before = new Date("2027-03-09T16:00:00Z");
  const validatedElsewhere: Conflict = {
    type: "existingRegistration",
    personId: 7,
    meansOfInterventionId: 12,
    otherIds: [31],
    blocking: true,
  };
  const partlyAbsent: Conflict = {
    type: "partialAbsence",
    personId: 7,
    meansOfInterventionId: 12,
    otherIds: [],
    blocking: false,
  };

  it("lets them register on an open means in time, with room, without a blocking conflict", () => {
    expect(selfRegistrationRefusal(open, before)).toBe(undefined);
    // A flagged conflict is said in the registration's dialog, it does not stand in the way.
    expect(selfRegistrationRefusal({ ...open, conflicts: [partlyAbsent] }, before)).toBe(undefined);
  });

  it("says first that a means not open does not take registrations, naming its status", () => {
    for (const status of ["draft", "public", "cancelled"] as const) {
      expect(
        selfRegistrationRefusal(
          { ...open, status, staff: { required: 1, validated: 1, pending: 0 } },
          new Date("2099-01-01T00:00:00Z"),
        ),
      ).toMatchObject({
        category: "meansOfIntervention",
        code: "unexpectedStatus",
        data: { status, action: "register", id: 12 },
      });
    }
  });

  it("then the deadline, then a means full with the pending counted, then the first blocking conflict", () => {
    const full = { required: 3, validated: 2, pending: 1 };
    const all = { ...open, staff: full, conflicts: [partlyAbsent, validatedElsewhere] };
    expect(selfRegistrationRefusal(all, new Date("2027-03-09T17:00:01Z"))).toMatchObject({
      code: "registrationDeadlinePassed",
      data: { meansOfInterventionId: 12, deadline: open.registrationDeadline },
    });
    expect(selfRegistrationRefusal(all, before)).toMatchObject({
      code: "staffMaximumReached",
      data: { meansOfInterventionId: 12, max: 3 },
    });
    expect(
      selfRegistrationRefusal({ ...all, staff: open.staff, registrationDeadline: null }, before),
    ).toMatchObject({
      category: "registration",
      code: "existingRegistrationConflict",
      data: { conflicts: [partlyAbsent, validatedElsewhere] },
    });
  });

  it("answers only with codes of the error catalogue", () => {
    fc.assert(
      fc.property(
        fc.constantFrom("draft", "public", "open", "cancelled" as const),
        fc.nat(6),
        fc.nat(6),
        fc.nat(6),
        fc.boolean(),
        (status, required, validated, pending, blocked) => {
          const refusal = selfRegistrationRefusal(
            {
              ...open,
              status,
              staff: { required, validated, pending },
              conflicts: blocked ? [validatedElsewhere] : [],
            },
            before,
          );
          if (refusal) {
            expect(errorCatalogue).toContainEqual({
              category: refusal.category,
              code: refusal.code,
            });
          }
        },
      ),
    );
  });
});
