import type { Entity, ReferenceItem, ReferenceType } from "@releve/domain";
import type { Kysely } from "kysely";
import type { Database } from "../../db/schema.js";

/** Every activity type, by id. */
export function getAllActivityTypes(db: Kysely<Database>): Promise<ReferenceType[]> {
  return db.selectFrom("activity_type").select(["id", "code", "label"]).orderBy("id").execute();
}

/** Every activity, with its type. */
export function getAllActivities(db: Kysely<Database>): Promise<ReferenceItem[]> {
  return db
    .selectFrom("activity")
    .select(["id", "type_id as typeId", "code", "label"])
    .orderBy("id")
    .execute();
}

/** Every entity type, by id. */
export function getAllEntityTypes(db: Kysely<Database>): Promise<ReferenceType[]> {
  return db.selectFrom("entity_type").select(["id", "code", "label"]).orderBy("id").execute();
}

/** Every entity, with its type and parent. */
export function getAllEntities(db: Kysely<Database>): Promise<Entity[]> {
  return db
    .selectFrom("entity")
    .select(["id", "type_id as typeId", "parent_id as parentId", "code", "label"])
    .orderBy("id")
    .execute();
}
