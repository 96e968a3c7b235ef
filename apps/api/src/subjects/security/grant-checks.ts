import {
  type ApiError,
  blocking,
  notFound,
  Refusal,
  type StaffType,
  type ValidityInstants,
  validityInstants,
} from "@releve/domain";
import type { Kysely, Transaction } from "kysely";
import type { Database } from "../../db/schema.js";
import { invalidForm } from "../../platform/forms.js";
import { isStorableId } from "../../platform/references.js";

/**
 * What giving a role and giving a privilege both check (spec 02 §2, §6): the user profile of the
 * person, the validity period of whole days, the refusals of the domain.
 */

type Db = Kysely<Database> | Transaction<Database>;

/** A person who may sign in: their profile and staff type. */
export interface ProfileHolder {
  personId: number;
  profileId: number;
  staffType: StaffType;
}

/** The user profile of a person: `person.notFound`, or `userProfile.notFound` for one who has none. */
export async function findProfileHolder(db: Db, personId: number): Promise<ProfileHolder> {
  // A number no id can take names nobody, and is not sent to the database.
  if (!isStorableId(personId)) throw new Refusal(notFound("person", { id: personId }));
  const row = await db
    .selectFrom("person")
    .leftJoin("user_profile", "user_profile.person_id", "person.id")
    .select(["person.id", "person.staff_type", "user_profile.id as profile_id"])
    .where("person.id", "=", personId)
    .executeTakeFirst();
  if (!row) throw new Refusal(notFound("person", { id: personId }));
  if (row.profile_id === null) {
    throw new Refusal(notFound("userProfile", { personId }));
  }
  return { personId: row.id, profileId: row.profile_id, staffType: row.staff_type };
}

/**
 * The instants of a validity period of whole days, or `validation.invalidForm` with
 * `date.invalid` on the day the product cannot keep (beyond four-digit years).
 */
export function validityPeriod(
  days: { validFrom: string; validTo: string | null },
  timeZone: string,
): ValidityInstants {
  const period = validityInstants(days, timeZone);
  if (period) return period;
  const field = validityInstants({ ...days, validTo: null }, timeZone) ? "validTo" : "validFrom";
  throw invalidForm([blocking(field, "date.invalid")]);
}

/** Refuses a role assignment the domain refuses (outside the assigner's rights, or a staff type). */
export function throwRefusal(refusal: ApiError | null): void {
  if (refusal) throw new Refusal(refusal);
}
