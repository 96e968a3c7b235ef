import * as v from "valibot";
import { maxTeamCount } from "../constants.js";
import { scheduleTypes } from "../enums.js";
import { blocking, type Finding } from "../findings.js";
import { numberRanges, textMaxLengths } from "../limits.js";
import {
  flagSchema,
  idSchema,
  integerInRangeSchema,
  optionalIdSchema,
  optionalTextSchema,
  optionalWallClockSchema,
  wallClockSchema,
} from "./fields.js";
import { checkRegistrationSettings, registrationSettingsEntries } from "./registration-settings.js";
import {
  checkOnGrid,
  checkPeriod,
  checkRequired,
  checkWithinPeriod,
  type FormContext,
  type WallClockPeriod,
} from "./rules.js";
import { createValidator } from "./validation.js";

/**
 * The means of intervention form (spec 02 §2, §3; spec 01 §3): create, and edit and clone, which
 * are the same minus the team count.
 */
const meansOfInterventionEntries = {
  /** Means of intervention type required (spec 02 §5). */
  typeId: idSchema,
  /** Staff required on each team (each created means). */
  staffPerTeam: integerInRangeSchema(numberRanges.staffCount),
  scheduleType: v.picklist(scheduleTypes),
  /** With a `PREDEFINED` schedule: which one. */
  predefinedScheduleId: optionalIdSchema,
  departureId: optionalIdSchema,
  plateNumber: optionalTextSchema(textMaxLengths.plateNumber),
  /** On-site start and end. */
  start: wallClockSchema,
  end: wallClockSchema,
  /** Rendezvous (arrival at the entity), at or before `start`. */
  ultimateStart: optionalWallClockSchema,
  /** Return, at or after `end`. */
  ultimateEnd: optionalWallClockSchema,
  ...registrationSettingsEntries,
  comment: optionalTextSchema(textMaxLengths.comment),
  /** Registration settings come from the activity; the form's own are then not checked. */
  inheritsFromActivity: flagSchema,
};

/** The means of intervention creation form: one means per team. */
export const meansOfInterventionCreateSchema = v.object({
  ...meansOfInterventionEntries,
  teamCount: integerInRangeSchema({ min: 1, max: maxTeamCount }),
});

/** The means of intervention edit form (no team count). */
export const meansOfInterventionEditSchema = v.object(meansOfInterventionEntries);

/** The means of intervention clone form: the edit form's fields. */
export const meansOfInterventionCloneSchema = meansOfInterventionEditSchema;

/** The values of the means of intervention creation form. */
export type MeansOfInterventionCreateValues = v.InferOutput<typeof meansOfInterventionCreateSchema>;

/** The values of the means of intervention edit and clone forms. */
export type MeansOfInterventionEditValues = v.InferOutput<typeof meansOfInterventionEditSchema>;

/** What the means of intervention rules need besides the values. */
export interface MeansOfInterventionContext extends FormContext {
  /** Ids of the predefined schedules still current; any other is refused (spec 02 §5). */
  currentPredefinedScheduleIds: readonly number[];
  /** The activity of the means: its period and registration deadline. */
  activity?: WallClockPeriod & { registrationDeadline?: string | null };
  /** When editing: the start already saved, never refused for lying in the past. */
  originalStart?: string | null;
}

/**
 * Every rule of spec 02 §5 on a means of intervention: a predefined schedule must be current
 * (`means.predefinedScheduleNotCurrent`); start and end as for any period; rendezvous at or before
 * the start (`means.rendezvousAfterStart`) and return at or after the end (`means.returnBeforeEnd`);
 * the warning `means.outsideActivityPeriod`; registration deadline and opening unless inherited from the activity, the means' own deadline
 * governing its opening, else the activity's.
 */
/* @__NO_SIDE_EFFECTS__ */
export function checkMeansOfIntervention(
  values: Partial<MeansOfInterventionCreateValues> | Partial<MeansOfInterventionEditValues>,
  context: MeansOfInterventionContext,
): Finding[] {
  const findings: Finding[] = [];
  if (values.scheduleType === "PREDEFINED") {
    const id = values.predefinedScheduleId;
    findings.push(...checkRequired(id, "predefinedScheduleId"));
    if (id != null && !context.currentPredefinedScheduleIds.includes(id)) {
      findings.push(blocking("predefinedScheduleId", "means.predefinedScheduleNotCurrent"));
    }
  }
  findings.push(...checkPeriod(values, context, { originalStart: context.originalStart ?? null }));
  findings.push(...checkUltimateTimes(values));
  if (context.activity) {
    findings.push(...checkWithinPeriod(values, context.activity, "means.outsideActivityPeriod"));
  }
  if (!values.inheritsFromActivity) {
    const deadline = values.registrationDeadline ?? context.activity?.registrationDeadline;
    findings.push(...checkRegistrationSettings(values, deadline, context));
  }
  return findings;
}

function checkUltimateTimes(values: Partial<MeansOfInterventionEditValues>): Finding[] {
  const { start, end, ultimateStart, ultimateEnd } = values;
  const findings = [
    ...checkOnGrid(ultimateStart, "ultimateStart"),
    ...checkOnGrid(ultimateEnd, "ultimateEnd"),
  ];
  if (start && ultimateStart && ultimateStart > start) {
    findings.push(blocking("ultimateStart", "means.rendezvousAfterStart"));
  }
  if (end && ultimateEnd && ultimateEnd < end) {
    findings.push(blocking("ultimateEnd", "means.returnBeforeEnd"));
  }
  return findings;
}

/** Parses and checks a new means of intervention (with its team count). */
export const validateMeansOfInterventionCreate = createValidator(
  meansOfInterventionCreateSchema,
  checkMeansOfIntervention,
);

/** Parses and checks an edited or cloned means of intervention. */
export const validateMeansOfInterventionEdit = createValidator(
  meansOfInterventionEditSchema,
  checkMeansOfIntervention,
);

/** Parses and checks a cloned means of intervention (the edit form's rules). */
export const validateMeansOfInterventionClone = validateMeansOfInterventionEdit;
