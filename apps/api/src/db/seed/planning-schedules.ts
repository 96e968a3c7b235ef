import type { ScheduleChangeStatus } from "@releve/domain";
import type { Insertable } from "kysely";
import type { Database } from "../schema.js";
import type { RegistrationContext, RegistrationDraft } from "./planning-registration-paths.js";
import {
  type AuditEntry,
  addDays,
  at,
  between,
  day,
  dayIn,
  earliest,
  hour,
  latest,
  minute,
  plus,
  weekdayIndex,
} from "./planning-support.js";

type Rows<T extends keyof Database> = Insertable<Database[T]>[];

/**
 * Schedule changes: pending ones on upcoming registrations, validated ones (the registration takes
 * the new times, the planned ones keep the old), rejected ones; those of S and V first.
 */
export function buildScheduleChanges(
  context: RegistrationContext,
  drafts: readonly RegistrationDraft[],
  demo: ReadonlyMap<RegistrationDraft, ScheduleChangeStatus>,
  audit: AuditEntry[],
): Rows<"schedule_change"> {
  const { rng, now } = context;
  const rows: Rows<"schedule_change"> = [];
  const wished: [RegistrationDraft, ScheduleChangeStatus][] = [...demo];
  for (const draft of drafts) {
    const live = draft.state.status === "validated" || draft.state.status === "pending";
    if (!live || draft.means.cancelledAt || demo.has(draft) || !rng.chance(0.1)) continue;
    const upcoming = draft.means.start > now;
    const status = rng.weighted<ScheduleChangeStatus>([
      ["pending", upcoming ? 40 : 0],
      ["validated", draft.state.status === "validated" ? 35 : 0],
      ["rejected", 25],
    ]);
    // Some registrations have a refused change before the one still pending.
    if (status === "pending" && rng.chance(0.25)) wished.push([draft, "rejected"]);
    wished.push([draft, status]);
  }
  for (const [draft, status] of wished) {
    const { row, means } = draft;
    const until = earliest(now, means.end);
    const startAt = row.start_at;
    const endAt = row.end_at;
    let newStart: Date;
    let newEnd: Date;
    if (status === "validated") {
      // Arriving later or leaving earlier: the registration never grows into another one.
      const later = rng.int(0, 3) * 30 * minute;
      const earlier = (later === 0 ? rng.int(1, 3) : rng.int(0, 2)) * 30 * minute;
      newStart = plus(startAt, later);
      newEnd = plus(endAt, -earlier);
      if (newEnd.getTime() - newStart.getTime() < hour) continue;
    } else {
      newStart = plus(startAt, rng.int(-3, 3) * 30 * minute);
      newEnd = plus(endAt, rng.int(-3, 4) * 30 * minute);
      if (newStart.getTime() === startAt.getTime() && newEnd.getTime() === endAt.getTime()) {
        newEnd = plus(endAt, hour);
      }
      if (newEnd.getTime() - newStart.getTime() < hour) newEnd = plus(newStart, 2 * hour);
      newStart = latest(newStart, plus(means.start, -4 * hour));
      newEnd = earliest(newEnd, plus(means.end, 4 * hour));
    }
    const manager = rng.pick(means.activity.managers);
    const createdAt = between(rng, draft.latestAt, until, 0, 0.6);
    const decidedAt = status === "pending" ? null : between(rng, createdAt, until, 0, 0.8);
    const proposedBy = rng.chance(0.5) ? draft.person.id : manager;
    const id = rows.length + 1;
    rows.push({
      id,
      registration_id: row.id,
      start_at: newStart,
      end_at: newEnd,
      status,
      proposed_by: proposedBy,
      created_at: createdAt,
      decided_by: decidedAt ? manager : null,
      decided_at: decidedAt,
    });
    const entry = { subject: "scheduleChange" as const, subjectId: id };
    audit.push({
      ...entry,
      action: "propose",
      from: null,
      to: "pending",
      by: proposedBy,
      at: createdAt,
    });
    if (decidedAt) {
      audit.push({
        ...entry,
        action: status === "validated" ? "validate" : "reject",
        from: "pending",
        to: status,
        by: manager,
        at: decidedAt,
      });
      draft.latestAt = latest(draft.latestAt, decidedAt);
    } else {
      draft.latestAt = latest(draft.latestAt, createdAt);
    }
    if (status === "validated") {
      row.planned_start_at = row.planned_start_at ?? startAt;
      row.planned_end_at = row.planned_end_at ?? endAt;
      row.start_at = newStart;
      row.end_at = newEnd;
      draft.steps += 1;
    }
  }
  return rows;
}

/**
 * The employees' work schedules as the time-and-attendance tool exports them: their validated
 * shifts, and office days (09:00–17:00) on the weekdays they are neither on shift nor absent.
 */
export function buildWorkSchedules(
  context: RegistrationContext,
  drafts: readonly RegistrationDraft[],
): Rows<"work_schedule"> {
  const { rng, now, timeZone, people } = context;
  const shifts = new Map<number, { start: Date; end: Date }[]>();
  for (const draft of drafts) {
    if (draft.person.staffType !== "employee" || draft.state.status !== "validated") continue;
    const list = shifts.get(draft.person.id) ?? [];
    list.push({ start: draft.row.start_at, end: draft.row.end_at });
    shifts.set(draft.person.id, list);
  }
  const rows: Rows<"work_schedule"> = [];
  const importedAt = new Date(Math.floor((now.getTime() - 3 * hour) / hour) * hour);
  const dayOf = (instant: Date) => dayIn(instant, timeZone);
  const today = dayOf(now);
  const days = Array.from({ length: 29 }, (_, index) => addDays(today, index - 14));
  for (const person of people.field) {
    if (person.staffType !== "employee") continue;
    const periods = [...(shifts.get(person.id) ?? [])];
    const busyDays = new Set(periods.flatMap((period) => [dayOf(period.start), dayOf(period.end)]));
    for (const absence of people.absences.get(person.id) ?? []) {
      for (let instant = absence.start; instant < absence.end; instant = plus(instant, day)) {
        busyDays.add(dayOf(instant));
      }
    }
    for (const date of days) {
      if (weekdayIndex(date) >= 5 || busyDays.has(date) || !rng.chance(0.55)) continue;
      periods.push({ start: at(date, "09:00", timeZone), end: at(date, "17:00", timeZone) });
    }
    periods.sort((a, b) => a.start.getTime() - b.start.getTime());
    for (const period of periods) {
      const id = rows.length + 1;
      rows.push({
        id,
        person_id: person.id,
        start_at: period.start,
        end_at: period.end,
        external_id: `GTA-PL-${String(id).padStart(6, "0")}`,
        imported_at: importedAt,
      });
    }
  }
  return rows;
}
