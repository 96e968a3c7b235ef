import {
  liveRegistrationStatuses,
  meansDeletionRefusal,
  meansTransition,
  Refusal,
} from "@releve/domain";
import type { Kysely } from "kysely";
import type { Database } from "../../db/schema.js";
import type { Access } from "../../platform/access.js";
import { recordStatusChanges } from "../../platform/audit.js";
import { getMeansOfIntervention } from "./reads.js";

/**
 * Deletes a means nobody is registered on, on either half of its split; `isInUse` or
 * `isInUseSplit` otherwise (spec 01 §4). Its ended registrations go with it.
 */
export async function deleteMeansOfIntervention(
  db: Kysely<Database>,
  access: Access,
  id: number,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const current = await getMeansOfIntervention(trx, access, id);
    const allowed = meansTransition(
      { status: current.status, splitSiblingId: current.split_sibling_id },
      "delete",
    );
    if (!allowed.ok) throw new Refusal(allowed.error);
    const liveOn = async (meansId: number | null) => {
      if (meansId === null) return 0;
      const row = await trx
        .selectFrom("registration")
        .select((eb) => eb.fn.countAll<string>().as("count"))
        .where("means_of_intervention_id", "=", meansId)
        .where("status", "in", liveRegistrationStatuses)
        .executeTakeFirstOrThrow();
      return Number(row.count);
    };
    const refusal = meansDeletionRefusal({
      meansOfInterventionId: id,
      liveRegistrations: await liveOn(id),
      siblingLiveRegistrations: await liveOn(current.split_sibling_id),
    });
    if (refusal) throw new Refusal(refusal);
    await trx
      .updateTable("means_of_intervention")
      .set({ split_sibling_id: null })
      .where("split_sibling_id", "=", id)
      .execute();
    await trx.deleteFrom("registration").where("means_of_intervention_id", "=", id).execute();
    await trx.deleteFrom("means_of_intervention").where("id", "=", id).execute();
    await recordStatusChanges(trx, [
      {
        subject: "meansOfIntervention",
        subjectId: id,
        action: "delete",
        from: current.status,
        to: "deleted",
        changedBy: access.user.user.personId,
      },
    ]);
  });
}
