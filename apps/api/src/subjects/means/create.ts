import { activityTransition, Refusal, validateMeansOfInterventionCreate } from "@releve/domain";
import type { Kysely, Selectable } from "kysely";
import type { Database, MeansOfInterventionTable } from "../../db/schema.js";
import type { Access } from "../../platform/access.js";
import { recordStatusChanges } from "../../platform/audit.js";
import { getOperationalActivity } from "../activities/index.js";
import { columnsOf, validateMeansForm, writingMeans } from "./form.js";

type Row = Selectable<MeansOfInterventionTable>;

/**
 * Creates one means per team (spec 02 §3: staff per team × team count) on an activity of the
 * role's scope that still takes means, as drafts, with their audit rows, in one transaction.
 */
export async function createMeansOfIntervention(
  db: Kysely<Database>,
  access: Access,
  operationalActivityId: number,
  body: unknown,
  context: { now: Date; timeZone: string },
): Promise<Row[]> {
  const activity = await getOperationalActivity(db, access, operationalActivityId);
  const allowed = activityTransition({ status: activity.status }, "addMeans");
  if (!allowed.ok) throw new Refusal(allowed.error);
  const values = await validateMeansForm(db, access, validateMeansOfInterventionCreate, body, {
    ...context,
    activity,
  });
  const columns = columnsOf(values, context.timeZone);
  return db.transaction().execute(async (trx) => {
    const rows = await writingMeans(() =>
      trx
        .insertInto("means_of_intervention")
        .values(
          Array.from({ length: values.teamCount }, () => ({
            ...columns,
            operational_activity_id: operationalActivityId,
          })),
        )
        .returningAll()
        .execute(),
    );
    await recordStatusChanges(
      trx,
      rows.map((row) => ({
        subject: "meansOfIntervention" as const,
        subjectId: row.id,
        action: "create",
        from: null,
        to: row.status,
        changedBy: access.user.user.personId,
      })),
    );
    return rows;
  });
}
