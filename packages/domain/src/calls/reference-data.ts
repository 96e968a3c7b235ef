import * as v from "valibot";
import { textMaxLengths } from "../limits.js";
import { defineCall } from "./call.js";
import { answerText, codeText, dateText, idValue, localizedLabelText } from "./response-parts.js";

/**
 * The reference data (spec 02 §7): every signed-in user loads it at start, whatever the role —
 * the organisation's activities and entities, and the lists the means forms offer (vehicles,
 * location sources with their types and locations, departures, operational roles, current
 * predefined schedules). Each list comes by increasing id.
 */

const reference = { feature: null, write: false } as const;

/** A type of reference datum (activity type, entity type): the domain's `ReferenceType`. */
export const referenceTypeAnswerSchema = v.object({
  id: idValue,
  code: codeText,
  label: localizedLabelText,
});

/** An activity of a type: the domain's `ReferenceItem`. */
export const activityAnswerSchema = v.object({
  id: idValue,
  typeId: idValue,
  code: codeText,
  label: localizedLabelText,
});

/** An entity of the organisation, with its type and parent: the domain's `Entity`. */
export const entityAnswerSchema = v.object({
  id: idValue,
  typeId: idValue,
  /** `null` at the top of the organisation. */
  parentId: v.nullable(idValue),
  code: codeText,
  label: localizedLabelText,
});

/** A vehicle of an entity. */
export const vehicleAnswerSchema = v.object({
  id: idValue,
  entityId: idValue,
  plateNumber: answerText(textMaxLengths.plateNumber),
  label: answerText(textMaxLengths.label),
  /** Still being fitted out: listed, not yet in service. */
  isUnderConstruction: v.boolean(),
});

/** Where locations come from, with the API paths of its locations and of its types. */
export const locationSourceAnswerSchema = v.object({
  id: idValue,
  name: answerText(textMaxLengths.label),
  /** The path of its locations (`locations/{source}/items`). */
  uri: answerText(textMaxLengths.location),
  /** The path of its location types (`locations/{source}/types`). */
  typeUri: answerText(textMaxLengths.location),
});

/** A type of location of a source. */
export const locationTypeAnswerSchema = v.object({
  id: idValue,
  sourceId: idValue,
  code: codeText,
  label: localizedLabelText,
});

/** A location, of a type of a source. */
export const locationAnswerSchema = v.object({
  id: idValue,
  typeId: idValue,
  sourceId: idValue,
  code: codeText,
  label: answerText(textMaxLengths.label),
  address: answerText(textMaxLengths.location),
});

/** A departure of an entity: where a vehicle's crew sets off from. */
export const departureAnswerSchema = v.object({
  id: idValue,
  entityId: idValue,
  code: codeText,
  label: localizedLabelText,
});

/** An operational role of a means type (driver, co-driver, team leader…). */
export const operationalRoleAnswerSchema = v.object({
  id: idValue,
  code: codeText,
  label: localizedLabelText,
});

/** A predefined schedule: daily times, valid over a period of days. */
export const predefinedScheduleAnswerSchema = v.object({
  id: idValue,
  label: localizedLabelText,
  /** `HH:mm`, on the organisation's wall clock. */
  startTime: v.pipe(v.string(), v.maxLength(8), v.isoTime()),
  endTime: v.pipe(v.string(), v.maxLength(8), v.isoTime()),
  validFrom: dateText,
  /** `null`: valid from then on. */
  validTo: v.nullable(dateText),
});

export const activityTypes = defineCall({
  method: "GET",
  path: "Activities/GetAllActivityTypes",
  ...reference,
  summary: "Every activity type",
  response: v.array(referenceTypeAnswerSchema),
});

export const activities = defineCall({
  method: "GET",
  path: "Activities/GetAllActivities",
  ...reference,
  summary: "Every activity",
  response: v.array(activityAnswerSchema),
});

export const entityTypes = defineCall({
  method: "GET",
  path: "Entities/GetAllEntityTypes",
  ...reference,
  summary: "Every entity type",
  response: v.array(referenceTypeAnswerSchema),
});

export const entities = defineCall({
  method: "GET",
  path: "Entities/GetAllEntities",
  ...reference,
  summary: "Every entity (regions, sections, rescue centres)",
  response: v.array(entityAnswerSchema),
});

export const vehicles = defineCall({
  method: "POST",
  path: "vehicles/GetAllVehicles",
  ...reference,
  summary: "Every vehicle, without those being fitted out when asked",
  body: v.object({ excludeUnderConstruction: v.optional(v.boolean(), false) }),
  response: v.array(vehicleAnswerSchema),
});

export const locationSources = defineCall({
  method: "GET",
  path: "locations/sources",
  ...reference,
  summary: "Every location source, with the paths of its types and of its locations",
  response: v.array(locationSourceAnswerSchema),
});

/**
 * Location sources name their own paths: the demo sources' `locations/{source}/types` and
 * `locations/{source}/items` are served for every source.
 */
export const locationTypes = defineCall({
  method: "GET",
  path: "locations/:source/types",
  ...reference,
  summary: "The location types of the source whose type path this is",
  response: v.array(locationTypeAnswerSchema),
});

export const locations = defineCall({
  method: "GET",
  path: "locations/:source/items",
  ...reference,
  summary: "The locations of the source whose location path this is",
  response: v.array(locationAnswerSchema),
});

export const departures = defineCall({
  method: "GET",
  path: "departure",
  ...reference,
  summary: "Every departure",
  response: v.array(departureAnswerSchema),
});

export const operationalRoles = defineCall({
  method: "GET",
  path: "OperationalRole",
  ...reference,
  summary: "Every operational role",
  response: v.array(operationalRoleAnswerSchema),
});

/** Valid from a day not after today to a day not before it, on the organisation's calendar. */
export const predefinedSchedules = defineCall({
  method: "GET",
  path: "PredefinedSchedule",
  ...reference,
  summary: "The predefined schedules current today",
  response: v.array(predefinedScheduleAnswerSchema),
});
