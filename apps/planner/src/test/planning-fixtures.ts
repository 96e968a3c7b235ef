import { type calls, staffCompleteness } from "@releve/domain";
import type * as v from "valibot";

/*
 * What the planning features' tests share: an activity and its means as the API answers them,
 * and the means types they are named by.
 */

type Activity = v.InferOutput<typeof calls.operationalActivity.operationalActivityAnswerSchema>;

/** An activity as the API answers it: a first-aid post in Paris 15, a draft. */
export function anActivity(id: number, change: Partial<Activity> = {}): Activity {
  return {
    id,
    title: "Poste de secours — semi-marathon",
    location: "Parc des expositions",
    locationTypeId: null,
    start: "2031-03-08T08:00:00+01:00",
    end: "2031-03-08T18:00:00+01:00",
    status: "draft",
    registrationDeadline: "2031-03-06T18:00:00+01:00",
    automaticRegistrationValidation: false,
    openingOption: "manual",
    openingDate: null,
    openingDaysBeforeStart: null,
    activityId: 11,
    entityId: 61,
    comment: "",
    attachments: [],
    recurrenceId: null,
    ...change,
  };
}

/** A means of activity 12, on its day, of the first-aid vehicle type unless said otherwise. */
export function aMeans(
  id: number,
  staff: { required: number; validated: number; pending: number },
  change: Record<string, unknown> = {},
) {
  return {
    id,
    operationalActivityId: 12,
    typeId: 1,
    scheduleType: "FREE" as const,
    predefinedScheduleId: null,
    departureId: null,
    vehicleId: null,
    plateNumber: null,
    start: "2031-03-08T08:00:00+01:00",
    end: "2031-03-08T13:00:00+01:00",
    ultimateStart: null,
    ultimateEnd: null,
    automaticRegistrationValidation: false,
    registrationDeadline: null,
    openingOption: "manual" as const,
    openingDate: null,
    openingDaysBeforeStart: null,
    staff,
    staffCompleteness: staffCompleteness(staff),
    status: "open" as const,
    splitSiblingId: null,
    comment: "",
    inheritsFromActivity: true,
    version: 1,
    ...change,
  };
}

/** The means types the means are named by. */
export const meansTypes = [
  {
    id: 1,
    label: { fr: "VPSP", en: "First-aid vehicle", de: "Sanitätsfahrzeug" },
    defaultRequiredStaffCount: 3,
    visibility: "enabled" as const,
    operationalRoleIds: [],
    departureIds: [],
    entityIds: [],
  },
  {
    id: 2,
    label: { fr: "Équipe de secours", en: "Rescue team", de: "Rettungsteam" },
    defaultRequiredStaffCount: 4,
    visibility: "enabled" as const,
    operationalRoleIds: [],
    departureIds: [],
    entityIds: [],
  },
];

/** A row of the means' search: the means with its type's, departure's and activity's names. */
export function aMeansRow<Means extends { typeId: number; departureId: number | null }>(
  means: Means,
  change: Record<string, unknown> = {},
) {
  const type = meansTypes.find((item) => item.id === means.typeId);
  return {
    ...means,
    typeName: type?.label.fr ?? `Type ${means.typeId}`,
    departureName: means.departureId === null ? null : `Départ ${means.departureId}`,
    operationalActivity: {
      title: "Poste de secours — semi-marathon",
      location: "Parc des expositions",
      status: "public" as const,
      activityName: "Poste de secours",
      entityName: "Centre Paris 15",
    },
    ...change,
  };
}

/**
 * What a registration's answer shows of its means and activity (the person's own lists): the
 * means on site from `start` to `end`.
 */
export function registrationPlace(period: { start: string; end: string }) {
  return {
    meansOfIntervention: {
      typeName: "VPSP",
      plateNumber: null,
      status: "open" as const,
      start: period.start,
      end: period.end,
    },
    operationalActivity: { title: "Poste de secours — semi-marathon", location: "Stade" },
  };
}

/** A validated registration of person `personId` on `means`, as the registration calls answer it. */
export function aRegistration(
  personId: number,
  means: { id: number; start: string; end: string },
  change: Record<string, unknown> = {},
) {
  return {
    id: personId * 1000 + means.id,
    personId,
    person: {
      id: personId,
      firstName: "Emma",
      lastName: "Petit",
      staffType: "volunteer",
      function: null,
    },
    meansOfInterventionId: means.id,
    operationalActivityId: 12,
    ...registrationPlace(means),
    status: "validated",
    isProposed: false,
    operationalRoleId: null,
    comment: "",
    rejectionReason: null,
    feedback: null,
    start: means.start,
    end: means.end,
    proposedSchedule: null,
    plannedSchedule: null,
    createdAt: "2031-02-20T10:00:00+01:00",
    latestStatusChange: { status: "validated", at: "2031-02-21T10:00:00+01:00", byPersonId: 3 },
    ...change,
  };
}
