import { randomBytes } from "node:crypto";
import type { AlertLevel, Language, LocalizedLabel } from "@releve/domain";
import type { Kysely } from "kysely";
import type { Database } from "../../src/db/schema.js";

/**
 * Alerts, release versions and reinforcement notifications a test inserts for itself, named with
 * a fresh suffix so they collide with nothing already there.
 */

/** A fresh suffix for names and addresses. */
export const uniqueSuffix = () => randomBytes(5).toString("hex");

/** Inserts an alert with its texts, active and showing from an hour ago unless told. */
export async function insertAlert(
  db: Kysely<Database>,
  values: {
    level?: AlertLevel;
    from?: Date | string;
    to?: Date | string | null;
    isActive?: boolean;
    dismissible?: boolean;
    texts?: Partial<Record<Language, { title: string; text: string }>>;
  } = {},
): Promise<number> {
  const row = await db
    .insertInto("alert")
    .values({
      level: values.level ?? "info",
      from_at: values.from ?? new Date(Date.now() - 3_600_000),
      to_at: values.to ?? null,
      is_active: values.isActive ?? true,
      dismissible: values.dismissible ?? true,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  const texts = values.texts ?? { fr: { title: "Alerte de test", text: uniqueSuffix() } };
  await db
    .insertInto("alert_text")
    .values(
      Object.entries(texts).map(([language, text]) => ({
        alert_id: row.id,
        language_code: language as Language,
        ...text,
      })),
    )
    .execute();
  return row.id;
}

/** Inserts a released version with its notes, each note `[title, text]` in every language. */
export async function insertReleaseVersion(
  db: Kysely<Database>,
  values: {
    number?: string;
    releasedAt: Date | string;
    description?: string;
    notes?: [LocalizedLabel, LocalizedLabel, number][];
  },
): Promise<number> {
  const row = await db
    .insertInto("release_version")
    .values({
      number: values.number ?? `0.0.0-${uniqueSuffix()}`,
      released_at: values.releasedAt,
      description: values.description ?? "",
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  const notes = values.notes ?? [];
  if (notes.length > 0) {
    await db
      .insertInto("release_note")
      .values(
        notes.map(([title, text, sortOrder]) => ({
          release_version_id: row.id,
          title,
          text,
          sort_order: sortOrder,
        })),
      )
      .execute();
  }
  return row.id;
}

/** Registers a shared address for an entity and an activity; a fresh address unless told. */
export async function insertSharedAddress(
  db: Kysely<Database>,
  place: { entityId: number; activityId: number },
  email = `astreinte-${uniqueSuffix()}@releve.example`,
): Promise<number> {
  const row = await db
    .insertInto("reinforcement_notification")
    .values({
      entity_id: place.entityId,
      activity_id: place.activityId,
      name: "Astreinte de test",
      email,
      email_type: "shared",
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Registers a person for an entity and an activity. */
export async function insertPersonNotification(
  db: Kysely<Database>,
  place: { entityId: number; activityId: number },
  personId: number,
): Promise<number> {
  const row = await db
    .insertInto("reinforcement_notification")
    .values({ entity_id: place.entityId, activity_id: place.activityId, person_id: personId })
    .returning("id")
    .executeTakeFirstOrThrow();
  return row.id;
}
