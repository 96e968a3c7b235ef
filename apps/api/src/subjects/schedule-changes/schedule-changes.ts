import {
  type Conflict,
  type Finding,
  type Instant,
  instantToWallClock,
  isInScope,
  liveRegistrationRefusal,
  Refusal,
  registrationOutOfBounds,
  type ScheduleChangeStatus,
  scheduleChangeForbidden,
  scheduleChangeNotFound,
  scheduleChangePendingExists,
  scheduleChangeTransition,
  validateScheduleProposition,
  wallClockToInstant,
} from "@releve/domain";
import { type Kysely, sql, type Transaction } from "kysely";
import type { Database } from "../../db/schema.js";
import type { Access } from "../../platform/access.js";
import { recordStatusChanges } from "../../platform/audit.js";
import { invalidForm } from "../../platform/forms.js";
import { instantOf } from "../../platform/instants.js";
import type { Page } from "../../platform/paging-sql.js";
import { pageAskedFor, pageOf } from "../../platform/paging-sql.js";
import { scopeCondition } from "../../platform/scope-sql.js";
import type { Clock } from "../registrations/index.js";
import {
  actsForThemselves,
  conflictsOfRegistrations,
  lockRegistration,
  otherParticipations,
  personOf,
  type RegistrationCriteria,
  type RegistrationView,
  registrationCriteria,
  registrationViews,
  requireNoBlockingConflict,
  requirePlacedRegistration,
  requireReachable,
  staffingTransaction,
  writing,
} from "../registrations/index.js";

/**
 * Schedule changes of registrations (spec 01 §4, spec 02 §4, §5): proposed within the means'
 * 4-hour window and different from the current schedule, then validated (the registration takes
 * the new period, the previous one is kept as its planned schedule) or rejected, once.
 */

/** A schedule change as the API returns it. */
export interface ScheduleChangeView {
  id: number;
  registrationId: number;
  personId: number;
  person: { firstName: string; lastName: string };
  meansOfInterventionId: number;
  operationalActivityId: number;
  start: Instant;
  end: Instant;
  status: ScheduleChangeStatus;
  /** The registration's schedule now: the one replaced when the change is validated. */
  currentSchedule: { start: Instant; end: Instant };
  proposedByPersonId: number;
  createdAt: Instant;
  decidedByPersonId: number | null;
  decidedAt: Instant | null;
}

function placedScheduleChanges(db: Kysely<Database> | Transaction<Database>) {
  return db
    .selectFrom("schedule_change")
    .innerJoin("registration", "registration.id", "schedule_change.registration_id")
    .innerJoin(
      "means_of_intervention",
      "means_of_intervention.id",
      "registration.means_of_intervention_id",
    )
    .innerJoin(
      "operational_activity",
      "operational_activity.id",
      "means_of_intervention.operational_activity_id",
    )
    .innerJoin("person", "person.id", "registration.person_id");
}

const viewColumns = [
  "schedule_change.id",
  "schedule_change.registration_id",
  "schedule_change.start_at",
  "schedule_change.end_at",
  "schedule_change.status",
  "schedule_change.proposed_by",
  "schedule_change.created_at",
  "schedule_change.decided_by",
  "schedule_change.decided_at",
  "registration.person_id",
  "registration.means_of_intervention_id",
  "registration.start_at as registration_start_at",
  "registration.end_at as registration_end_at",
  "means_of_intervention.operational_activity_id",
  "operational_activity.entity_id",
  "operational_activity.activity_id",
  "person.first_name",
  "person.last_name",
] as const;

type ViewRow = Awaited<ReturnType<typeof readScheduleChanges>>[number];

function readScheduleChanges(db: Kysely<Database> | Transaction<Database>, ids: number[]) {
  return placedScheduleChanges(db)
    .select(viewColumns)
    .where("schedule_change.id", "in", ids.length > 0 ? ids : [0])
    .execute();
}

function toView(row: ViewRow, timeZone: string): ScheduleChangeView {
  const instant = (value: Date) => instantOf(value, timeZone);
  return {
    id: row.id,
    registrationId: row.registration_id,
    personId: row.person_id,
    person: { firstName: row.first_name, lastName: row.last_name },
    meansOfInterventionId: row.means_of_intervention_id,
    operationalActivityId: row.operational_activity_id,
    start: instant(row.start_at),
    end: instant(row.end_at),
    status: row.status,
    currentSchedule: {
      start: instant(row.registration_start_at),
      end: instant(row.registration_end_at),
    },
    proposedByPersonId: row.proposed_by,
    createdAt: instant(row.created_at),
    decidedByPersonId: row.decided_by,
    decidedAt: row.decided_at === null ? null : instant(row.decided_at),
  };
}

/**
 * One schedule change of the role's scope: `scheduleChange.notFound` (404), or
 * `scheduleChange.forbidden` (403) when its registration lies outside the scope (field staff:
 * is not theirs).
 */
async function requireScheduleChange(
  db: Kysely<Database> | Transaction<Database>,
  access: Access,
  id: number,
): Promise<ViewRow> {
  const [row] = await readScheduleChanges(db, [id]);
  if (!row) throw new Refusal(scheduleChangeNotFound({ id }));
  const place = { entityId: row.entity_id, activityId: row.activity_id };
  // Field staff reach the changes of their own registrations, wherever those are.
  const reachable = actsForThemselves(access)
    ? row.person_id === personOf(access)
    : isInScope(place, access.scope, access.reference);
  if (!reachable) throw new Refusal(scheduleChangeForbidden({ id }));
  return row;
}

/** One schedule change. */
export async function getScheduleChange(
  db: Kysely<Database>,
  access: Access,
  id: number,
  timeZone: string,
): Promise<ScheduleChangeView> {
  return toView(await requireScheduleChange(db, access, id), timeZone);
}

/** What proposing a schedule answers: the pending change and the form's warnings. */
export interface ScheduleProposal {
  scheduleChange: ScheduleChangeView;
  findings: Finding[];
}

/**
 * Proposes a new schedule for a live registration (spec 02 §2 schedule proposition form, §5):
 * different from the current one (`schedule.unchanged`) and within 4 hours of the means
 * (`registration.startTooEarly`, `registration.endTooLate`), refused as `validation.invalidForm`;
 * one pending change per registration (`scheduleChange.pendingExists`).
 */
export function proposeScheduleChange(
  db: Kysely<Database>,
  access: Access,
  registrationId: number,
  body: unknown,
  clock: Clock,
): Promise<ScheduleProposal> {
  const { timeZone } = clock;
  const wallClock = (value: Date) => instantToWallClock(value, timeZone);
  return staffingTransaction(db, access, "scheduleChange", async (trx) => {
    const registration = await requirePlacedRegistration(trx, registrationId, true);
    requireReachable(access, registration);
    const refusal = liveRegistrationRefusal(
      { status: registration.status, isProposed: registration.is_proposed },
      "proposeSchedule",
    );
    if (refusal) throw new Refusal(refusal);
    const { values, findings } = validateScheduleProposition(body, {
      ...clock,
      means: {
        start: wallClock(registration.means_start_at),
        end: wallClock(registration.means_end_at),
      },
      currentSchedule: {
        start: wallClock(registration.start_at),
        end: wallClock(registration.end_at),
      },
      otherParticipations: await otherParticipations(
        trx,
        registration,
        { start_at: registration.means_start_at, end_at: registration.means_end_at },
        timeZone,
      ),
    });
    const blocking = findings.filter((finding) => finding.severity === "blocking");
    if (!values || blocking.length > 0) {
      throw invalidForm(blocking);
    }
    const pending = await trx
      .selectFrom("schedule_change")
      .select("id")
      .where("registration_id", "=", registrationId)
      .where("status", "=", "pending")
      .executeTakeFirst();
    if (pending) {
      throw new Refusal(
        scheduleChangePendingExists({ registrationId, scheduleChangeId: pending.id }),
      );
    }
    const row = await writing({ action: "proposeSchedule", registrationId }, () =>
      trx
        .insertInto("schedule_change")
        .values({
          registration_id: registrationId,
          start_at: wallClockToInstant(values.start, timeZone) ?? values.start,
          end_at: wallClockToInstant(values.end, timeZone) ?? values.end,
          proposed_by: personOf(access),
        })
        .returning("id")
        .executeTakeFirstOrThrow(),
    );
    await recordStatusChanges(trx, [
      {
        subject: "scheduleChange",
        subjectId: row.id,
        action: "propose",
        from: null,
        to: "pending",
        comment: values.comment,
        changedBy: personOf(access),
      },
    ]);
    const [created] = await readScheduleChanges(trx, [row.id]);
    if (!created) throw new Error(`Schedule change ${row.id} vanished while being created`);
    return {
      scheduleChange: toView(created, timeZone),
      findings: findings.filter((finding) => finding.severity !== "blocking"),
    };
  });
}

/** What deciding on a schedule change answers. */
export interface ScheduleDecision {
  scheduleChange: ScheduleChangeView;
  registration: RegistrationView;
  /** Conflicts of the new period, none blocking. */
  conflicts: Conflict[];
}

/**
 * Validates or rejects a pending schedule change (spec 01 §4), once. Validating applies the
 * period to the registration, which must still be live and within the means' window
 * (`registration.datesOutOfBounds`), and must not meet a blocking conflict; the database's
 * non-overlap constraint holds under concurrency (`registration.existingRegistrationConflict`).
 */
export function decideScheduleChange(
  db: Kysely<Database>,
  access: Access,
  id: number,
  action: "validate" | "reject",
  comment: string,
  clock: Clock,
): Promise<ScheduleDecision> {
  const { timeZone } = clock;
  const by = personOf(access);
  return staffingTransaction(db, access, "scheduleChange", async (trx) => {
    const found = await requireScheduleChange(trx, access, id);
    const registration = await requirePlacedRegistration(trx, found.registration_id);
    const { current, means } = await lockRegistration(trx, registration);
    const change = await trx
      .selectFrom("schedule_change")
      .selectAll()
      .where("id", "=", id)
      .forUpdate()
      .executeTakeFirstOrThrow();
    const result = scheduleChangeTransition(change, action);
    if (!result.ok) throw new Refusal(result.error);
    let conflicts: Conflict[] = [];
    if (action === "validate") {
      const refusal = liveRegistrationRefusal(
        { status: current.status, isProposed: current.is_proposed },
        "applySchedule",
      );
      if (refusal) throw new Refusal(refusal);
      const period = {
        start: instantOf(change.start_at, timeZone),
        end: instantOf(change.end_at, timeZone),
      };
      const outOfBounds = registrationOutOfBounds(
        period,
        { start: instantOf(means.start_at, timeZone), end: instantOf(means.end_at, timeZone) },
        timeZone,
      );
      if (outOfBounds) throw new Refusal(outOfBounds);
      conflicts = await conflictsOfRegistrations(trx, access, [current], timeZone, {
        start: change.start_at,
        end: change.end_at,
      });
      requireNoBlockingConflict(conflicts);
      await writing(
        {
          action: "applySchedule",
          registrationId: current.id,
          personId: current.person_id,
          meansOfInterventionId: means.id,
          start: change.start_at,
          end: change.end_at,
        },
        () =>
          trx
            .updateTable("registration")
            .set({
              start_at: change.start_at,
              end_at: change.end_at,
              planned_start_at: sql`coalesce(planned_start_at, start_at)`,
              planned_end_at: sql`coalesce(planned_end_at, end_at)`,
              version: sql`version + 1`,
            })
            .where("id", "=", current.id)
            .execute(),
      );
    }
    await trx
      .updateTable("schedule_change")
      .set({ status: result.status, decided_by: by, decided_at: sql`now()` })
      .where("id", "=", id)
      .execute();
    await recordStatusChanges(trx, [
      {
        subject: "scheduleChange",
        subjectId: id,
        action,
        from: change.status,
        to: result.status,
        comment,
        changedBy: by,
      },
    ]);
    const [decided] = await readScheduleChanges(trx, [id]);
    const [view] = await registrationViews(trx, [current.id], timeZone);
    if (!decided || !view) throw new Error(`Schedule change ${id} vanished while being decided`);
    return { scheduleChange: toView(decided, timeZone), registration: view, conflicts };
  });
}

/** Criteria of `POST ScheduleChange/search`. */
export interface ScheduleChangeSearch extends RegistrationCriteria {
  statuses?: ScheduleChangeStatus[] | undefined;
  registrationIds?: number[] | undefined;
  /** Proposed by these persons ("mine": the user's own person id). */
  proposedByPersonIds?: number[] | undefined;
  /** Changes ending after this instant. */
  from?: string | undefined;
  /** Changes starting before this instant. */
  to?: string | undefined;
  sort?: { field: "createdAt" | "start" | "status"; direction: "asc" | "desc" } | undefined;
  page?: number | undefined;
  pageSize?: number | undefined;
}

/** The sort fields, as columns of the matching rows. */
const sortColumns = {
  createdAt: "created_at",
  start: "start_at",
  status: "status",
} as const;

/**
 * The schedule changes of the role's scope matching the criteria, latest first unless sorted
 * otherwise, a page at a time with the count in one statement (decision 012): the
 * schedule-change follow-up (spec 01 §2, all and mine).
 */
export async function searchScheduleChanges(
  db: Kysely<Database>,
  access: Access,
  search: ScheduleChangeSearch,
  timeZone: string,
): Promise<Page<ScheduleChangeView>> {
  const { page, pageSize } = pageAskedFor(search);
  const scoped = placedScheduleChanges(db);
  // Field staff follow the changes of their own registrations, wherever those are.
  const query = (
    actsForThemselves(access)
      ? scoped.where("registration.person_id", "=", personOf(access))
      : scoped.where(scopeCondition(access))
  )
    .$if(Boolean(search.statuses?.length), (q) =>
      q.where("schedule_change.status", "in", search.statuses ?? []),
    )
    .$if(Boolean(search.registrationIds?.length), (q) =>
      q.where("schedule_change.registration_id", "in", search.registrationIds ?? []),
    )
    .where(registrationCriteria(search))
    .$if(Boolean(search.proposedByPersonIds?.length), (q) =>
      q.where("schedule_change.proposed_by", "in", search.proposedByPersonIds ?? []),
    )
    .$if(Boolean(search.from), (q) =>
      q.where("schedule_change.end_at", ">", new Date(search.from ?? "")),
    )
    .$if(Boolean(search.to), (q) =>
      q.where("schedule_change.start_at", "<", new Date(search.to ?? "")),
    );
  const sort = search.sort ?? { field: "createdAt", direction: "desc" };
  const { rows, total } = await pageOf(
    db,
    query.select(viewColumns),
    { column: sortColumns[sort.field], direction: sort.direction },
    page,
    pageSize,
  );
  return {
    items: rows.map((row) => toView(row, timeZone)),
    total,
    page,
    pageSize,
  };
}
