import * as v from "valibot";
import { type ApiRoute, apiRoute } from "../http/api-route.js";
import { instantValue } from "../http/schemas.js";
import {
  getLatestReleases,
  getReleaseVersion,
  getReleaseVersions,
} from "../services/release-notes.js";

/**
 * The filter of `Monitoring/GetLatestReleases` (spec 02 §7): the last seen release date, an
 * instant with its offset; absent, empty or null, every version.
 */
const latestReleasesSchema = v.object({
  lastSeenReleaseDate: v.optional(v.nullable(instantValue)),
});

const anyUser = { feature: null, write: false } as const;

/** The release notes: the latest ones shown at start, and the page listing every version. */
export const releaseNoteRoutes: ApiRoute[] = [
  apiRoute({
    method: "POST",
    path: "Monitoring/GetLatestReleases",
    ...anyUser,
    summary: "The versions released after the last seen release date, newest first",
    body: latestReleasesSchema,
    handler: ({ db, body, request, timeZone }) =>
      getLatestReleases(db, body.lastSeenReleaseDate, {
        language: request.currentUser.language,
        timeZone,
      }),
  }),
  apiRoute({
    method: "GET",
    path: "ReleaseVersion",
    ...anyUser,
    summary: "Every released version with its notes, newest first",
    handler: ({ db, request, timeZone }) =>
      getReleaseVersions(db, { language: request.currentUser.language, timeZone }),
  }),
  apiRoute({
    method: "GET",
    path: "ReleaseVersion/:id",
    ...anyUser,
    summary: "One released version with its notes",
    handler: ({ db, params, request, timeZone }) =>
      getReleaseVersion(db, Number(params.id), {
        language: request.currentUser.language,
        timeZone,
      }),
  }),
];
