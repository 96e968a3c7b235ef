import { type StaffCompleteness, type StaffCounts, staffCompleteness } from "@releve/domain";
import { sql } from "kysely";
import { beforeAll, describe, expect, it } from "vitest";
import { staffCompletenessSql } from "../src/subjects/means/criteria-sql.js";
import { demoPlaces, insertActivity, insertMeans } from "./support/fixtures.js";
import { useTestServer } from "./support/server.js";

const server = useTestServer();
const manager = "demo-b"; // Thomas BERNARD, B: Paris × first-aid posts and street outreach

/** Every staff count up to four required, as the database may hold them. */
function everyCount(): StaffCounts[] {
  const counts: StaffCounts[] = [];
  for (let required = 0; required <= 4; required += 1) {
    for (let validated = 0; validated <= required; validated += 1) {
      for (let pending = 0; pending <= 5; pending += 1) {
        counts.push({ required, validated, pending });
      }
    }
  }
  return counts;
}

/** Gives a means its staff counts: the registrations' trigger keeps them in real life. */
async function setStaff(meansId: number, staff: StaffCounts): Promise<void> {
  await sql`update means_of_intervention
      set required_staff = ${staff.required},
          validated_staff = ${staff.validated},
          pending_staff = ${staff.pending}
    where id = ${meansId}`.execute(server.database.db);
}

describe("the staff completeness the database works out", () => {
  it("agrees with the domain's rule on every count", async () => {
    const counts = everyCount();
    const rows = sql.join(
      counts.map(
        (staff) => sql`(${staff.required}::int, ${staff.validated}::int, ${staff.pending}::int)`,
      ),
    );
    const { rows: found } = await sql<{ completeness: StaffCompleteness }>`
      select ${staffCompletenessSql} as completeness
        from (values ${rows}) as means_of_intervention(required_staff, validated_staff, pending_staff)`.execute(
      server.database.db,
    );
    expect(found.map((row) => row.completeness)).toEqual(counts.map(staffCompleteness));
  });
});

describe("searching means by staff completeness", () => {
  let activity: number;
  const byCompleteness = {} as Record<StaffCompleteness, number>;

  beforeAll(async () => {
    const { db } = server.database;
    const { paris15, publicEvent } = await demoPlaces(db);
    activity = await insertActivity(db, {
      entityId: paris15,
      activityId: publicEvent,
      status: "public",
    });
    const staffOf: Record<StaffCompleteness, StaffCounts> = {
      allStaffed: { required: 2, validated: 2, pending: 0 },
      noneStaffed: { required: 2, validated: 0, pending: 0 },
      readyStaffed: { required: 2, validated: 1, pending: 1 },
      partiallyStaffed: { required: 3, validated: 1, pending: 0 },
    };
    for (const [completeness, staff] of Object.entries(staffOf)) {
      const id = await insertMeans(db, activity, "open");
      await setStaff(id, staff);
      byCompleteness[completeness as StaffCompleteness] = id;
    }
  });

  const search = async (criteria: object) => {
    const found = await server.call(manager, "POST", "MeansOfIntervention/search", {
      operationalActivityIds: [activity],
      ...criteria,
    });
    expect(found.status).toBe(200);
    return {
      ids: found.body.items
        .map((means: { id: number }) => means.id)
        .sort((a: number, b: number) => a - b),
      total: found.body.total,
    };
  };

  it("keeps the means lacking staff: fewer validated than required", async () => {
    const lacking = await search({
      staffCompletenesses: ["noneStaffed", "partiallyStaffed", "readyStaffed"],
    });
    expect(lacking).toEqual({
      ids: [
        byCompleteness.noneStaffed,
        byCompleteness.readyStaffed,
        byCompleteness.partiallyStaffed,
      ].sort((a: number, b: number) => a - b),
      total: 3,
    });
  });

  it("answers each completeness with the badge the means carries", async () => {
    const found = await server.call(manager, "POST", "MeansOfIntervention/search", {
      operationalActivityIds: [activity],
      staffCompletenesses: ["partiallyStaffed"],
    });
    expect(found.body.items).toEqual([
      expect.objectContaining({
        id: byCompleteness.partiallyStaffed,
        staffCompleteness: "partiallyStaffed",
      }),
    ]);
  });

  it("searches every completeness when the list is absent or empty", async () => {
    expect((await search({})).total).toBe(4);
    expect((await search({ staffCompletenesses: [] })).total).toBe(4);
  });

  it("refuses a completeness the domain does not know", async () => {
    const refused = await server.call(manager, "POST", "MeansOfIntervention/search", {
      staffCompletenesses: ["overStaffed"],
    });
    expect(refused).toMatchObject({
      status: 400,
      body: { category: "validation", code: "invalidRequest" },
    });
  });
});
