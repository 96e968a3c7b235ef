import type { AbsenceType, RegistrationStatus } from "../enums.js";
import { assignmentConflicts, type Conflict } from "./conflicts.js";
import type { Period } from "./period.js";

/** What a person's planning holds of a registration. */
export interface PlanningRegistration extends Period {
  id: number;
  meansOfInterventionId: number;
  status: RegistrationStatus;
}

/** What a person's planning holds of an absence. */
export interface PlanningAbsence extends Period {
  type: AbsenceType;
  pending: boolean;
}

/**
 * The conflicts each registration of a person's planning meets (spec 02 §8), by registration id:
 * the same rule as an assignment's ({@link assignmentConflicts}), each live registration checked
 * against the person's absences and other registrations. A registration without a conflict is
 * not in the map. What the planning shows as "to resolve" (the assignment conflict list): a
 * flagged conflict the manager went on despite, or one born since (an absence imported after).
 *
 * @throws RangeError when an instant is not an ISO 8601 date-time with an offset.
 */
export function planningConflicts(
  personId: number,
  registrations: readonly PlanningRegistration[],
  absences: readonly PlanningAbsence[],
): Map<number, Conflict[]> {
  const live = registrations.filter(
    (registration) => registration.status === "validated" || registration.status === "pending",
  );
  const held = live.map((registration) => ({ ...registration, personId }));
  const personAbsences = absences.map((absence) => ({
    personId,
    type: absence.type,
    start: absence.start,
    end: absence.end,
    isPending: absence.pending,
  }));
  const found = new Map<number, Conflict[]>();
  for (const registration of live) {
    const conflicts = assignmentConflicts({
      personId,
      candidates: [
        {
          meansOfInterventionId: registration.meansOfInterventionId,
          registrationId: registration.id,
          start: registration.start,
          end: registration.end,
        },
      ],
      absences: personAbsences,
      registrations: held,
    });
    if (conflicts.length > 0) found.set(registration.id, conflicts);
  }
  return found;
}
