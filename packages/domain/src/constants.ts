import type { Language } from "./reference-data.js";

/**
 * The business constants and limits of spec 01 §9 and spec 02 §9, named once. Values the
 * specification leaves unstated are decided in docs/decisions/005-limits-the-spec-leaves-open.md.
 */

/** Token renewal hidden-frame timeout. */
export const tokenRenewalFrameTimeoutMs = 6000;
/** Renew a token this long before it expires. */
export const tokenExpiryMarginSeconds = 300;
/** Default access-token lifetime. */
export const defaultTokenLifetimeSeconds = 3599;
/** Route chunk load timeout: a page's code that has not arrived by then shows "page unavailable". */
export const routeChunkLoadTimeoutMs = 120_000;
/** Modal defaults (spec 01 §1: the release notes' dialog). */
export const modalDefaults = { size: "md", variant: "warning" } as const;
/** Languages of the organisation's logo; others fall back to French. */
export const logoLanguages: readonly Language[] = ["fr", "en", "de"];

/**
 * Languages the managers' tutorial exists in (spec 01 §2: "a tutorial download, in French by
 * default"): the user's language when written in it, French otherwise.
 */
export const tutorialLanguages: readonly Language[] = ["fr", "en", "de"];
/** Where the sign-in cache lives. */
export const authCacheStorage = "localStorage";

/** Maximum occurrences of a recurrence, by type (spec 02 §9). */
export const recurrenceMaxOccurrences = {
  daily: 100,
  weekly: 26,
  monthlyByDay: 12,
  monthlyNth: 12,
} as const;
/** Maximum period of a recurrence in months, by type (spec 02 §9). */
export const recurrenceMaxMonths = {
  daily: 3,
  weekly: 6,
  monthlyByDay: 12,
  monthlyNth: 12,
} as const;

/** Times are entered on a 5-minute grid. */
export const timePrecisionMinutes = 5;
/** A start may lie at most this many months in the past. */
export const maxStartInPastMonths = 1;
/** Dates further ahead (or periods longer) than this many years are warned about. */
export const warningHorizonYears = 1;
/** Unregistering this close to the start warns that the manager must be told directly. */
export const unregistrationNoticeHours = 24;
/** A registration may start this long before its means, and end this long after. */
export const registrationWindowHours = 4;
/** The daily work-schedule export covers the current and the previous day. */
export const dailyWorkExportDays = 2;
/** The monthly work-schedule export covers the current and the previous month. */
export const monthlyWorkExportMonths = 2;
/** Length of the shift that can be split. */
export const splittableShiftHours = 12;

/** Attachment file types allowed (spec 02 §5). */
export const allowedAttachmentExtensions = [
  "txt",
  "csv",
  "pdf",
  "doc",
  "docx",
  "xls",
  "xlsx",
  "ppt",
  "pptx",
  "odt",
  "fodt",
  "ods",
  "fods",
  "odp",
  "fodp",
  "jpg",
  "jpeg",
  "gif",
  "png",
] as const;
/** At most this many attachments per activity (not stated by the spec: decision 005). */
export const defaultMaxAttachmentCount = 10;
/** At most this many bytes of attachments per activity (not stated by the spec: decision 005). */
export const defaultMaxAttachmentTotalBytes = 20 * 1024 * 1024;
/** At most this many copies in one duplication (not stated by the spec: decision 005). */
export const maxCopyCount = 52;

/**
 * One assignment call (decision 011) takes at most this many persons and this many means, and
 * at most `pairs` pairs of them: a day of shifts for a large team.
 */
export const assignmentMaxima = { persons: 100, means: 50, pairs: 500 } as const;

/** Teams created at once by the means form: one request creates at most this many means. */
export const maxTeamCount = 20;
/** Page sizes offered by lists and calendars (not stated by the spec: decision 005). */
export const pageSizes = [10, 25, 50, 100] as const;
/** Default page size. */
export const defaultPageSize = 25;
/** The organisation's time zone when none is configured. */
export const defaultTimeZone = "Europe/Paris";
