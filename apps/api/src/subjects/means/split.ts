import {
  liveRegistrationStatuses,
  meansTransition,
  Refusal,
  registrationsFollowingSplit,
  type SplitType,
  splitMeans,
} from "@releve/domain";
import { type Kysely, type Selectable, sql } from "kysely";
import type { Database, MeansOfInterventionTable } from "../../db/schema.js";
import type { Access } from "../../platform/access.js";
import { recordStatusChanges } from "../../platform/audit.js";
import { invalidForm } from "../../platform/forms.js";
import { instantOf } from "../../platform/instants.js";
import { getMeansOfIntervention } from "./reads.js";

type Row = Selectable<MeansOfInterventionTable>;

/**
 * Splits a 12-hour means into two linked, autonomous halves (spec 01 §4): the means keeps the
 * first half, a new means takes the second; registrations follow the half their times fall in,
 * employees follow both (`registrationsFollowingSplit`). Irreversible, in one transaction.
 */
export async function splitMeansOfIntervention(
  db: Kysely<Database>,
  access: Access,
  id: number,
  splitType: SplitType,
  timeZone: string,
): Promise<[Row, Row]> {
  const by = access.user.user.personId;
  return db.transaction().execute(async (trx) => {
    const current = await getMeansOfIntervention(trx, access, id);
    const allowed = meansTransition(
      { status: current.status, splitSiblingId: current.split_sibling_id },
      "split",
    );
    if (!allowed.ok) throw new Refusal(allowed.error);
    const iso = (value: Date) => instantOf(value, timeZone);
    const halves = splitMeans(
      { start: iso(current.start_at), end: iso(current.end_at) },
      splitType,
      timeZone,
    );
    if (!halves.ok) throw invalidForm([halves.finding]);

    const { id: _id, validated_staff, pending_staff, created_at, version, ...columns } = current;
    const second = await trx
      .insertInto("means_of_intervention")
      .values({
        ...columns,
        start_at: halves.second.start,
        end_at: halves.second.end,
        ultimate_start_at: null,
        split_sibling_id: id,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    const first = await trx
      .updateTable("means_of_intervention")
      .set({
        end_at: halves.first.end,
        ultimate_end_at: null,
        split_sibling_id: second.id,
        version: sql`version + 1`,
      })
      .where("id", "=", id)
      .returningAll()
      .executeTakeFirstOrThrow();

    const live = await trx
      .selectFrom("registration")
      .innerJoin("person", "person.id", "registration.person_id")
      .selectAll("registration")
      .select("person.staff_type")
      .where("registration.means_of_intervention_id", "=", id)
      .where("registration.status", "in", liveRegistrationStatuses)
      .orderBy("registration.id")
      .execute();
    const following = registrationsFollowingSplit(
      live.map((registration) => ({
        id: registration.id,
        start: iso(registration.start_at),
        end: iso(registration.end_at),
        personStaffType: registration.staff_type,
      })),
      halves,
    );
    for (const [index, follow] of following.entries()) {
      const registration = live[index];
      if (!registration) continue;
      const onFirst = follow.first;
      const onSecond = follow.second;
      if (onFirst) {
        await trx
          .updateTable("registration")
          .set({ start_at: onFirst.start, end_at: onFirst.end })
          .where("id", "=", registration.id)
          .execute();
      }
      if (onSecond && !onFirst) {
        await trx
          .updateTable("registration")
          .set({
            means_of_intervention_id: second.id,
            start_at: onSecond.start,
            end_at: onSecond.end,
          })
          .where("id", "=", registration.id)
          .execute();
      } else if (onSecond) {
        const {
          id: _registrationId,
          staff_type,
          created_at: _created,
          version: _v,
          ...copy
        } = registration;
        await trx
          .insertInto("registration")
          .values({
            ...copy,
            means_of_intervention_id: second.id,
            start_at: onSecond.start,
            end_at: onSecond.end,
            created_by: by,
          })
          .execute();
      }
    }
    await recordStatusChanges(trx, [
      {
        subject: "meansOfIntervention",
        subjectId: id,
        action: "split",
        from: current.status,
        to: first.status,
        changedBy: by,
      },
      {
        subject: "meansOfIntervention",
        subjectId: second.id,
        action: "split",
        from: null,
        to: second.status,
        changedBy: by,
      },
    ]);
    const refreshed = await trx
      .selectFrom("means_of_intervention")
      .selectAll()
      .where("id", "in", [id, second.id])
      .orderBy("start_at")
      .execute();
    return [refreshed[0] ?? first, refreshed[1] ?? second];
  });
}
