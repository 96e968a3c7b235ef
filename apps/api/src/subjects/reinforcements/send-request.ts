import {
  noReinforcementRecipient,
  notFound,
  nothingToReinforce,
  notifiesFor,
  Refusal,
  recipientKey,
  reinforcementRefusal,
} from "@releve/domain";
import type { Kysely, Selectable, Transaction } from "kysely";
import type { Database, ReinforcementNotificationTable } from "../../db/schema.js";
import { type Access, requireInScope } from "../../platform/access.js";
import { enqueueNotification } from "../../platform/audit.js";
import { getOperationalActivity } from "../activities/index.js";

type Row = Selectable<ReinforcementNotificationTable>;
type Db = Kysely<Database> | Transaction<Database>;

/** What `POST ReinforcementNotification/Send` asks for: means, or an activity's means. */
export interface ReinforcementRequest {
  meansOfInterventionIds?: number[] | undefined;
  operationalActivityId?: number | undefined;
  message: string;
}

/** What was sent: the means concerned and how many persons and addresses were asked. */
export interface ReinforcementSent {
  meansOfInterventionIds: number[];
  recipientCount: number;
}

interface MeansToReinforce {
  id: number;
  entityId: number;
  activityId: number;
}

function meansWithPlace(db: Db) {
  return db
    .selectFrom("means_of_intervention")
    .innerJoin(
      "operational_activity",
      "operational_activity.id",
      "means_of_intervention.operational_activity_id",
    )
    .select([
      "means_of_intervention.id",
      "means_of_intervention.status",
      "means_of_intervention.end_at",
      "means_of_intervention.required_staff",
      "means_of_intervention.validated_staff",
      "means_of_intervention.pending_staff",
      "operational_activity.entity_id",
      "operational_activity.activity_id",
    ]);
}

type MeansRow = Awaited<ReturnType<ReturnType<typeof meansWithPlace>["execute"]>>[number];

const refusalOf = (means: MeansRow, now: Date) =>
  reinforcementRefusal(
    {
      id: means.id,
      status: means.status,
      end: means.end_at,
      staff: {
        required: means.required_staff,
        validated: means.validated_staff,
        pending: means.pending_staff,
      },
    },
    now,
  );

/** The means named, each of the role's scope and lacking staff, or the refusal of the first. */
async function namedMeans(trx: Db, access: Access, ids: readonly number[], now: Date) {
  const rows = await meansWithPlace(trx)
    .where("means_of_intervention.id", "in", ids)
    .orderBy("means_of_intervention.id")
    .execute();
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.map((id) => {
    const means = byId.get(id);
    if (!means) throw new Refusal(notFound("meansOfIntervention", { id }));
    requireInScope(access, "meansOfIntervention", {
      id,
      entityId: means.entity_id,
      activityId: means.activity_id,
    });
    const refusal = refusalOf(means, now);
    if (refusal) throw new Refusal(refusal);
    return { id, entityId: means.entity_id, activityId: means.activity_id };
  });
}

/** The means of an activity of the role's scope that lack staff now; refused when none does. */
async function activityMeans(trx: Db, access: Access, operationalActivityId: number, now: Date) {
  await getOperationalActivity(trx, access, operationalActivityId);
  const rows = await meansWithPlace(trx)
    .where("means_of_intervention.operational_activity_id", "=", operationalActivityId)
    .orderBy("means_of_intervention.id")
    .execute();
  const lacking = rows.filter((means) => refusalOf(means, now) === undefined);
  if (lacking.length === 0) throw new Refusal(nothingToReinforce({ operationalActivityId }));
  return lacking.map((means) => ({
    id: means.id,
    entityId: means.entity_id,
    activityId: means.activity_id,
  }));
}

/**
 * Asks for reinforcement for means lacking staff: the persons and shared addresses registered for
 * each means' entity (or an entity above it) and activity each get one `reinforcement` outbox row
 * listing the means that concern them, with the manager's message, all in one transaction. Means
 * that are not public or open, have ended or do not lack staff are refused (`reinforcementRefusal`),
 * and so is a means nobody would hear of (`reinforcement.noRecipient`).
 */
export async function sendReinforcementRequest(
  db: Kysely<Database>,
  access: Access,
  request: ReinforcementRequest,
  now: Date,
): Promise<ReinforcementSent> {
  return db.transaction().execute(async (trx) => {
    const means: MeansToReinforce[] =
      request.operationalActivityId !== undefined
        ? await activityMeans(trx, access, request.operationalActivityId, now)
        : await namedMeans(
            trx,
            access,
            [...new Set(request.meansOfInterventionIds ?? [])].sort((a, b) => a - b),
            now,
          );
    const notifications = await trx
      .selectFrom("reinforcement_notification")
      .selectAll()
      .where("activity_id", "in", [...new Set(means.map((item) => item.activityId))])
      .orderBy("id")
      .execute();
    const recipients = new Map<string, { row: Row; meansIds: number[] }>();
    for (const item of means) {
      const concerned = notifications.filter((row) =>
        notifiesFor(
          { entityId: row.entity_id, activityId: row.activity_id },
          item,
          access.reference.entityParent,
        ),
      );
      if (concerned.length === 0) {
        throw new Refusal(
          noReinforcementRecipient({
            meansOfInterventionId: item.id,
            entityId: item.entityId,
            activityId: item.activityId,
          }),
        );
      }
      for (const row of concerned) {
        const key = recipientKey({
          entityId: row.entity_id,
          activityId: row.activity_id,
          ...(row.person_id === null ? { email: row.email ?? "" } : { personId: row.person_id }),
        });
        const recipient = recipients.get(key) ?? { row, meansIds: [] };
        if (!recipient.meansIds.includes(item.id)) recipient.meansIds.push(item.id);
        recipients.set(key, recipient);
      }
    }
    for (const { row, meansIds } of recipients.values()) {
      await enqueueNotification(trx, "reinforcement", {
        recipient:
          row.person_id === null
            ? { kind: "sharedAddress", name: row.name, email: row.email, emailType: row.email_type }
            : { kind: "person", personId: row.person_id },
        meansOfInterventionIds: meansIds,
        message: request.message,
        requestedBy: access.user.user.personId,
      });
    }
    return {
      meansOfInterventionIds: means.map((item) => item.id),
      recipientCount: recipients.size,
    };
  });
}
