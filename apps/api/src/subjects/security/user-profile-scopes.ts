import {
  forbidden,
  isPrivilegeInScope,
  notFound,
  type PrivilegePair,
  privilegePair,
  Refusal,
  type RoleCode,
  type ScopeType,
  type UserProfileScope,
} from "@releve/domain";
import { type Kysely, type SqlBool, sql, type Transaction } from "kysely";
import type { Database } from "../../db/schema.js";
import type { Access } from "../../platform/access.js";
import { instantOf } from "../../platform/instants.js";
import { containing } from "../../platform/like.js";
import type { Page } from "../../platform/paging-sql.js";
import { pageAskedFor } from "../../platform/paging-sql.js";
import { scopeCondition } from "../../platform/scope-sql.js";
import { personPlaces, personScopeCondition } from "../persons/index.js";

type Db = Kysely<Database> | Transaction<Database>;

/** A privilege as the API returns it: the domain's, with its person's names and scope type. */
export interface UserProfileScopeView extends UserProfileScope {
  firstName: string;
  lastName: string;
  /** The scope type of the role it belongs to, which decides whether it restricts. */
  scopeType: ScopeType;
}

function privileges(db: Db) {
  return db
    .selectFrom("user_authorization_scope as privilege")
    .innerJoin("user_authorization as held", "held.id", "privilege.authorization_id")
    .innerJoin("user_profile as holder", "holder.id", "held.user_profile_id")
    .innerJoin("person", "person.id", "holder.person_id")
    .leftJoin("entity", "entity.id", "privilege.entity_id")
    .leftJoin("activity", "activity.id", "privilege.activity_id");
}

const privilegeColumns = [
  "privilege.id",
  "privilege.entity_id",
  "privilege.activity_id",
  "privilege.entity_type_id",
  "privilege.activity_type_id",
  "privilege.valid_from",
  "privilege.valid_to",
  "entity.type_id as item_entity_type_id",
  "activity.type_id as item_activity_type_id",
  "held.id as authorization_id",
  "held.role_code",
  "held.scope_type",
  "held.valid_from as role_valid_from",
  "person.id as person_id",
  "person.first_name",
  "person.last_name",
] as const;

export type PrivilegeRow = {
  id: number;
  entity_id: number | null;
  activity_id: number | null;
  entity_type_id: number | null;
  activity_type_id: number | null;
  valid_from: Date | null;
  valid_to: Date | null;
  item_entity_type_id: number | null;
  item_activity_type_id: number | null;
  authorization_id: number;
  role_code: RoleCode;
  scope_type: ScopeType;
  role_valid_from: Date;
  person_id: number;
  first_name: string;
  last_name: string;
};

/** The stored form of a privilege row's scope (the database keeps it items, types or nothing). */
export function pairOfRow(row: {
  entity_id: number | null;
  activity_id: number | null;
  entity_type_id: number | null;
  activity_type_id: number | null;
}): PrivilegePair {
  const pair = privilegePair({
    activityTypeId: row.activity_type_id,
    activityId: row.activity_id,
    entityTypeId: row.entity_type_id,
    entityId: row.entity_id,
  });
  if (!pair) throw new Error("A stored privilege mixes an item and a type");
  return pair;
}

/**
 * The privilege as the API returns it: an item's type is the item's; a privilege without a start
 * of its own starts with its role; `validTo` is exclusive (midnight ending the last day).
 */
export function toView(row: PrivilegeRow, timeZone: string): UserProfileScopeView {
  const instant = (value: Date) => instantOf(value, timeZone);
  return {
    id: row.id,
    personId: row.person_id,
    roleCode: row.role_code,
    activityTypeId: row.activity_type_id ?? row.item_activity_type_id,
    activityId: row.activity_id,
    entityTypeId: row.entity_type_id ?? row.item_entity_type_id,
    entityId: row.entity_id,
    validFrom: instant(row.valid_from ?? row.role_valid_from),
    validTo: row.valid_to === null ? null : instant(row.valid_to),
    firstName: row.first_name,
    lastName: row.last_name,
    scopeType: row.scope_type,
  };
}

/**
 * The SQL form of `isPrivilegeInScope` on the privileges query: a privilege by items within the
 * scope, one by types only for an unrestricted manager or one holding that pair by types, one
 * naming nothing where its person is.
 */
function privilegeScopeCondition(access: Access) {
  const { scope } = access;
  if (scope.type === "none") return sql<SqlBool>`true`;
  const typePairs =
    scope.type === "byTypes" && scope.pairs.length > 0
      ? sql<SqlBool>`(privilege.entity_type_id, privilege.activity_type_id) in (values ${sql.join(
          scope.pairs.map((pair) => sql`(${pair.entityTypeId}::int, ${pair.activityTypeId}::int)`),
        )})`
      : sql<SqlBool>`false`;
  return sql<SqlBool>`(
    (privilege.entity_id is not null and ${scopeCondition(access)()})
    or (privilege.entity_type_id is not null and ${typePairs})
    or (privilege.entity_id is null and privilege.entity_type_id is null
        and ${personScopeCondition(access, sql.ref("person.id"))}))`;
}

/** The privilege of that id, whatever the scope, or `undefined`. */
export function findPrivilege(db: Db, id: number): Promise<PrivilegeRow | undefined> {
  return privileges(db).select(privilegeColumns).where("privilege.id", "=", id).executeTakeFirst();
}

/** Refuses with `userProfileScope.forbidden` a privilege outside the manager's scope. */
async function requirePrivilegeInScope(db: Db, access: Access, row: PrivilegeRow) {
  const pair = pairOfRow(row);
  const places = pair.kind === "nothing" ? await personPlaces(db, row.person_id) : [];
  if (!isPrivilegeInScope(pair, places, access.scope, access.reference)) {
    throw new Refusal(forbidden("userProfileScope", { id: row.id }));
  }
}

/** One privilege: `userProfileScope.notFound`, or `userProfileScope.forbidden` outside the scope. */
export async function getPrivilegeRow(db: Db, access: Access, id: number): Promise<PrivilegeRow> {
  const row = await findPrivilege(db, id);
  if (!row) throw new Refusal(notFound("userProfileScope", { id }));
  await requirePrivilegeInScope(db, access, row);
  return row;
}

/** One privilege of the role's scope, `GET UserProfileScope/:id`. */
export async function getUserProfileScope(
  db: Kysely<Database>,
  access: Access,
  id: number,
  timeZone: string,
): Promise<UserProfileScopeView> {
  return toView(await getPrivilegeRow(db, access, id), timeZone);
}

/** Criteria of `POST UserProfileScope/search` (the privilege list). */
export interface UserProfileScopeSearch {
  personIds?: number[] | undefined;
  roleCodes?: RoleCode[] | undefined;
  entityIds?: number[] | undefined;
  activityIds?: number[] | undefined;
  /** Words each found in the first or last name of the user. */
  text?: string | undefined;
  /** Only the privileges valid at this instant, with their role. */
  validAt?: string | undefined;
  sort?: { field: "lastName" | "roleCode" | "validFrom"; direction: "asc" | "desc" } | undefined;
  page?: number | undefined;
  pageSize?: number | undefined;
}

const sortColumns = {
  lastName: sql`person.last_name`,
  roleCode: sql`(select sort_order from role where role.code = held.role_code)`,
  validFrom: sql`coalesce(privilege.valid_from, held.valid_from)`,
} as const;

/** The privileges of the role's scope matching the criteria, a page at a time. */
export async function searchUserProfileScopes(
  db: Kysely<Database>,
  access: Access,
  search: UserProfileScopeSearch,
  timeZone: string,
): Promise<Page<UserProfileScopeView>> {
  const { page, pageSize } = pageAskedFor(search);
  const words = (search.text ?? "").trim().split(/\s+/).filter(Boolean);
  const validAt = search.validAt ? new Date(search.validAt) : undefined;
  const query = privileges(db)
    .where(privilegeScopeCondition(access))
    .$if(Boolean(search.personIds?.length), (q) =>
      q.where("person.id", "in", search.personIds ?? []),
    )
    .$if(Boolean(search.roleCodes?.length), (q) =>
      q.where("held.role_code", "in", search.roleCodes ?? []),
    )
    .$if(Boolean(search.entityIds?.length), (q) =>
      q.where("privilege.entity_id", "in", search.entityIds ?? []),
    )
    .$if(Boolean(search.activityIds?.length), (q) =>
      q.where("privilege.activity_id", "in", search.activityIds ?? []),
    )
    .$if(words.length > 0, (q) =>
      q.where((eb) =>
        eb.and(
          words.map((word) => {
            const pattern = containing(word);
            return eb.or([
              eb("person.first_name", "ilike", pattern),
              eb("person.last_name", "ilike", pattern),
            ]);
          }),
        ),
      ),
    )
    .$if(validAt !== undefined, (q) =>
      q.where(
        sql<SqlBool>`coalesce(privilege.valid_from, held.valid_from) <= ${validAt}
          and held.valid_from <= ${validAt}
          and (privilege.valid_to is null or privilege.valid_to > ${validAt})
          and (held.valid_to is null or held.valid_to > ${validAt})`,
      ),
    );
  const total = await query
    .select((eb) => eb.fn.countAll<string>().as("count"))
    .executeTakeFirstOrThrow();
  const sort = search.sort ?? { field: "lastName", direction: "asc" };
  const rows = await query
    .select(privilegeColumns)
    .orderBy(sortColumns[sort.field], sort.direction)
    .orderBy("person.last_name", sort.direction)
    .orderBy("privilege.id", sort.direction)
    .limit(pageSize)
    .offset((page - 1) * pageSize)
    .execute();
  return {
    items: rows.map((row) => toView(row, timeZone)),
    total: Number(total.count),
    page,
    pageSize,
  };
}
