import { languages } from "./reference-data.js";

/**
 * The bounds of every input of the forms and of the API (docs/decisions/020-input-limits.md),
 * named once: the schemas refuse beyond them (`text.tooLong { max }`, `number.tooSmall { min }`,
 * `number.tooLarge { max }`, `list.tooLong { max }`), and the planner passes them to its fields
 * (`maxLength`, counters), so a form and the API refuse alike.
 */

/**
 * The longest text of each kind, in UTF-16 code units: what `String.prototype.length` and an
 * input's `maxlength` count (an emoji counts two). Texts are measured once trimmed.
 */
export const textMaxLengths = {
  /** An activity's title (and a series' or a clone's): one line of a list row. */
  title: 120,
  /** Where an activity takes place: an address, or a site with its access. */
  location: 200,
  /** A comment of a form or of a decision: a few paragraphs. */
  comment: 2000,
  /** A vehicle's plate number, with room for foreign and temporary ones. */
  plateNumber: 20,
  /** A label of the reference data in one language: one line of a list or a menu. */
  label: 100,
  /** The name of a person or of a shared address. */
  name: 100,
  /** An e-mail address: the longest path SMTP carries (RFC 5321). */
  email: 254,
  /** A file name: the longest most file systems hold. */
  fileName: 255,
  /** A media type (`type/subtype`, 127 characters each, RFC 6838). */
  mediaType: 255,
  /** An alert's title: one line of the banner. */
  alertTitle: 120,
  /** An alert's text: a short paragraph under the banner's title. */
  alertText: 1000,
  /** The text a search looks for. */
  searchText: 200,
} as const;

/** A range of whole numbers, both ends included. */
export interface NumberRange {
  readonly min: number;
  readonly max: number;
}

/** The largest whole number a PostgreSQL `integer` holds: every id and count is one. */
const largestInteger = 2_147_483_647;

/**
 * The longest instant the API reads (`2027-04-04T07:00:00.123456789+02:00` is 35 characters):
 * anything longer is refused before it is parsed.
 */
export const instantMaxLength = 40;

/** The whole numbers a form accepts, by meaning, both ends included. */
export const numberRanges = {
  /** Any whole number stored: a PostgreSQL `integer`. */
  integer: { min: -largestInteger - 1, max: largestInteger },
  /** An id: a PostgreSQL `integer` serial, which starts at 1. */
  id: { min: 1, max: largestInteger },
  /** Staff a means requires (per team, or by default for a type): one crew or post. */
  staffCount: { min: 1, max: 100 },
  /** How many days before its start a means opens to volunteers: at most a year. */
  openingDaysBeforeStart: { min: 1, max: 365 },
  /** A mask of weekdays, Monday 1 … Sunday 64. */
  weekdayMask: { min: 0, max: 127 },
  /** A day of the month. */
  dayOfMonth: { min: 1, max: 31 },
  /** Bytes of one attachment: PostgreSQL keeps at most 1 GB in one value. */
  attachmentBytes: { min: 0, max: 2 ** 30 - 1 },
  /** The version of a means an edit was made on (it starts at 1). */
  version: { min: 1, max: largestInteger },
} as const satisfies Record<string, NumberRange>;

/** The longest lists of a form or of a search. */
export const listMaxLengths = {
  /** Ids given at once: the roles, departures or entities of a type, the criteria of a search. */
  ids: 500,
  /**
   * Attachments a form lists. The configured maximum (`attachment.tooMany`, decision 005)
   * refuses first: an installation may raise it up to this.
   */
  attachments: 100,
  /** The texts of an alert: one per language. */
  alertTexts: languages.length,
} as const;

/**
 * The means calendar's call (`POST MeansOfIntervention/calendar`, decision 034): the longest
 * period it covers and the most means it answers at once.
 */
export const meansCalendarLimits = {
  /**
   * Days from `from` to `to`: a month view shows six weeks (42 days), and a day more lets a view
   * ask from the evening before its first day or to the morning after its last. A change of time
   * inside the period lengthens its wall-clock days by an hour, which is allowed too.
   */
  days: 43,
  /**
   * Means of one answer, the earliest first: beyond, the answer says it was cut and how many
   * matched (`truncated`, `total`), so a screen never drops a means without saying so. Six weeks
   * of the large demo planning hold about 12,000 means in all, 9,600 in a region, 1,600 in a
   * section's scope: the widest scopes narrow a month view by the filters, or see it cut.
   */
  items: 5000,
} as const;

/**
 * The personnel planning's call (`POST Person/Planning`, decision 041): the longest period it
 * covers. A week is shown; two let a view ask from the evening before its first day.
 */
export const personnelPlanningLimits = {
  days: 15,
} as const;

/** The bounds of the declarations (decision 046). */
export const availabilityLimits = {
  /** Declarations one person holds at most. */
  perPerson: 200,
  /** The longest one-off period, in days. */
  onceMaxDays: 366,
  /**
   * The days of a period weighed at most: a longer period is weighed over its first days only,
   * the rest counting as nothing declared, so the cost of a rule never grows with the period.
   */
  weighedDays: 32,
  /** The longest comment. */
  comment: 200,
} as const;
