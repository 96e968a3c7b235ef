import * as v from "valibot";
import type { ActivityStatus, MeansStatus } from "../enums.js";
import type { WallClock } from "../time/zoned.js";
import { flagSchema } from "./fields.js";
import { checkOperationalActivity, operationalActivitySchema } from "./operational-activity.js";
import { createValidator } from "./validation.js";
import { addToWallClock, dateOf, daysBetween, existingWallClock } from "./wall-clock.js";

/**
 * Cloning an operational activity (spec 02 §2 "operational activity form (create, edit, clone)"):
 * the form, filled from the source and edited, makes a new draft; with `copyMeans`, the source's
 * means come along as drafts, moved on the wall clock as the activity moved.
 */

/** The clone form: the operational activity form, and whether the means are copied. */
export const operationalActivityCloneSchema = v.object({
  ...operationalActivitySchema.entries,
  copyMeans: flagSchema,
});

/** The values of the clone form. */
export type OperationalActivityCloneValues = v.InferOutput<typeof operationalActivityCloneSchema>;

/** Parses and checks a clone: the rules of the operational activity form. */
export const validateOperationalActivityClone = createValidator(
  operationalActivityCloneSchema,
  checkOperationalActivity,
);

/** How far a clone lies from its source on the wall clock: calendar days, then minutes. */
export interface CloneShift {
  days: number;
  minutes: number;
}

const minutesOfDay = (value: WallClock) =>
  Number(value.slice(11, 13)) * 60 + Number(value.slice(14, 16));

/** The move from the source's start to the clone's start (wall-clock values of the forms). */
/* @__NO_SIDE_EFFECTS__ */
export function cloneShift(sourceStart: WallClock, cloneStart: WallClock): CloneShift {
  return {
    days: daysBetween(dateOf(sourceStart), dateOf(cloneStart)),
    minutes: minutesOfDay(cloneStart) - minutesOfDay(sourceStart),
  };
}

/**
 * A time of the source's means (start, end, rendezvous, return, deadline, opening date) moved as
 * the activity moved: a means at 08:00 on the activity's day stays at 08:00 on the clone's day
 * across a daylight-saving change; a time the spring-forward gap skips moves forward.
 */
/* @__NO_SIDE_EFFECTS__ */
export function movedByClone(
  value: WallClock | null,
  shift: CloneShift,
  timeZone: string,
): WallClock | null {
  return value ? existingWallClock(addToWallClock(value, shift), timeZone) : null;
}

/**
 * The means a clone copies: those that still take place, and every one of a cancelled activity
 * (cancelling it cancelled them all, and cloning it is planning it again).
 */
/* @__NO_SIDE_EFFECTS__ */
export function meansCopiedOnClone<Means extends { status: MeansStatus }>(
  activityStatus: ActivityStatus,
  means: readonly Means[],
): Means[] {
  return activityStatus === "cancelled"
    ? [...means]
    : means.filter((item) => item.status !== "cancelled");
}
