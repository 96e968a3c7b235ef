import * as v from "valibot";
import { emailTypes } from "../enums.js";
import { blocking, type Finding } from "../findings.js";
import { textMaxLengths } from "../limits.js";
import { idSchema, requiredTextSchema } from "./fields.js";
import { createValidator } from "./validation.js";

/**
 * The reinforcement notification forms (spec 02 §2, §3): add a person, or add a shared address
 * (name, e-mail, e-mail type), to be notified for an entity and an activity.
 */

/** The add-person form. */
export const reinforcementPersonSchema = v.object({
  personId: idSchema,
  entityId: idSchema,
  activityId: idSchema,
});

/** The values of the add-person form. */
export type ReinforcementPersonValues = v.InferOutput<typeof reinforcementPersonSchema>;

/** The add-shared-address form. */
export const sharedAddressSchema = v.object({
  name: requiredTextSchema(textMaxLengths.name),
  email: v.pipe(requiredTextSchema(textMaxLengths.email), v.email("email.invalid")),
  emailType: v.picklist(emailTypes),
  entityId: idSchema,
  activityId: idSchema,
});

/** The values of the add-shared-address form. */
export type SharedAddressValues = v.InferOutput<typeof sharedAddressSchema>;

/** A notification already registered, as far as duplicates are concerned. */
export interface ReinforcementNotificationKey {
  entityId: number;
  activityId: number;
  personId?: number;
  email?: string;
}

/** What the reinforcement rules need besides the values. */
export interface ReinforcementContext {
  /** The notifications already registered (persons and shared addresses). */
  existingNotifications?: readonly ReinforcementNotificationKey[];
}

function sameScope(a: ReinforcementNotificationKey, b: ReinforcementNotificationKey): boolean {
  return a.entityId === b.entityId && a.activityId === b.activityId;
}

/**
 * Whether a shared address is already notified for the same entity and activity (spec 02 §8
 * "shared reinforcement address already exists"); e-mails compare trimmed and case-insensitively.
 */
/* @__NO_SIDE_EFFECTS__ */
export function isDuplicateSharedAddress(
  list: readonly ReinforcementNotificationKey[],
  candidate: Pick<SharedAddressValues, "email" | "entityId" | "activityId">,
): boolean {
  const email = candidate.email.trim().toLowerCase();
  return list.some(
    (item) => sameScope(item, candidate) && item.email?.trim().toLowerCase() === email,
  );
}

/**
 * Rules of the add-person form (spec 02 §5 "the same value cannot be entered more than once"): a
 * person already notified for the entity and activity gives `value.duplicate` on `personId`.
 */
/* @__NO_SIDE_EFFECTS__ */
export function checkReinforcementPerson(
  values: Partial<ReinforcementPersonValues>,
  context: ReinforcementContext = {},
): Finding[] {
  const { personId, entityId, activityId } = values;
  if (personId === undefined || entityId === undefined || activityId === undefined) return [];
  const candidate = { personId, entityId, activityId };
  const duplicate = (context.existingNotifications ?? []).some(
    (item) => sameScope(item, candidate) && item.personId === personId,
  );
  return duplicate ? [blocking("personId", "value.duplicate")] : [];
}

/**
 * Rules of the add-shared-address form: an address already notified for the entity and activity
 * gives `reinforcement.sharedAddressExists` on `email` (the server's rule, checked early).
 */
/* @__NO_SIDE_EFFECTS__ */
export function checkSharedAddress(
  values: Partial<SharedAddressValues>,
  context: ReinforcementContext = {},
): Finding[] {
  const { email, entityId, activityId } = values;
  if (email === undefined || entityId === undefined || activityId === undefined) return [];
  const exists = isDuplicateSharedAddress(context.existingNotifications ?? [], {
    email,
    entityId,
    activityId,
  });
  return exists ? [blocking("email", "reinforcement.sharedAddressExists")] : [];
}

/** Parses and checks a person to notify. */
export const validateReinforcementPerson = createValidator(
  reinforcementPersonSchema,
  checkReinforcementPerson,
);

/** Parses and checks a shared address to notify. */
export const validateSharedAddress = createValidator(sharedAddressSchema, checkSharedAddress);
