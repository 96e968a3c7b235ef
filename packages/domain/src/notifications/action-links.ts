import type { Instant } from "../entities.js";
import type { RegistrationStatus } from "../enums.js";
import type { RegistrationAction } from "../lifecycle/registration.js";
import { liveRegistrationStatuses } from "../lifecycle/registration.js";
import { compareInstants, toZonedInstant } from "../time/zoned.js";

/**
 * The action links of the notifications (decision 025): "I confirm" and "I cannot come", with
 * which a person expected on a shift answers from the e-mail itself. The API stores and checks
 * them; these rules say which messages carry them and how long they hold.
 */

/**
 * The mobilisations whose message carries action links: those after which the person is expected
 * on the shift — assigned by a manager, validated (also after a rejection), or a proposition they
 * accepted. A registration or a proposition still waiting, a rejection or an unregistration expects
 * nobody, so it asks nothing. (Reminders always carry links: they go to validated registrations.)
 */
export const actionLinkMobilisations = [
  "assign",
  "validate",
  "validateRejected",
  "acceptProposition",
] as const satisfies readonly RegistrationAction[];

/** Whether the message of a mobilisation by `action` carries action links (decision 025). */
export function mobilisationCarriesActionLinks(action: RegistrationAction): boolean {
  return (actionLinkMobilisations as readonly RegistrationAction[]).includes(action);
}

/**
 * The registration statuses in which a link can be answered: the live ones, pending or
 * validated (decision 025). A rejected, unregistered, cancelled or deleted registration has
 * nothing left to confirm or decline.
 */
export const actionLinkRegistrationStatuses = liveRegistrationStatuses;

/**
 * The instant a registration's links stop holding: its start (decision 025). Once the shift has
 * begun, saying "I cannot come" is no longer an answer a manager can act on.
 *
 * @throws RangeError when a string is not an instant with offset.
 */
export function actionLinkExpiry(registrationStart: Instant | Date): Date {
  return toZonedInstant(registrationStart, "UTC").toDate();
}

/**
 * Whether a link expiring at `expiresAt` no longer holds at `now`, its expiry included: a link
 * whose expiry has come is neither made nor answered.
 *
 * @throws RangeError when a string is not an instant with offset.
 */
export function actionLinkExpired(expiresAt: Instant | Date, now: Instant | Date): boolean {
  return compareInstants(expiresAt, now) <= 0;
}

/** What {@link actionLinkAnswerable} reads of a link. */
export interface ActionLinkState {
  expiresAt: Instant | Date;
  /** When the link (or the other link of its pair) was answered; null while neither was. */
  usedAt: Instant | Date | null;
  /** The status of the link's registration. */
  registrationStatus: RegistrationStatus;
}

/**
 * Whether a link can be answered at `now` (decision 025): neither link of its pair answered yet,
 * before its expiry, and its registration live ({@link actionLinkRegistrationStatuses}).
 *
 * @throws RangeError when a string is not an instant with offset.
 */
export function actionLinkAnswerable(link: ActionLinkState, now: Instant | Date): boolean {
  return (
    link.usedAt === null &&
    !actionLinkExpired(link.expiresAt, now) &&
    (actionLinkRegistrationStatuses as readonly RegistrationStatus[]).includes(
      link.registrationStatus,
    )
  );
}
