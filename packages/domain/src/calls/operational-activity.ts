import * as v from "valibot";
import {
  activityStatuses,
  nthTypes,
  nthValues,
  openingOptions,
  recurrenceTypes,
} from "../enums.js";
import { activityActions } from "../lifecycle/activity.js";
import { textMaxLengths } from "../limits.js";
import { defineCall } from "./call.js";
import {
  choices,
  commentBody,
  optionalIds,
  optionalInstant,
  paging,
  searchText,
} from "./request-parts.js";
import {
  answerText,
  commentText,
  count,
  dateText,
  idValue,
  instantText,
  nameText,
  noContent,
  pageOf,
} from "./response-parts.js";

/**
 * The operational activities (paths decided in decision 006): the activities themselves, their
 * series (recurrences), their attachments (spec 02 §3, §5; decision 005) and their status
 * history.
 */

const reading = { feature: "operationalActivity", write: false } as const;
const editing = { feature: "operationalActivity", write: true } as const;

/** An attached file, without its content. */
export const attachmentAnswerSchema = v.object({
  id: idValue,
  fileName: answerText(textMaxLengths.fileName),
  /** MIME type, from the file name's extension. */
  type: answerText(textMaxLengths.mediaType),
  /** Size in bytes. */
  size: count,
});

/**
 * An activity as the API answers it: instants with the organisation's offset, and its
 * attachments (empty where the call does not read them: creation, edit, status changes, series).
 */
export const operationalActivityAnswerSchema = v.object({
  id: idValue,
  title: answerText(textMaxLengths.title),
  location: answerText(textMaxLengths.location),
  locationTypeId: v.nullable(idValue),
  start: instantText,
  end: instantText,
  status: v.picklist(activityStatuses),
  registrationDeadline: v.nullable(instantText),
  automaticRegistrationValidation: v.boolean(),
  openingOption: v.picklist(openingOptions),
  openingDate: v.nullable(instantText),
  /** Days before start, with `specificDuration`. */
  openingDaysBeforeStart: v.nullable(count),
  activityId: idValue,
  entityId: idValue,
  comment: commentText,
  attachments: v.array(attachmentAnswerSchema),
  /** The series the activity is an occurrence of. */
  recurrenceId: v.nullable(idValue),
});

/**
 * What the activities list sorts on, one per column (decision 029): the activity's own fields;
 * its activity's and entity's names in the caller's language; `meansCount`, its means not
 * cancelled; `staffCompleteness`, the share of the required staff validated on those means, the
 * most missing people first among equal shares (nothing required counts as complete). Texts
 * sort without regard to case or accents; an absent deadline or an empty location comes last
 * either way. Equal values keep the order of their ids.
 */
export const searchSortFields = [
  "start",
  "end",
  "title",
  "activity",
  "entity",
  "location",
  "status",
  "registrationDeadline",
  "meansCount",
  "staffCompleteness",
] as const;

/** Criteria of `POST OperationalActivity/search` (decision 006, spec 01 §3/§4 filters). */
export const searchCriteriaSchema = v.object({
  status: choices(activityStatuses),
  /** Activities of an activity of one of these activity types. */
  activityTypeIds: optionalIds,
  activityIds: optionalIds,
  /** Activities of an entity of one of these entity types. */
  entityTypeIds: optionalIds,
  entityIds: optionalIds,
  /** Activities ending after this instant. */
  from: optionalInstant,
  /** Activities starting before this instant. */
  to: optionalInstant,
  /**
   * Words each found in the title or the location, whatever their case and accents (decision
   * 029).
   */
  text: searchText,
  ...paging(searchSortFields),
});

/**
 * An activity's means at a glance (decision 029): how many take part (`count`, those not
 * cancelled), how many were cancelled, and the staff of those taking part summed — required,
 * validated, pending ("12/15 validated"). Each means validates at most the staff it requires,
 * so `required - validated` is the number of places still to fill.
 */
export const activityMeansSummarySchema = v.object({
  count,
  cancelled: count,
  staff: v.object({ required: count, validated: count, pending: count }),
});

/**
 * A row of the activities list: the activity as every call answers it, with its activity's and
 * entity's names in the caller's language (French where a label lacks it) and its means.
 */
export const operationalActivityListItemSchema = v.object({
  ...operationalActivityAnswerSchema.entries,
  activityName: answerText(textMaxLengths.label),
  entityName: answerText(textMaxLengths.label),
  means: activityMeansSummarySchema,
});

export const search = defineCall({
  method: "POST",
  path: "OperationalActivity/search",
  ...reading,
  summary:
    "Searches the operational activities of the role's scope, with their names and the staffing of their means",
  body: searchCriteriaSchema,
  response: pageOf(operationalActivityListItemSchema),
});

export const get = defineCall({
  method: "GET",
  path: "OperationalActivity/:id",
  ...reading,
  summary: "Reads an operational activity with its attachments",
  response: operationalActivityAnswerSchema,
});

export const publish = defineCall({
  method: "POST",
  path: "OperationalActivity/Publish/:id",
  ...editing,
  summary: "Publishes a draft operational activity (irreversible)",
  response: operationalActivityAnswerSchema,
});

export const cancel = defineCall({
  method: "POST",
  path: "OperationalActivity/Cancel/:id",
  ...editing,
  summary: "Cancels an operational activity and its means, notifying the people assigned",
  body: commentBody,
  response: operationalActivityAnswerSchema,
});

export const remove = defineCall({
  method: "DELETE",
  path: "OperationalActivity/:id",
  ...editing,
  summary:
    "Deletes an activity without means, or an occurrence of a series nobody is registered on",
  successStatus: 204,
  response: noContent,
});

/**
 * One change of status of an activity as the audit trail recorded it: what, from, to, why, when
 * and who. The trail stores actions and statuses as text, whatever the subject: the answer reads
 * them as strings, and they must be an activity's — its creation (from the form or a clone) or an
 * action of its lifecycle, between its statuses.
 */
export const historyEntryAnswerSchema = v.object({
  action: v.pipe(v.string(), v.picklist(["create", "clone", ...activityActions])),
  /** `null` on creation. */
  from: v.nullable(v.pipe(v.string(), v.picklist(activityStatuses))),
  to: v.pipe(v.string(), v.picklist(activityStatuses)),
  comment: commentText,
  at: instantText,
  /** The person who made the change; `null` for an automated change. */
  by: v.nullable(v.object({ personId: idValue, firstName: nameText, lastName: nameText })),
});

export const history = defineCall({
  method: "GET",
  path: "OperationalActivity/History/:id",
  ...reading,
  summary: "The status changes of an operational activity, oldest first",
  response: v.array(historyEntryAnswerSchema),
});

/** A series: its pattern, and its occurrences in order. */
export const recurrenceAnswerSchema = v.object({
  id: idValue,
  type: v.picklist(recurrenceTypes),
  /** First day, in the organisation's time zone. */
  start: dateText,
  /** Last day; `null` when the count bounds the series. */
  end: v.nullable(dateText),
  occurrenceCount: v.nullable(count),
  /** Weekly: mask of weekday bits (Monday 1 … Sunday 64); 0 otherwise. */
  weekdays: count,
  /** Monthly by day: the day of the month. */
  dayOfMonth: v.nullable(count),
  /** Monthly nth: which one (first 0 … fourth 3, last -1) of which days. */
  nth: v.nullable(
    v.object({ value: v.picklist(Object.values(nthValues)), type: v.picklist(nthTypes) }),
  ),
  occurrences: v.array(operationalActivityAnswerSchema),
});

export const getRecurrence = defineCall({
  method: "GET",
  path: "Recurrence/:id",
  ...reading,
  summary: "Reads a series and its occurrences",
  response: recurrenceAnswerSchema,
});

/**
 * The occurrences deleted, and those kept because people are registered on them (spec 02 §8
 * "recurrence deletion incomplete"), still in the series.
 */
export const removeRecurrence = defineCall({
  method: "DELETE",
  path: "Recurrence/:id",
  ...editing,
  summary: "Deletes the occurrences of a series nobody is registered on, answering those it keeps",
  response: v.object({
    deletedIds: v.array(idValue),
    kept: v.array(operationalActivityAnswerSchema),
  }),
});

/** The files stored, in upload order. */
export const addAttachments = defineCall({
  method: "POST",
  path: "OperationalActivity/Attachments/:id",
  ...editing,
  summary: "Uploads files to an activity (multipart/form-data), within the attachment maxima",
  upload: true,
  successStatus: 201,
  response: v.array(attachmentAnswerSchema),
});

export const listAttachments = defineCall({
  method: "GET",
  path: "OperationalActivity/Attachments/:id",
  ...reading,
  summary: "Lists the attachments of an activity: file name, type and size",
  response: v.array(attachmentAnswerSchema),
});

/** The file itself, with its name in `Content-Disposition`. */
export const downloadAttachment = defineCall({
  method: "GET",
  path: "Attachment/:id",
  ...reading,
  summary: "Downloads an attachment",
  response: null,
});

export const removeAttachment = defineCall({
  method: "DELETE",
  path: "Attachment/:id",
  ...editing,
  summary: "Deletes an attachment of an activity",
  successStatus: 204,
  response: noContent,
});
