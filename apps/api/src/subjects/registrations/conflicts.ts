import {
  type Conflict,
  conflictsAndRest,
  liveRegistrationStatuses,
  Refusal,
  registrationInvalidPersonScope,
  restRules,
} from "@releve/domain";
import type { Kysely, Transaction } from "kysely";
import type { Database } from "../../db/schema.js";
import type { Access } from "../../platform/access.js";
import { instantOf } from "../../platform/instants.js";
import { requireMeansInScope, requirePersonsInScope, requireReachable } from "./checks.js";
import { readMeans } from "./locks.js";
import {
  actsForThemselves,
  type Db,
  meansIdsInScope,
  type PlacedRegistration,
  personOf,
  requirePlacedRegistration,
} from "./reads.js";

/** An item selected for a person, with the period it would engage them. */
export interface Candidate {
  meansOfInterventionId: number;
  registrationId?: number;
  start: Date;
  end: Date;
}

/**
 * The conflicts of spec 02 §8 of each person over their selection and the warnings of the rest
 * rules (`conflictsAndRest` of the domain), from the absences and work schedules of the
 * time-and-attendance tool and the registrations on record: ubiquity within the selection,
 * absence, partial absence, pending absence and existing registrations on other means, each
 * flagged blocking or not, then short rest and long duty, never blocking. Other means are named
 * only within the active role's scope: the conflict is always there, but what lies outside the
 * scope stays unnamed.
 */
export async function findConflicts(
  db: Db,
  access: Access,
  selections: ReadonlyMap<number, readonly Candidate[]>,
  timeZone: string,
): Promise<Conflict[]> {
  const personIds = [...selections.keys()].filter(
    (personId) => (selections.get(personId) ?? []).length > 0,
  );
  if (personIds.length === 0) return [];
  const periods = personIds.flatMap((personId) => selections.get(personId) ?? []);
  const from = new Date(Math.min(...periods.map((period) => period.start.getTime())));
  const to = new Date(Math.max(...periods.map((period) => period.end.getTime())));
  // The rest rules look a day around the selection, for the duty before and after it.
  const day = restRules.dayHours * 3_600_000;
  const around = { from: new Date(from.getTime() - day), to: new Date(to.getTime() + day) };
  const [absences, registrations, workSchedules] = await Promise.all([
    db
      .selectFrom("absence")
      .select(["person_id", "type", "start_at", "end_at", "is_pending"])
      .where("person_id", "in", personIds)
      .where("start_at", "<", to)
      .where("end_at", ">", from)
      .execute(),
    db
      .selectFrom("registration")
      .select(["id", "person_id", "means_of_intervention_id", "status", "start_at", "end_at"])
      .where("person_id", "in", personIds)
      .where("status", "in", liveRegistrationStatuses)
      .where("start_at", "<", around.to)
      .where("end_at", ">", around.from)
      .execute(),
    db
      .selectFrom("work_schedule")
      .select(["person_id", "start_at", "end_at"])
      .where("person_id", "in", personIds)
      .where("start_at", "<", around.to)
      .where("end_at", ">", around.from)
      .execute(),
  ]);
  const instant = (value: Date) => instantOf(value, timeZone);
  const conflicts = personIds.flatMap((personId) =>
    conflictsAndRest({
      personId,
      candidates: (selections.get(personId) ?? []).map((candidate) => ({
        meansOfInterventionId: candidate.meansOfInterventionId,
        ...(candidate.registrationId === undefined
          ? {}
          : { registrationId: candidate.registrationId }),
        start: instant(candidate.start),
        end: instant(candidate.end),
      })),
      absences: absences
        .filter((absence) => absence.person_id === personId)
        .map((absence) => ({
          personId,
          type: absence.type,
          start: instant(absence.start_at),
          end: instant(absence.end_at),
          isPending: absence.is_pending,
        })),
      registrations: registrations
        .filter((registration) => registration.person_id === personId)
        .map((registration) => ({
          id: registration.id,
          personId,
          meansOfInterventionId: registration.means_of_intervention_id,
          status: registration.status,
          start: instant(registration.start_at),
          end: instant(registration.end_at),
        })),
      workSchedules: workSchedules
        .filter((schedule) => schedule.person_id === personId)
        .map((schedule) => ({ start: instant(schedule.start_at), end: instant(schedule.end_at) })),
    }),
  );
  const elsewhere = conflicts.filter((found) => found.type !== "ubiquity");
  const named = new Set(
    await meansIdsInScope(
      db,
      access,
      elsewhere.flatMap((found) => found.otherIds),
    ),
  );
  // The selection's own means are in scope already (ubiquity names only those).
  return conflicts.map((found) =>
    found.type === "ubiquity"
      ? found
      : { ...found, otherIds: found.otherIds.filter((id) => named.has(id)) },
  );
}

/** What `POST Registration/Conflicts` checks: persons on means, or registrations to validate. */
export interface ConflictQuery {
  meansOfInterventionIds?: number[] | undefined;
  /** The persons to assign; field staff check themselves (and may name only themselves). */
  personIds?: number[] | undefined;
  registrationIds?: number[] | undefined;
}

/**
 * The conflicts an assignment, a registration or a validation would meet (spec 02 §8), before
 * acting: each flagged blocking or not, so the conflict dialog can show them first.
 */
export async function previewConflicts(
  db: Kysely<Database>,
  access: Access,
  query: ConflictQuery,
  timeZone: string,
): Promise<{ conflicts: Conflict[] }> {
  const me = personOf(access);
  const fieldStaff = actsForThemselves(access);
  const named = [...new Set(query.personIds ?? [])];
  const stranger = named.find((personId) => personId !== me);
  if (fieldStaff && stranger !== undefined) {
    throw new Refusal(registrationInvalidPersonScope({ personId: stranger }));
  }
  const personIds = fieldStaff ? [me] : named;
  const meansIds = [...new Set(query.meansOfInterventionIds ?? [])];
  const means = requireMeansInScope(access, await readMeans(db, meansIds), meansIds);
  await requirePersonsInScope(db, access, personIds);
  const selections = new Map<number, Candidate[]>(
    personIds.map((personId) => [
      personId,
      means.map((item) => ({
        meansOfInterventionId: item.id,
        start: item.start_at,
        end: item.end_at,
      })),
    ]),
  );
  for (const id of new Set(query.registrationIds ?? [])) {
    const registration = await requirePlacedRegistration(db, id);
    requireReachable(access, registration);
    selections.set(registration.person_id, [
      ...(selections.get(registration.person_id) ?? []),
      {
        meansOfInterventionId: registration.means_of_intervention_id,
        registrationId: registration.id,
        start: registration.start_at,
        end: registration.end_at,
      },
    ]);
  }
  return { conflicts: await findConflicts(db, access, selections, timeZone) };
}

/** The conflicts of registrations being validated, person by person, over the whole selection. */
export function conflictsOfRegistrations(
  trx: Transaction<Database> | Kysely<Database>,
  access: Access,
  registrations: readonly PlacedRegistration[],
  timeZone: string,
  period?: { start: Date; end: Date },
): Promise<Conflict[]> {
  const selections = new Map<number, Candidate[]>();
  for (const registration of registrations) {
    selections.set(registration.person_id, [
      ...(selections.get(registration.person_id) ?? []),
      {
        meansOfInterventionId: registration.means_of_intervention_id,
        registrationId: registration.id,
        start: period?.start ?? registration.start_at,
        end: period?.end ?? registration.end_at,
      },
    ]);
  }
  return findConflicts(trx, access, selections, timeZone);
}
