import { type MeansStatus, openingDate, type SplitType, splitMeans } from "@releve/domain";
import type { Insertable } from "kysely";
import type { Database } from "../schema.js";
import type { ActivityDraft, OpeningSettings, PlanningContext } from "./planning-activities.js";
import { centresOf, type RescueCentreCode } from "./planning-catalog.js";
import type { CentreVehicle, MeansTypeInfo, Reference } from "./planning-reference.js";
import {
  type AuditEntry,
  addDays,
  at,
  between,
  dayIn,
  earliest,
  hour,
  latest,
  minute,
  plus,
} from "./planning-support.js";
import type { MeansPlan } from "./planning-templates.js";

type Rows<T extends keyof Database> = Insertable<Database[T]>[];

export interface MeansDraft {
  id: number;
  activity: ActivityDraft;
  type: MeansTypeInfo;
  centre: RescueCentreCode;
  start: Date;
  end: Date;
  schedule: "day" | "night" | null;
  required: number;
  status: MeansStatus;
  createdAt: Date;
  publishedAt: Date | null;
  openedAt: Date | null;
  cancelledAt: Date | null;
  splitAt: Date | null;
  sibling: MeansDraft | null;
  half: "first" | "second" | null;
  vehicle: CentreVehicle | null;
  inherits: boolean;
  opening: OpeningSettings;
  deadline: Date | null;
  automaticValidation: boolean;
  ultimateStart: Date | null;
  ultimateEnd: Date | null;
  comment: string;
  /** From when managers may assign people, and field staff register (null: never). */
  assignFrom: Date | null;
  registerFrom: Date | null;
}

const meansComments = [
  "Prévoir le sac PSE2 complet et le DSA.",
  "Rendez-vous au centre 30 minutes avant le départ.",
  "Véhicule à ravitailler au retour.",
  "Binôme avec l'équipe du poste voisin.",
  "Tenue haute visibilité obligatoire.",
];

/** A means of the activity, with the statuses its opening settings and chance led it to. */
export function meansOf(
  context: PlanningContext,
  activity: ActivityDraft,
  plan: MeansPlan,
): MeansDraft {
  const { rng, now, timeZone, reference } = context;
  const type = reference.meansType[plan.type];
  const centres = centresOf[activity.entity] ?? [];
  const centre = rng.pick(centres);
  const startDay = dayIn(activity.start, timeZone);
  const start =
    plan.schedule === "day"
      ? at(startDay, "08:00", timeZone)
      : plan.schedule === "night"
        ? at(startDay, "20:00", timeZone)
        : activity.start;
  const end =
    plan.schedule === "day"
      ? at(startDay, "20:00", timeZone)
      : plan.schedule === "night"
        ? at(addDays(startDay, 1), "08:00", timeZone)
        : activity.end;
  const kinds = type.vehicles.filter((kind) => reference.vehicles.has(`${centre}:${kind}`));
  const vehicle =
    kinds.length > 0 ? (reference.vehicles.get(`${centre}:${rng.pick(kinds)}`) ?? null) : null;
  const inherits = rng.chance(0.85);
  const opening: OpeningSettings = inherits
    ? activity.opening
    : rng.chance(0.5)
      ? { option: "manual", date: null, days: null }
      : { option: "specificDuration", date: null, days: rng.pick([3, 7, 14]) };
  const rendezvous = vehicle ? rng.pick([30, 45, 60]) : rng.chance(0.5) ? 30 : 0;
  const draft: MeansDraft = {
    id: 0,
    activity,
    type,
    centre,
    start,
    end,
    schedule: plan.schedule ?? null,
    required: plan.staff
      ? rng.int(plan.staff[0], plan.staff[1])
      : type.defaultStaff + (rng.chance(0.15) ? 1 : 0),
    status: "draft",
    createdAt: between(
      rng,
      activity.createdAt,
      earliest(activity.publishedAt ?? plus(activity.createdAt, 2 * hour), earliest(start, now)),
      0,
      0.5,
    ),
    publishedAt: null,
    openedAt: null,
    cancelledAt: null,
    splitAt: null,
    sibling: null,
    half: null,
    vehicle,
    inherits,
    opening,
    deadline: inherits ? activity.deadline : null,
    automaticValidation: inherits ? (activity.template.automaticValidation ?? false) : false,
    ultimateStart: rendezvous > 0 ? plus(start, -rendezvous * minute) : null,
    ultimateEnd: vehicle ? plus(end, 30 * minute) : null,
    comment: rng.chance(0.2) ? rng.pick(meansComments) : "",
    assignFrom: null,
    registerFrom: null,
  };

  // A means follows its activity: never published while the activity is a draft, cancelled with it.
  const limit = activity.cancelledAt ?? earliest(start, now);
  if (activity.publishedAt && activity.publishedAt <= limit) {
    const addedLater = !activity.cancelledAt && start > now && rng.chance(0.06);
    if (addedLater) {
      draft.createdAt = between(rng, activity.publishedAt, now);
    } else {
      draft.publishedAt = between(
        rng,
        latest(activity.publishedAt, draft.createdAt),
        limit,
        0,
        0.05,
      );
      draft.status = "public";
      draft.assignFrom = draft.publishedAt;
      const opensAt = openingOf(context, draft, draft.publishedAt, limit);
      if (opensAt) {
        draft.openedAt = opensAt;
        draft.status = "open";
        draft.registerFrom = opensAt;
      }
    }
  }
  if (draft.createdAt > limit) draft.createdAt = limit;
  const cancelledAlone = !activity.cancelledAt && rng.chance(0.07);
  if (activity.cancelledAt) {
    draft.cancelledAt = activity.cancelledAt;
  } else if (cancelledAlone) {
    draft.cancelledAt = between(rng, draft.openedAt ?? draft.publishedAt ?? draft.createdAt, limit);
  }
  if (draft.cancelledAt) draft.status = "cancelled";
  return draft;
}

/** When the means opened to volunteers by its opening settings, if it did by `limit`. */
function openingOf(
  context: PlanningContext,
  means: MeansDraft,
  publishedAt: Date,
  limit: Date,
): Date | null {
  const { rng, timeZone } = context;
  const { option } = means.opening;
  let opensAt: Date | null;
  if (option === "automatic") opensAt = publishedAt;
  else if (option === "manual")
    opensAt = rng.chance(0.75) ? between(rng, publishedAt, limit, 0, 0.5) : null;
  else {
    const instant = openingDate(
      {
        openingOption: option,
        openingDate: means.opening.date?.toISOString() ?? null,
        openingDaysBeforeStart: means.opening.days,
      },
      means.start,
      timeZone,
    );
    opensAt = instant === null ? null : latest(new Date(instant), publishedAt);
  }
  return opensAt && opensAt <= limit ? opensAt : null;
}

/**
 * Splits some public or open 12-hour shifts (spec 01 §4), with the domain's `splitMeans`: the
 * means keeps the first half, a new means the second, linked both ways.
 */
export function maybeSplit(context: PlanningContext, first: MeansDraft): MeansDraft | null {
  const { rng, now, timeZone } = context;
  if (first.status !== "public" && first.status !== "open") return null;
  if (!rng.chance(0.2)) return null;
  const splitType = rng.weighted<SplitType>([
    ["halfAndHalf", 3],
    ["from12To4And8", 1],
    ["from12To8And4", 1],
  ]);
  const halves = splitMeans({ start: first.start, end: first.end }, splitType, timeZone);
  if (!halves.ok) return null;
  const splitAt = between(
    rng,
    first.openedAt ?? first.publishedAt ?? first.createdAt,
    earliest(first.start, now),
    0,
    0.7,
  );
  const cut = new Date(halves.first.end);
  const second: MeansDraft = {
    ...first,
    start: cut,
    createdAt: splitAt,
    publishedAt: null,
    openedAt: null,
    splitAt,
    sibling: first,
    half: "second",
    ultimateStart: null,
    schedule: null,
    assignFrom: splitAt,
    registerFrom: first.status === "open" ? splitAt : null,
  };
  first.end = cut;
  first.ultimateEnd = null;
  first.schedule = null;
  first.splitAt = splitAt;
  first.sibling = second;
  first.half = "first";
  return second;
}

export function auditMeans(means: MeansDraft, audit: AuditEntry[]): void {
  const entry = { subject: "meansOfIntervention" as const, subjectId: means.id };
  const by = means.activity.createdBy;
  let status: MeansStatus | null = null;
  const step = (
    action: string,
    to: MeansStatus,
    at: Date,
    changedBy: number | null,
    comment?: string,
  ) => {
    audit.push({
      ...entry,
      action,
      from: status,
      to,
      by: changedBy,
      at,
      ...(comment ? { comment } : {}),
    });
    status = to;
  };
  if (means.half === "second" && means.splitAt) {
    // Created by the split, in the status of the half it comes from (only public or open split).
    step("split", means.status, means.splitAt, by);
  } else {
    step("create", "draft", means.createdAt, by);
    if (means.publishedAt) step("publish", "public", means.publishedAt, by);
    if (means.openedAt) {
      step("open", "open", means.openedAt, means.opening.option === "manual" ? by : null);
    }
    if (means.half === "first" && means.splitAt && status) step("split", status, means.splitAt, by);
  }
  if (means.cancelledAt) step("cancel", "cancelled", means.cancelledAt, by);
}

/** The stored row of a means of intervention. */
export function meansRow(
  context: { reference: Reference },
  means: MeansDraft,
): Rows<"means_of_intervention">[number] {
  const predefined = means.schedule ? context.reference.scheduleId[means.schedule] : null;
  return {
    id: means.id,
    operational_activity_id: means.activity.id,
    type_id: means.type.id,
    schedule_type: predefined ? "PREDEFINED" : "FREE",
    predefined_schedule_id: predefined,
    departure_id: means.vehicle?.departureId ?? null,
    vehicle_id: means.vehicle?.vehicleId ?? null,
    plate_number: means.vehicle?.plateNumber ?? null,
    start_at: means.start,
    end_at: means.end,
    ultimate_start_at: means.ultimateStart,
    ultimate_end_at: means.ultimateEnd,
    automatic_registration_validation: means.automaticValidation,
    registration_deadline: means.deadline,
    opening_option: means.opening.option,
    opening_date: means.opening.date,
    opening_days_before_start: means.opening.days,
    required_staff: means.required,
    status: means.status,
    // The first half's link is written once the second half exists (see the seed).
    split_sibling_id: means.half === "second" ? (means.sibling?.id ?? null) : null,
    comment: means.comment,
    inherits_from_activity: means.inherits,
    created_at: means.createdAt,
  };
}
