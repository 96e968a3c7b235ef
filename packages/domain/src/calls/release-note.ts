import * as v from "valibot";
import { textMaxLengths } from "../limits.js";
import { defineCall } from "./call.js";
import { instantValue } from "./request-parts.js";
import {
  answerText,
  codeText,
  commentText,
  idValue,
  instantText,
  integerValue,
} from "./response-parts.js";

/** The release notes: the latest ones shown at start, and the page listing every version. */

const anyUser = { feature: null, write: false } as const;

/** A released version with its notes, in the reader's language (French when not translated). */
export const releaseVersionSchema = v.object({
  id: idValue,
  number: codeText,
  date: instantText,
  description: commentText,
  releaseNotes: v.array(
    v.object({
      title: answerText(textMaxLengths.title),
      text: commentText,
      sortOrder: integerValue,
    }),
  ),
});

/** The running API: version, environment and commit. */
export const version = defineCall({
  method: "GET",
  path: "Monitoring/Version",
  ...anyUser,
  summary: "The version, environment and commit of the running API",
  response: v.object({
    version: codeText,
    environment: codeText,
    commit: v.nullable(codeText),
  }),
});

/**
 * The versions released after the last seen release date (spec 02 §7): an instant with its
 * offset; absent, empty or null, every version.
 */
export const latest = defineCall({
  method: "POST",
  path: "Monitoring/GetLatestReleases",
  ...anyUser,
  summary: "The versions released after the last seen release date, newest first",
  body: v.object({ lastSeenReleaseDate: v.optional(v.nullable(instantValue)) }),
  response: v.array(releaseVersionSchema),
});

export const list = defineCall({
  method: "GET",
  path: "ReleaseVersion",
  ...anyUser,
  summary: "Every released version with its notes, newest first",
  response: v.array(releaseVersionSchema),
});

export const get = defineCall({
  method: "GET",
  path: "ReleaseVersion/:id",
  ...anyUser,
  summary: "One released version with its notes",
  response: releaseVersionSchema,
});
