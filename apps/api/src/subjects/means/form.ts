import {
  blocking,
  checkMeansTypeChoice,
  checkRequiredStaffNotBelowValidated,
  type Finding,
  instantToWallClock,
  type MeansOfInterventionContext,
  type MeansOfInterventionEditValues,
  type Validation,
  wallClockToInstant,
} from "@releve/domain";
import type { Kysely, Selectable, Transaction } from "kysely";
import type {
  Database,
  MeansOfInterventionTable,
  OperationalActivityTable,
} from "../../db/schema.js";
import type { Access } from "../../platform/access.js";
import { invalidForm, refuseBlocking } from "../../platform/forms.js";
import { existingIds } from "../../platform/references.js";
import { loadMeansTypes } from "../means-types/index.js";
import { currentPredefinedScheduleIds } from "../reference-data/index.js";

/**
 * The means of intervention form (create, edit, clone) as the API checks it: the domain's rules,
 * then what only the data knows (the type and departure chosen, the staff already validated).
 */

type Db = Kysely<Database> | Transaction<Database>;
type Row = Selectable<MeansOfInterventionTable>;
type ActivityRow = Selectable<OperationalActivityTable>;

/**
 * What only the data knows of the type and departure chosen for a means: the type exists, is
 * enabled and applies at the activity's entity, the departure exists and is one of the type's
 * (spec 01 §4, `checkMeansTypeChoice`). `kept` is what an edited means already has.
 */
export async function typeChoiceFindings(
  db: Db,
  access: Access,
  choice: { typeId: number; departureId: number | null },
  context: { activity: ActivityRow; kept?: { typeId: number; departureId: number | null } },
): Promise<Finding[]> {
  const [type] = await loadMeansTypes(db, [choice.typeId]);
  const { departureId } = choice;
  const departureExists =
    departureId !== null && (await existingIds(db, "departure", [departureId])).has(departureId);
  return checkMeansTypeChoice(choice, {
    type,
    departureExists,
    entityId: context.activity.entity_id,
    entityParent: access.reference.entityParent,
    ...(context.kept ? { kept: context.kept } : {}),
  });
}

/**
 * Validates a means form with the domain's validator (create, edit or clone) for a means of
 * `activity`; `current` is the means being edited. Refuses with `validation.invalidForm`.
 */
export async function validateMeansForm<Values extends MeansOfInterventionEditValues>(
  db: Db,
  access: Access,
  validate: (body: unknown, context: MeansOfInterventionContext) => Validation<Values>,
  body: unknown,
  context: { activity: ActivityRow; now: Date; timeZone: string; current?: Row },
): Promise<Values> {
  const { activity, current, timeZone } = context;
  const wallClock = (value: Date) => instantToWallClock(value, timeZone);
  const currentIds = await currentPredefinedScheduleIds(db, context);
  const kept = current && { typeId: current.type_id, departureId: current.departure_id };
  const keptSchedule = current?.predefined_schedule_id ?? null;
  const { values, findings } = validate(body, {
    now: context.now,
    timeZone,
    // A schedule the means already has is kept, not chosen: it stays allowed.
    currentPredefinedScheduleIds:
      keptSchedule === null ? currentIds : [...currentIds, keptSchedule],
    activity: {
      start: wallClock(activity.start_at),
      end: wallClock(activity.end_at),
      registrationDeadline: activity.registration_deadline
        ? wallClock(activity.registration_deadline)
        : null,
    },
    originalStart: current ? wallClock(current.start_at) : null,
  });
  if (values) {
    findings.push(
      ...(await typeChoiceFindings(
        db,
        access,
        { typeId: values.typeId, departureId: values.departureId ?? null },
        { activity, ...(kept ? { kept } : {}) },
      )),
    );
    if (current) {
      findings.push(
        ...checkRequiredStaffNotBelowValidated(values.staffPerTeam, current.validated_staff),
      );
    }
  }
  refuseBlocking(findings);
  return values as Values;
}

/** The columns of a means as the form gives them; instants placed in the organisation's zone. */
export function columnsOf(values: MeansOfInterventionEditValues, timeZone: string) {
  const instant = (value: string | null | undefined) =>
    value ? (wallClockToInstant(value, timeZone) ?? null) : null;
  return {
    type_id: values.typeId,
    schedule_type: values.scheduleType,
    predefined_schedule_id:
      values.scheduleType === "PREDEFINED" ? (values.predefinedScheduleId ?? null) : null,
    departure_id: values.departureId ?? null,
    plate_number: values.plateNumber?.trim() || null,
    start_at: instant(values.start) as string,
    end_at: instant(values.end) as string,
    ultimate_start_at: instant(values.ultimateStart),
    ultimate_end_at: instant(values.ultimateEnd),
    automatic_registration_validation: values.automaticRegistrationValidation,
    registration_deadline: instant(values.registrationDeadline),
    opening_option: values.openingOption,
    opening_date: values.openingOption === "specificDate" ? instant(values.openingDate) : null,
    opening_days_before_start:
      values.openingOption === "specificDuration" ? (values.openingDaysBeforeStart ?? null) : null,
    required_staff: values.staffPerTeam,
    comment: values.comment ?? "",
    inherits_from_activity: values.inheritsFromActivity,
  };
}

/** The finding a check constraint of `means_of_intervention` stands for. */
const constraintFindings: Record<string, (validated: number) => Finding> = {
  means_of_intervention_staff_maximum: (validated) =>
    blocking("staffPerTeam", "staff.belowValidated", { min: validated }),
  means_of_intervention_rendezvous_before_start: () =>
    blocking("ultimateStart", "means.rendezvousAfterStart"),
  means_of_intervention_return_after_end: () => blocking("ultimateEnd", "means.returnBeforeEnd"),
  means_of_intervention_end_at_check: () => blocking("end", "time.endBeforeStart"),
};

/** PostgreSQL's check violation. */
const checkViolation = "23514";

/**
 * Runs a write of means rows; a check constraint the database refuses (a rule the forms also
 * check, raced or met on a daylight-saving edge) becomes the form's refusal, never a 500.
 * `validatedStaff` is the count read under the means' lock, the minimum of its required staff.
 */
export async function writingMeans<T>(write: () => Promise<T>, validatedStaff = 0): Promise<T> {
  try {
    return await write();
  } catch (error) {
    const { code, constraint } = (error ?? {}) as { code?: unknown; constraint?: unknown };
    const finding = typeof constraint === "string" ? constraintFindings[constraint] : undefined;
    if (code !== checkViolation || !finding) throw error;
    throw invalidForm([finding(validatedStaff)]);
  }
}
