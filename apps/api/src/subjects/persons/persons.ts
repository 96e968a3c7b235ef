import {
  type AvailabilityStatus,
  coversActivity,
  type EmailType,
  forbidden,
  isPersonInScope,
  liveRegistrationStatuses,
  notFound,
  type Person,
  type PersonPlace,
  Refusal,
  type StaffType,
} from "@releve/domain";
import { type Expression, type Kysely, type SqlBool, sql } from "kysely";
import type { Database } from "../../db/schema.js";
import type { Access } from "../../platform/access.js";
import { containing } from "../../platform/like.js";
import type { Page } from "../../platform/paging-sql.js";
import { pageAskedFor } from "../../platform/paging-sql.js";
import { scopeCondition } from "../../platform/scope-sql.js";
import { availabilityOfPersons, availabilityRank } from "../availability/index.js";

/** A person as the API returns it (spec 01 §3): names, function, staff type, e-mails by type. */
export interface PersonView extends Person {
  personIdCentralDb: string | null;
  /** The person's own address, as the central person database gives it. */
  email: string | null;
  /** The user profile of a person who may sign in; `null` for one who may not. */
  userProfileId: number | null;
}

/**
 * Where a person is placed, as SQL rows `(person_id, entity_id, activity_id)` for the persons
 * `personId` designates (a value or a column): the entity × activity pairs of their privileges
 * by items, every entity × activity of the types of their privileges by types, the activities of
 * their live registrations, and the activities of their functions at no entity (`null`).
 * Privileges count whatever their validity, so a person stays within reach of whoever may renew
 * an ended privilege.
 */
function placesSql(personId: Expression<number> | number) {
  return sql<PersonPlace & { person_id: number }>`
    select profile.person_id, privilege.entity_id, privilege.activity_id
      from user_authorization_scope privilege
      join user_authorization held on held.id = privilege.authorization_id
      join user_profile profile on profile.id = held.user_profile_id
     where privilege.entity_id is not null and profile.person_id = ${personId}
    union all
    select profile.person_id, typed_entity.id, typed_activity.id
      from user_authorization_scope privilege
      join user_authorization held on held.id = privilege.authorization_id
      join user_profile profile on profile.id = held.user_profile_id
      join entity typed_entity on typed_entity.type_id = privilege.entity_type_id
      join activity typed_activity on typed_activity.type_id = privilege.activity_type_id
     where profile.person_id = ${personId}
    union all
    select served.person_id, planned.entity_id, planned.activity_id
      from registration served
      join means_of_intervention means on means.id = served.means_of_intervention_id
      join operational_activity planned on planned.id = means.operational_activity_id
     where served.status in (${sql.join([...liveRegistrationStatuses])}) and served.person_id = ${personId}
    union all
    select qualified.person_id, null::integer, qualified.activity_id
      from person_activity qualified
     where qualified.person_id = ${personId}`;
}

/** The places of one person (see {@link placesSql}). */
export async function personPlaces(db: Kysely<Database>, personId: number): Promise<PersonPlace[]> {
  const { rows } = await sql<{ entity_id: number | null; activity_id: number }>`
    select distinct place.entity_id, place.activity_id
      from (${placesSql(personId)}) place`.execute(db);
  return rows.map((row) => ({ entityId: row.entity_id, activityId: row.activity_id }));
}

/**
 * The SQL form of `isPersonInScope` for the person of `personId` (a column): one of their places
 * is within the active role's scope — a place at an entity like any item (`scopeCondition`), a
 * place of a function when the scope reaches its activity somewhere (`coversActivity`).
 */
export function personScopeCondition(access: Access, personId: Expression<number>) {
  const { scope } = access;
  if (scope.type === "none") return sql<SqlBool>`true`;
  const covered = access.activityIds.filter((id) => coversActivity(scope, id, access.reference));
  const functionCondition =
    covered.length > 0 ? sql<SqlBool>`activity_id in (${sql.join(covered)})` : sql<SqlBool>`false`;
  return sql<SqlBool>`exists (
    select 1 from (${placesSql(personId)}) place
     where (entity_id is not null and ${scopeCondition(access)()})
        or (entity_id is null and ${functionCondition}))`;
}

/** The e-mail addresses of persons, by type, in the order of the types. */
async function emailsOf(
  db: Kysely<Database>,
  personIds: readonly number[],
): Promise<Map<number, { type: EmailType; address: string }[]>> {
  const emails = new Map<number, { type: EmailType; address: string }[]>();
  if (personIds.length === 0) return emails;
  const rows = await db
    .selectFrom("person_email")
    .select(["person_id", "type", "address"])
    .where("person_id", "in", personIds)
    .orderBy("person_id")
    .orderBy("type")
    .execute();
  for (const row of rows) {
    emails.set(row.person_id, [
      ...(emails.get(row.person_id) ?? []),
      { type: row.type, address: row.address },
    ]);
  }
  return emails;
}

const personColumns = [
  "person.id",
  "person.first_name",
  "person.last_name",
  "person.function",
  "person.staff_type",
  "person.email",
  "person.person_id_central_db",
  "user_profile.id as user_profile_id",
] as const;

type PersonRow = {
  id: number;
  first_name: string;
  last_name: string;
  function: string | null;
  staff_type: StaffType;
  email: string | null;
  person_id_central_db: string | null;
  user_profile_id: number | null;
};

function toPersonView(row: PersonRow, emails: PersonView["emails"]): PersonView {
  return {
    id: row.id,
    lastName: row.last_name,
    firstName: row.first_name,
    function: row.function,
    staffType: row.staff_type,
    emails,
    personIdCentralDb: row.person_id_central_db,
    email: row.email,
    userProfileId: row.user_profile_id,
  };
}

/** One person, whatever the scope; `person.notFound` when there is none. */
export async function findPerson(db: Kysely<Database>, id: number): Promise<PersonView> {
  const row = await db
    .selectFrom("person")
    .leftJoin("user_profile", "user_profile.person_id", "person.id")
    .select(personColumns)
    .where("person.id", "=", id)
    .executeTakeFirst();
  if (!row) throw new Refusal(notFound("person", { id }));
  const emails = await emailsOf(db, [id]);
  return toPersonView(row, emails.get(id) ?? []);
}

/**
 * Refuses with `person.forbidden` a person none of whose places is within the active role's
 * scope (spec 01 §6, `isPersonInScope`).
 */
export async function requirePersonInScope(
  db: Kysely<Database>,
  access: Access,
  personId: number,
): Promise<void> {
  if (access.scope.type === "none") return;
  const places = await personPlaces(db, personId);
  if (!isPersonInScope(places, access.scope, access.reference)) {
    throw new Refusal(forbidden("person", { id: personId }));
  }
}

/** One person of the role's scope: `person.notFound`, or `person.forbidden` outside it. */
export async function getPerson(
  db: Kysely<Database>,
  access: Access,
  id: number,
): Promise<PersonView> {
  const person = await findPerson(db, id);
  await requirePersonInScope(db, access, id);
  return person;
}

/** Criteria of `POST Person/search`. */
export interface PersonSearch {
  /** Words each found in the first name, the last name, the function or an e-mail address. */
  text?: string | undefined;
  staffTypes?: StaffType[] | undefined;
  /** Persons with a privilege at one of these entities. */
  entityIds?: number[] | undefined;
  /** Persons with a privilege for one of these activities. */
  activityIds?: number[] | undefined;
  sort?: { field: "lastName" | "firstName" | "staffType"; direction: "asc" | "desc" } | undefined;
  page?: number | undefined;
  pageSize?: number | undefined;
  /**
   * Only persons with a registration in conflict in this period (the personnel planning's
   * assignment conflict list, decision 041): see {@link conflictInPeriod}.
   */
  conflictsIn?: { from: Date; to: Date } | undefined;
  /**
   * A period each person found says their availability of, the available first (decision 046):
   * then the sort orders within each rank.
   */
  availableDuring?: { from: string; to: string } | undefined;
}

/**
 * The SQL form of the domain's `planningConflicts` over a period, for the person of `person.id`:
 * a live registration of theirs in the period meets another live registration of theirs on
 * another means, or an absence, at overlapping hours — each also in the period, as the planning
 * reads them.
 */
function conflictInPeriod({ from, to }: { from: Date; to: Date }) {
  const live = sql.join([...liveRegistrationStatuses]);
  return sql<SqlBool>`exists (
    select 1 from registration held
     where held.person_id = person.id and held.status in (${live})
       and held.start_at < ${to} and held.end_at > ${from} and held.start_at < held.end_at
       and (exists (select 1 from registration other
                     where other.person_id = held.person_id and other.status in (${live})
                       and other.means_of_intervention_id <> held.means_of_intervention_id
                       and other.start_at < held.end_at and other.end_at > held.start_at
                       and other.start_at < other.end_at
                       and other.start_at < ${to} and other.end_at > ${from})
         or exists (select 1 from absence away
                     where away.person_id = held.person_id
                       and away.start_at < held.end_at and away.end_at > held.start_at
                       and away.start_at < away.end_at
                       and away.start_at < ${to} and away.end_at > ${from})))`;
}

const sortColumns = {
  lastName: ["person.last_name", "person.first_name"],
  firstName: ["person.first_name", "person.last_name"],
  staffType: ["person.staff_type", "person.last_name"],
} as const;

/** The persons of the active role's scope matching the criteria, a page at a time. */
export async function searchPersons(
  db: Kysely<Database>,
  access: Access,
  search: PersonSearch,
  timeZone: string,
): Promise<Page<PersonView & { availability: AvailabilityStatus | null }>> {
  const { page, pageSize } = pageAskedFor(search);
  const during = search.availableDuring;
  const words = (search.text ?? "").trim().split(/\s+/).filter(Boolean);
  const entityIds = search.entityIds ?? [];
  const activityIds = search.activityIds ?? [];
  const query = db
    .selectFrom("person")
    .leftJoin("user_profile", "user_profile.person_id", "person.id")
    .where(personScopeCondition(access, sql.ref("person.id")))
    .$if(Boolean(search.staffTypes?.length), (q) =>
      q.where("person.staff_type", "in", search.staffTypes ?? []),
    )
    .$call((q) => (search.conflictsIn ? q.where(conflictInPeriod(search.conflictsIn)) : q))
    .$if(words.length > 0, (q) =>
      q.where((eb) =>
        eb.and(
          words.map(
            (word) =>
              sql<SqlBool>`(person.first_name ilike ${containing(word)}
                or person.last_name ilike ${containing(word)}
                or person.function ilike ${containing(word)}
                or person.email ilike ${containing(word)}
                or exists (select 1 from person_email address
                            where address.person_id = person.id
                              and address.address ilike ${containing(word)}))`,
          ),
        ),
      ),
    )
    .$if(entityIds.length > 0 || activityIds.length > 0, (q) =>
      q.where((eb) =>
        eb.exists(
          eb
            .selectFrom("user_authorization_scope as privilege")
            .innerJoin("user_authorization as held", "held.id", "privilege.authorization_id")
            .innerJoin("user_profile as holder", "holder.id", "held.user_profile_id")
            .select(sql`1`.as("one"))
            .whereRef("holder.person_id", "=", "person.id")
            .$if(entityIds.length > 0, (sub) => sub.where("privilege.entity_id", "in", entityIds))
            .$if(activityIds.length > 0, (sub) =>
              sub.where("privilege.activity_id", "in", activityIds),
            ),
        ),
      ),
    );
  const total = await query
    .select((eb) => eb.fn.countAll<string>().as("count"))
    .executeTakeFirstOrThrow();
  const sort = search.sort ?? { field: "lastName", direction: "asc" };
  const [first, second] = sortColumns[sort.field];
  const rows = await query
    .select(personColumns)
    // The available first (decision 046), then the sort asked for.
    .$call((q) =>
      during ? q.orderBy(availabilityRank(sql.ref("person.id"), during, timeZone)) : q,
    )
    .orderBy(first, sort.direction)
    .orderBy(second, sort.direction)
    .orderBy("person.id", sort.direction)
    .limit(pageSize)
    .offset((page - 1) * pageSize)
    .execute();
  const emails = await emailsOf(
    db,
    rows.map((row) => row.id),
  );
  const availability = during
    ? await availabilityOfPersons(
        db,
        rows.map((row) => row.id),
        during,
        timeZone,
      )
    : null;
  return {
    items: rows.map((row) => ({
      ...toPersonView(row, emails.get(row.id) ?? []),
      availability: availability?.get(row.id) ?? null,
    })),
    total: Number(total.count),
    page,
    pageSize,
  };
}
