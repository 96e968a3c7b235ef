import {
  type ApiError,
  type calls,
  checkReinforcementPerson,
  checkSharedAddress,
  noReinforcementRecipient,
  notFound,
  nothingToReinforce,
  notifiesFor,
  Refusal,
  type ReinforcementNotification,
  recipientKey,
  reinforcementPersonAlreadyExists,
  reinforcementRefusal,
  sharedReinforcementAddressAlreadyExists,
  validateReinforcementPerson,
  validateSharedAddress,
} from "@releve/domain";
import { type Kysely, type Selectable, sql, type Transaction } from "kysely";
import type { Database, ReinforcementNotificationTable } from "../../db/schema.js";
import { type Access, requireInScope } from "../../platform/access.js";
import { enqueueNotification } from "../../platform/audit.js";
import { refuseBlocking } from "../../platform/forms.js";
import type { Page } from "../../platform/paging-sql.js";
import { requireReferences } from "../../platform/references.js";
import { scopeCondition } from "../../platform/scope-sql.js";
import { getOperationalActivity } from "../activities/index.js";

type Row = Selectable<ReinforcementNotificationTable>;
type Db = Kysely<Database> | Transaction<Database>;

/** A notification as the API returns it; a person's comes with their name, for the list. */
export type ReinforcementNotificationAnswer = calls.reinforcement.NotificationAnswer;

type RowWithPerson = Row & { first_name: string | null; last_name: string | null };

function toAnswer(row: RowWithPerson): ReinforcementNotificationAnswer {
  const place = { id: row.id, entityId: row.entity_id, activityId: row.activity_id };
  if (row.person_id !== null) {
    return {
      ...place,
      kind: "person",
      personId: row.person_id,
      firstName: row.first_name ?? "",
      lastName: row.last_name ?? "",
    };
  }
  return {
    ...place,
    kind: "sharedAddress",
    name: row.name ?? "",
    email: row.email ?? "",
    emailType: row.email_type ?? "shared",
  };
}

function withPerson(db: Db) {
  return db
    .selectFrom("reinforcement_notification")
    .leftJoin("person", "person.id", "reinforcement_notification.person_id")
    .selectAll("reinforcement_notification")
    .select(["person.first_name", "person.last_name"]);
}

/** One notification; `notFound` when it does not exist, `forbidden` outside the role's scope. */
export async function getReinforcementNotification(
  db: Db,
  access: Access,
  id: number,
): Promise<ReinforcementNotificationAnswer> {
  const row = await withPerson(db)
    .where("reinforcement_notification.id", "=", id)
    .executeTakeFirst();
  if (!row) throw new Refusal(notFound("reinforcementNotification", { id }));
  requireInScope(access, "reinforcementNotification", {
    id,
    entityId: row.entity_id,
    activityId: row.activity_id,
  });
  return toAnswer(row);
}

/** Search criteria of `POST ReinforcementNotification/search`. */
export interface ReinforcementSearch {
  entityIds?: number[] | undefined;
  activityIds?: number[] | undefined;
  kind?: ReinforcementNotification["kind"] | undefined;
  sort?: { field: "name"; direction: "asc" | "desc" } | undefined;
  page?: number | undefined;
  pageSize?: number | undefined;
}

/**
 * The notifications of the role's scope matching the criteria, a page at a time, by name (a
 * person's last and first names, an address's name).
 */
export async function searchReinforcementNotifications(
  db: Kysely<Database>,
  access: Access,
  search: ReinforcementSearch,
): Promise<Page<ReinforcementNotificationAnswer>> {
  const page = search.page ?? 1;
  const pageSize = search.pageSize ?? 25;
  const query = db
    .selectFrom("reinforcement_notification")
    .leftJoin("person", "person.id", "reinforcement_notification.person_id")
    .where(scopeCondition(access))
    .$if(Boolean(search.entityIds?.length), (q) =>
      q.where("reinforcement_notification.entity_id", "in", search.entityIds ?? []),
    )
    .$if(Boolean(search.activityIds?.length), (q) =>
      q.where("reinforcement_notification.activity_id", "in", search.activityIds ?? []),
    )
    .$if(search.kind !== undefined, (q) =>
      q.where(
        "reinforcement_notification.person_id",
        search.kind === "person" ? "is not" : "is",
        null,
      ),
    );
  const total = await query
    .select((eb) => eb.fn.countAll<string>().as("count"))
    .executeTakeFirstOrThrow();
  const direction = search.sort?.direction ?? "asc";
  const rows = await query
    .selectAll("reinforcement_notification")
    .select(["person.first_name", "person.last_name"])
    .orderBy(
      sql`lower(coalesce(person.last_name || ' ' || person.first_name, reinforcement_notification.name))`,
      direction,
    )
    .orderBy("reinforcement_notification.id", direction)
    .limit(pageSize)
    .offset((page - 1) * pageSize)
    .execute();
  return { items: rows.map(toAnswer), total: Number(total.count), page, pageSize };
}

/** Whether an error is PostgreSQL's refusal of a duplicate key (unique violation). */
const isUniqueViolation = (error: unknown) =>
  typeof error === "object" && error !== null && (error as { code?: unknown }).code === "23505";

/**
 * Registers a person, or a shared address (`{ name, email, emailType }`), to be notified when the
 * means of an entity and an activity lack staff. The same person or the same address (compared
 * case-insensitively) twice for one entity × activity is refused with
 * `reinforcement.reinforcementPersonAlreadyExists` or
 * `reinforcement.sharedReinforcementAddressAlreadyExists` (409); the database's unique indexes
 * give the same answer when two requests race.
 */
export async function createReinforcementNotification(
  db: Kysely<Database>,
  access: Access,
  body: unknown,
): Promise<ReinforcementNotificationAnswer> {
  const isPerson =
    typeof body === "object" && body !== null && (body as { personId?: unknown }).personId != null;
  const validation = isPerson
    ? validateReinforcementPerson(body, {})
    : validateSharedAddress(body, {});
  refuseBlocking(validation.findings);
  const values = validation.values as NonNullable<typeof validation.values>;
  const { entityId, activityId } = values;
  await requireReferences(db, { entity: entityId, activity: activityId });
  requireInScope(access, "reinforcementNotification", { id: 0, entityId, activityId });

  const existing = await db
    .selectFrom("reinforcement_notification")
    .select(["person_id", "email"])
    .where("entity_id", "=", entityId)
    .where("activity_id", "=", activityId)
    .execute();
  const existingNotifications = existing.map((row) => ({
    entityId,
    activityId,
    ...(row.person_id === null ? {} : { personId: row.person_id }),
    ...(row.email === null ? {} : { email: row.email }),
  }));

  let duplicate: ApiError;
  let columns: Omit<Row, "id">;
  if ("personId" in values) {
    await requireReferences(db, { person: values.personId });
    duplicate = reinforcementPersonAlreadyExists({
      entityId,
      activityId,
      personId: values.personId,
    });
    if (checkReinforcementPerson(values, { existingNotifications }).length > 0) {
      throw new Refusal(duplicate);
    }
    columns = {
      entity_id: entityId,
      activity_id: activityId,
      person_id: values.personId,
      name: null,
      email: null,
      email_type: null,
    };
  } else {
    duplicate = sharedReinforcementAddressAlreadyExists({
      entityId,
      activityId,
      email: values.email,
    });
    if (checkSharedAddress(values, { existingNotifications }).length > 0) {
      throw new Refusal(duplicate);
    }
    columns = {
      entity_id: entityId,
      activity_id: activityId,
      person_id: null,
      name: values.name,
      email: values.email,
      email_type: values.emailType,
    };
  }
  try {
    const row = await db
      .insertInto("reinforcement_notification")
      .values(columns)
      .returning("id")
      .executeTakeFirstOrThrow();
    return await getReinforcementNotification(db, access, row.id);
  } catch (error) {
    if (isUniqueViolation(error)) throw new Refusal(duplicate);
    throw error;
  }
}

/** Deletes a notification of the role's scope. */
export async function deleteReinforcementNotification(
  db: Kysely<Database>,
  access: Access,
  id: number,
): Promise<void> {
  await getReinforcementNotification(db, access, id);
  await db.deleteFrom("reinforcement_notification").where("id", "=", id).execute();
}

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
