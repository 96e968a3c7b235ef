import { type ActivityStatus, expandRecurrence, type OpeningOption } from "@releve/domain";
import type { Insertable } from "kysely";
import type { Database } from "../schema.js";
import { auditMeans, type MeansDraft, maybeSplit, meansOf } from "./planning-means.js";
import type { People } from "./planning-people.js";
import type { Reference } from "./planning-reference.js";
import {
  type AuditEntry,
  addDays,
  at,
  between,
  day,
  dayIn,
  earliest,
  hour,
  minute,
  plus,
  toMinute,
  weekdayIndex,
} from "./planning-support.js";
import {
  type OneOffTemplate,
  oneOffTemplates,
  type SeriesTemplate,
  seriesTemplates,
} from "./planning-templates.js";
import type { Random } from "./random.js";

type Rows<T extends keyof Database> = Insertable<Database[T]>[];

export interface OpeningSettings {
  option: OpeningOption;
  date: Date | null;
  days: number | null;
}

export interface ActivityDraft {
  id: number;
  title: string;
  template: SeriesTemplate | OneOffTemplate;
  entity: string;
  start: Date;
  end: Date;
  status: ActivityStatus;
  createdAt: Date;
  publishedAt: Date | null;
  cancelledAt: Date | null;
  createdBy: number;
  managers: readonly number[];
  recurrenceId: number | null;
  opening: OpeningSettings;
  deadline: Date | null;
}

export interface Planning {
  rows: {
    recurrence: Rows<"recurrence">;
    operational_activity: Rows<"operational_activity">;
    attachment: Rows<"attachment">;
  };
  activities: ActivityDraft[];
  means: MeansDraft[];
  audit: AuditEntry[];
}

export interface PlanningContext {
  rng: Random;
  now: Date;
  today: string;
  timeZone: string;
  reference: Reference;
  people: People;
  entityIds: ReadonlyMap<string, number>;
  activityIds: ReadonlyMap<string, number>;
}

const cancellationComments = [
  "Annulation à la demande de l'organisateur.",
  "Alerte météo : manifestation annulée par la préfecture.",
  "Effectifs insuffisants, activité reportée.",
  "Doublon avec une autre activité.",
];

/**
 * The operational activities of the month around today, their recurrences, attachments and means
 * of intervention, with the statuses they reached and the audit rows of every change.
 */
export function buildActivities(context: PlanningContext): Planning {
  const { rng, now, today, timeZone } = context;
  const drafts: Omit<ActivityDraft, "id">[] = [];
  const recurrenceRows: Rows<"recurrence"> = [];
  const seriesOf = new Map<Omit<ActivityDraft, "id">, number>();

  for (const template of seriesTemplates) {
    const recurrence = template.recurrence(today);
    const startDay = recurrence.start;
    const endDay = template.end <= template.start ? addDays(startDay, 1) : startDay;
    const occurrences = expandRecurrence(
      recurrence,
      { start: `${startDay}T${template.start}`, end: `${endDay}T${template.end}` },
      timeZone,
    );
    const first = occurrences[0];
    if (!first) continue;
    const recurrenceId = recurrenceRows.length + 1;
    recurrenceRows.push({
      id: recurrenceId,
      type: recurrence.type,
      start_day: recurrence.start,
      end_day: recurrence.end,
      occurrence_count: recurrence.occurrenceCount,
      weekdays: recurrence.weekdays,
      day_of_month: recurrence.dayOfMonth,
      nth_value: recurrence.nth?.value ?? null,
      nth_type: recurrence.nth?.type ?? null,
    });
    const managers = context.people.managersFor(template.entity, template.activity);
    const createdAt = toMinute(
      Math.min(Date.parse(first.start) - rng.int(5, 10) * day, now.getTime() - rng.int(2, 5) * day),
    );
    const publishedAt = toMinute(createdAt.getTime() + rng.int(2, 48) * hour);
    // Some series are published a week or so ahead only; the later occurrences are drafts.
    const publishedUntil = plus(now, (rng.chance(0.5) ? rng.int(6, 10) : 30) * day);
    const createdBy = rng.pick(managers);
    for (const occurrence of occurrences) {
      const start = new Date(occurrence.start);
      const draft: Omit<ActivityDraft, "id"> = {
        title: template.title,
        template,
        entity: template.entity,
        start,
        end: new Date(occurrence.end),
        status: start > publishedUntil ? "draft" : "public",
        createdAt,
        publishedAt: start > publishedUntil ? null : publishedAt,
        cancelledAt: null,
        createdBy,
        managers,
        recurrenceId,
        opening: activityOpening(context, template.opening, start, publishedAt),
        deadline: template.deadline
          ? at(addDays(dayIn(start, timeZone), -1), "20:00", timeZone)
          : null,
      };
      if (rng.chance(0.05)) cancel(context, draft);
      drafts.push(draft);
      seriesOf.set(draft, recurrenceId);
    }
  }

  const windowDays = Array.from({ length: 29 }, (_, index) => addDays(today, index - 14));
  for (const template of oneOffTemplates) {
    const days = rng
      .shuffle(
        windowDays.filter((candidate) => {
          const weekend = weekdayIndex(candidate) >= 5;
          return template.days === "any" || (template.days === "weekend") === weekend;
        }),
      )
      .slice(0, template.count);
    for (const startDay of days) {
      const start = at(startDay, template.start, timeZone);
      const endDay = template.end <= template.start ? addDays(startDay, 1) : startDay;
      const managers = context.people.managersFor(template.entity, template.activity);
      const createdAt = toMinute(
        Math.min(start.getTime() - rng.int(8, 35) * day, now.getTime() - rng.int(2, 72) * hour),
      );
      const isFuture = start > now;
      const isDraft = isFuture && rng.chance(start.getTime() - now.getTime() > 7 * day ? 0.3 : 0.1);
      const publishedAt = isDraft ? null : between(rng, createdAt, earliest(start, now), 0.05, 0.4);
      const draft: Omit<ActivityDraft, "id"> = {
        title: template.title,
        template,
        entity: template.entity,
        start,
        end: at(endDay, template.end, timeZone),
        status: isDraft ? "draft" : "public",
        createdAt,
        publishedAt,
        cancelledAt: null,
        createdBy: rng.pick(managers),
        managers,
        recurrenceId: null,
        opening: activityOpening(context, template.opening, start, publishedAt ?? createdAt),
        deadline: template.deadline ? at(addDays(startDay, -1), "20:00", timeZone) : null,
      };
      if (rng.chance(0.1)) cancel(context, draft);
      drafts.push(draft);
    }
  }

  // Numbered in the order of their start, as a planner would list them.
  const ordered = drafts
    .map((draft, index) => ({ draft, index }))
    .sort((a, b) => a.draft.start.getTime() - b.draft.start.getTime() || a.index - b.index);
  const activities = ordered.map(({ draft }, index) => ({ ...draft, id: index + 1 }));
  const audit: AuditEntry[] = [];
  const activityRows: Rows<"operational_activity"> = [];
  const attachmentRows: Rows<"attachment"> = [];
  const means: MeansDraft[] = [];
  for (const activity of activities) {
    activityRows.push(activityRow(context, activity));
    auditActivity(activity, audit);
    const template = activity.template;
    if ("attachment" in template && template.attachment) {
      const content = Buffer.from(template.attachment.text, "utf8");
      attachmentRows.push({
        id: attachmentRows.length + 1,
        operational_activity_id: activity.id,
        file_name: template.attachment.fileName,
        type: template.attachment.type,
        size: content.length,
        content,
        created_at: plus(activity.createdAt, 10 * minute),
      });
    }
    for (const plan of template.means) {
      const count = rng.int(plan.count[0], plan.count[1]);
      for (let index = 0; index < count; index++) {
        const draft = meansOf(context, activity, plan);
        draft.id = means.length + 1;
        means.push(draft);
        const second = maybeSplit(context, draft);
        if (second) {
          second.id = means.length + 1;
          means.push(second);
        }
      }
    }
  }
  for (const item of means) auditMeans(item, audit);
  return {
    rows: {
      recurrence: recurrenceRows,
      operational_activity: activityRows,
      attachment: attachmentRows,
    },
    activities,
    means,
    audit,
  };
}

function activityOpening(
  context: PlanningContext,
  plan: SeriesTemplate["opening"],
  start: Date,
  publishedAt: Date,
): OpeningSettings {
  const { rng, now } = context;
  if (plan.option === "specificDuration") {
    return { option: plan.option, date: null, days: plan.days };
  }
  if (plan.option !== "specificDate") return { option: plan.option, date: null, days: null };
  // Opening later for some future activities, already passed for the others.
  const opensLater = start.getTime() - now.getTime() > 3 * day && rng.chance(0.5);
  const date = opensLater
    ? between(rng, plus(now, 2 * hour), plus(start, -2 * day))
    : between(rng, publishedAt, earliest(start, now), 0.1, 0.6);
  return { option: plan.option, date, days: null };
}

function cancel(context: PlanningContext, draft: Omit<ActivityDraft, "id">): void {
  const from = draft.publishedAt ?? draft.createdAt;
  draft.cancelledAt = between(context.rng, from, earliest(draft.start, context.now), 0.2, 1);
  draft.status = "cancelled";
}

function activityRow(
  context: PlanningContext,
  activity: ActivityDraft,
): Rows<"operational_activity">[number] {
  const { template } = activity;
  const place = template.location ? context.reference.location.get(template.location) : undefined;
  return {
    id: activity.id,
    title: activity.title,
    location: place ? `${place.label}, ${place.address}` : "",
    location_type_id: place?.typeId ?? null,
    start_at: activity.start,
    end_at: activity.end,
    status: activity.status,
    registration_deadline: activity.deadline,
    automatic_registration_validation: template.automaticValidation ?? false,
    opening_option: activity.opening.option,
    opening_date: activity.opening.date,
    opening_days_before_start: activity.opening.days,
    activity_id: required(context.activityIds, template.activity),
    entity_id: required(context.entityIds, activity.entity),
    comment: template.comment ?? "",
    recurrence_id: activity.recurrenceId,
    created_at: activity.createdAt,
    created_by: activity.createdBy,
    version: 1 + (activity.publishedAt ? 1 : 0) + (activity.cancelledAt ? 1 : 0),
  };
}

function auditActivity(activity: ActivityDraft, audit: AuditEntry[]): void {
  const entry = { subject: "operationalActivity" as const, subjectId: activity.id };
  const by = activity.createdBy;
  audit.push({ ...entry, action: "create", from: null, to: "draft", by, at: activity.createdAt });
  if (activity.publishedAt) {
    audit.push({
      ...entry,
      action: "publish",
      from: "draft",
      to: "public",
      by,
      at: activity.publishedAt,
    });
  }
  if (activity.cancelledAt) {
    audit.push({
      ...entry,
      action: "cancel",
      from: activity.publishedAt ? "public" : "draft",
      to: "cancelled",
      by,
      at: activity.cancelledAt,
      comment: cancellationComments[activity.id % cancellationComments.length] ?? "",
    });
  }
}

function required(ids: ReadonlyMap<string, number>, code: string): number {
  const id = ids.get(code);
  if (id === undefined) throw new Error(`The demo organisation has no ${code}`);
  return id;
}
