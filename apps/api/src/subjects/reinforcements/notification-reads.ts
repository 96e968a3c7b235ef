import { type calls, notFound, Refusal, type ReinforcementNotification } from "@releve/domain";
import { type Kysely, type Selectable, sql, type Transaction } from "kysely";
import type { Database, ReinforcementNotificationTable } from "../../db/schema.js";
import { type Access, requireInScope } from "../../platform/access.js";
import type { Page } from "../../platform/paging-sql.js";
import { scopeCondition } from "../../platform/scope-sql.js";

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
