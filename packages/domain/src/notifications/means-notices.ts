import type { Instant } from "../entities.js";
import type { MeansStatus, RegistrationStatus } from "../enums.js";
import { type ApiError, apiError, unexpectedStatus } from "../errors.js";
import { formatInstantIn } from "../time/instant-format.js";
import { compareInstants } from "../time/zoned.js";

/**
 * The notices a manager sends on demand from a means' page (spec 02 §2 dialogs "notify
 * mobilization" and "notify opening", decision 035): the mobilisation told again to the people
 * expected on the means, the opening announced again to the volunteers it is offered to. Each is
 * one outbox event; who receives it, when it may be sent and how often are these rules.
 */

/** The two notices, named as the actions of their refusals (`unexpectedStatus`'s `action`). */
export const meansNotices = ["notifyMobilization", "notifyOpening"] as const;

/** One notice of a means. */
export type MeansNotice = (typeof meansNotices)[number];

/**
 * The statuses each notice may be sent from. A mobilisation concerns people already staffed, who
 * can be there from the publication on (managers assign on a public means); an opening is only
 * true of an open means. A draft is seen by managers only, and a cancelled means expects nobody.
 */
export const meansNoticeStatuses: Readonly<Record<MeansNotice, readonly MeansStatus[]>> = {
  notifyMobilization: ["public", "open"],
  notifyOpening: ["open"],
};

/**
 * The registrations a mobilisation notice goes to: validated ones, the people expected on the
 * shift. A pending registration is not a mobilisation yet — telling its person "you are expected"
 * would promise what the manager has not decided; validating it sends its own message.
 */
export const mobilisationNoticeRegistrationStatuses = [
  "validated",
] as const satisfies readonly RegistrationStatus[];

/**
 * Minutes after a notice during which the same notice on the same means is refused
 * (`meansOfIntervention.notifiedRecently`): a manager pressing twice, or two managers at once,
 * send one message, not two. Longer would stop a correction sent on purpose; an opening by hand or
 * by the automatic job counts as an opening notice.
 */
export const meansNoticeRepeatMinutes = 10;

/** The recipients a notice dialog lists at most; the answer counts them all in `total`. */
export const meansNoticeRecipientsListed = 100;

/** What {@link meansNoticeRefusal} reads of a means. */
export interface MeansNoticeCandidate {
  id: number;
  status: MeansStatus;
  /** The end of the means on site. */
  end: Instant | Date;
}

/**
 * Why `notice` may not be sent for a means at `now`, or `undefined` when it may:
 * `meansOfIntervention.unexpectedStatus` outside {@link meansNoticeStatuses}, and
 * `meansOfIntervention.ended` (with its end in `timeZone`) once it has ended — nobody is
 * expected on a shift that is over, nor can register for it.
 */
export function meansNoticeRefusal(
  means: MeansNoticeCandidate,
  notice: MeansNotice,
  now: Date,
  timeZone: string,
): ApiError | undefined {
  const allowedFrom = meansNoticeStatuses[notice];
  if (!allowedFrom.includes(means.status)) {
    return unexpectedStatus("meansOfIntervention", {
      status: means.status,
      action: notice,
      allowedFrom,
    });
  }
  if (compareInstants(means.end, now) <= 0) {
    const end = typeof means.end === "string" ? means.end : formatInstantIn(means.end, timeZone);
    return apiError("meansOfIntervention", "ended", { id: means.id, action: notice, end });
  }
  return undefined;
}

/**
 * When a notice sent at `lastAt` may be sent again: {@link meansNoticeRepeatMinutes} later; null
 * when none was sent.
 */
export function meansNoticeAvailableAt(lastAt: Date | null): Date | null {
  return lastAt === null ? null : new Date(lastAt.getTime() + meansNoticeRepeatMinutes * 60_000);
}

/** What {@link meansNoticeRepeatRefusal} reads: the means, the notice and when it was last sent. */
export interface MeansNoticeRepeat {
  id: number;
  notice: MeansNotice;
  /** The latest same notice on the means, in business time; null when none was sent. */
  lastAt: Date | null;
}

/**
 * `meansOfIntervention.notifiedRecently` when the same notice was sent less than
 * {@link meansNoticeRepeatMinutes} before `now`, with when (`at`) and from when it may be sent
 * again (`availableAt`), in `timeZone`; `undefined` otherwise.
 */
export function meansNoticeRepeatRefusal(
  repeat: MeansNoticeRepeat,
  now: Date,
  timeZone: string,
): ApiError | undefined {
  const availableAt = meansNoticeAvailableAt(repeat.lastAt);
  if (repeat.lastAt === null || availableAt === null || availableAt.getTime() <= now.getTime()) {
    return undefined;
  }
  return apiError("meansOfIntervention", "notifiedRecently", {
    id: repeat.id,
    action: repeat.notice,
    at: formatInstantIn(repeat.lastAt, timeZone),
    availableAt: formatInstantIn(availableAt, timeZone),
  });
}

/**
 * `meansOfIntervention.noRecipient`: nobody the notice would reach — nobody concerned, or only
 * people without an address (`unreachable` counts them), so nothing would be sent.
 */
export function noMeansNoticeRecipient(data: {
  id: number;
  action: MeansNotice;
  unreachable: number;
}): ApiError {
  return apiError("meansOfIntervention", "noRecipient", data);
}
