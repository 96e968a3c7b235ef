import {
  type MeansOfIntervention,
  type MeansOfInterventionType,
  type OperationalActivity,
  type StaffCounts,
  staffCompleteness,
} from "@releve/domain";
import { registrationPlace } from "../../test/planning-fixtures";
import type { RegistrationSummary } from "./api/search-registrations";

/*
 * The data the start page's tests share, as the API answers it: means, registrations, means types
 * and operational activities, seen from one moment.
 */

/** The moment the tests look from: Wednesday 10 March 2027, 09:30 in Paris. */
export const testNow = new Date("2027-03-10T09:30:00+01:00");

/** A means of intervention as the API answers it. */
export function means(
  id: number,
  fields: Partial<MeansOfIntervention> & { staff: StaffCounts },
): MeansOfIntervention {
  return {
    id,
    operationalActivityId: 100,
    typeId: 1,
    scheduleType: "FREE",
    predefinedScheduleId: null,
    departureId: null,
    vehicleId: null,
    plateNumber: null,
    start: "2027-03-10T10:00:00+01:00",
    end: "2027-03-10T18:00:00+01:00",
    ultimateStart: null,
    ultimateEnd: null,
    automaticRegistrationValidation: false,
    registrationDeadline: null,
    openingOption: "manual",
    openingDate: null,
    openingDaysBeforeStart: null,
    staffCompleteness: staffCompleteness(fields.staff),
    status: "public",
    splitSiblingId: null,
    comment: "",
    inheritsFromActivity: false,
    version: 1,
    ...fields,
  };
}

/** A registration as the search answers it. */
export function registration(
  id: number,
  fields: Partial<RegistrationSummary> & Pick<RegistrationSummary, "meansOfInterventionId">,
): RegistrationSummary {
  const status = fields.status ?? "validated";
  return {
    id,
    personId: 7,
    person: { id: 7, firstName: "Emma", lastName: "Petit", staffType: "volunteer", function: null },
    operationalActivityId: 100,
    ...registrationPlace({ start: "2027-03-12T08:00:00+01:00", end: "2027-03-12T14:00:00+01:00" }),
    status,
    isProposed: false,
    operationalRoleId: null,
    comment: "",
    rejectionReason: null,
    feedback: null,
    start: "2027-03-12T08:00:00+01:00",
    end: "2027-03-12T14:00:00+01:00",
    proposedSchedule: null,
    plannedSchedule: null,
    createdAt: "2027-03-01T10:00:00+01:00",
    latestStatusChange: { status, at: "2027-03-01T10:00:00+01:00", byPersonId: 7 },
    ...fields,
  };
}

/** The means types: a first-aid vehicle and a team. */
export const meansTypes: MeansOfInterventionType[] = [
  {
    id: 1,
    label: { fr: "VPSP", en: "First-aid vehicle", de: "Sanitätsfahrzeug" },
    defaultRequiredStaffCount: 3,
    operationalRoleIds: [],
    departureIds: [],
    visibility: "enabled",
    entityIds: [],
  },
  {
    id: 2,
    label: { fr: "Équipe de secours", en: "Rescue team", de: "Rettungsteam" },
    defaultRequiredStaffCount: 4,
    operationalRoleIds: [],
    departureIds: [],
    visibility: "enabled",
    entityIds: [],
  },
];

/** An operational activity as the API answers it. */
export function activity(id: number, title: string, fields: Partial<OperationalActivity> = {}) {
  return {
    id,
    title,
    location: "Paris",
    locationTypeId: null,
    start: "2027-03-01T00:00:00+01:00",
    end: "2027-03-31T00:00:00+02:00",
    status: "public",
    registrationDeadline: null,
    automaticRegistrationValidation: false,
    openingOption: "manual",
    openingDate: null,
    openingDaysBeforeStart: null,
    activityId: 1,
    entityId: 1,
    comment: "",
    attachments: [],
    recurrenceId: null,
    ...fields,
  } satisfies OperationalActivity;
}
