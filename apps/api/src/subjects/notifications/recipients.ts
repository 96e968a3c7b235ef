import {
  type Language,
  localizedLabel,
  openingExcludingRegistrationStatuses,
  openingRecipientStaffTypes,
} from "@releve/domain";
import { type Kysely, sql, type Transaction } from "kysely";
import type { Database } from "../../db/schema.js";
import type { MeansFacts } from "./templates.js";

type Db = Kysely<Database> | Transaction<Database>;

/** Someone a message is addressed to. */
export interface Recipient {
  personId: number | null;
  address: string;
  name: string | null;
  language: Language;
}

/** The language of a person without a profile, and of a shared address. */
export const defaultLanguage: Language = "fr";

/**
 * The persons of `ids` that can be written to, with their language (their profile's, French
 * without one) and address: the main one, else a professional one, else a private one (decision
 * 025). A person without any address is left out: nothing can reach them by e-mail.
 */
export async function personRecipients(db: Db, ids: readonly number[]): Promise<Recipient[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .selectFrom("person")
    .leftJoin("user_profile", "user_profile.person_id", "person.id")
    .select([
      "person.id",
      "person.first_name",
      "person.last_name",
      "user_profile.language",
      sql<string | null>`coalesce(nullif(person.email, ''), (
        select address from person_email
        where person_email.person_id = person.id and type in ('professional', 'private')
        order by type = 'professional' desc, address limit 1))`.as("address"),
    ])
    .where("person.id", "in", [...ids])
    .orderBy("person.id")
    .execute();
  const seen = new Set<number>();
  const recipients: Recipient[] = [];
  for (const row of rows) {
    if (row.address === null || seen.has(row.id)) continue;
    seen.add(row.id);
    recipients.push({
      personId: row.id,
      address: row.address,
      name: `${row.first_name} ${row.last_name}`,
      language: row.language ?? defaultLanguage,
    });
  }
  return recipients;
}

/**
 * The persons an opening is announced to: the domain's `isOpeningRecipient` as SQL (decision
 * 025) — of `openingRecipientStaffTypes` (volunteers), linked to the means' activity, with no
 * registration on it in `openingExcludingRegistrationStatuses` (a live one).
 */
export async function openingRecipientIds(db: Db, meansId: number): Promise<number[]> {
  const rows = await db
    .selectFrom("means_of_intervention as m")
    .innerJoin("operational_activity as oa", "oa.id", "m.operational_activity_id")
    .innerJoin("person_activity as pa", "pa.activity_id", "oa.activity_id")
    .innerJoin("person as p", "p.id", "pa.person_id")
    .select("p.id")
    .where("m.id", "=", meansId)
    .where("p.staff_type", "in", [...openingRecipientStaffTypes])
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom("registration as r")
            .select("r.id")
            .whereRef("r.person_id", "=", "p.id")
            .whereRef("r.means_of_intervention_id", "=", "m.id")
            .where("r.status", "in", [...openingExcludingRegistrationStatuses]),
        ),
      ),
    )
    .distinct()
    .orderBy("p.id")
    .execute();
  return rows.map((row) => row.id);
}

/** The means of `ids` as messages name them, in `language`; a missing one is left out. */
export async function meansFacts(
  db: Db,
  ids: readonly number[],
  language: Language,
): Promise<MeansFacts[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .selectFrom("means_of_intervention as m")
    .innerJoin("means_of_intervention_type as t", "t.id", "m.type_id")
    .innerJoin("operational_activity as oa", "oa.id", "m.operational_activity_id")
    .innerJoin("entity as e", "e.id", "oa.entity_id")
    .select([
      "m.id",
      "t.label as typeLabel",
      "oa.title",
      "e.label as entityLabel",
      "m.start_at",
      "m.end_at",
      "m.ultimate_start_at",
      "m.ultimate_end_at",
      "oa.location",
    ])
    .where("m.id", "in", [...ids])
    .orderBy("m.start_at")
    .orderBy("m.id")
    .execute();
  return rows.map((row) => ({
    id: row.id,
    typeLabel: localizedLabel(row.typeLabel, language),
    activityTitle: row.title,
    entityLabel: localizedLabel(row.entityLabel, language),
    startAt: row.start_at,
    endAt: row.end_at,
    rendezvousAt: row.ultimate_start_at,
    returnAt: row.ultimate_end_at,
    location: row.location === "" ? null : row.location,
  }));
}
