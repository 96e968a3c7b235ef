import { calls } from "@releve/domain";
import { type ApiRoute, callRoute } from "../../http/api-route.js";
import { getLatestReleases, getReleaseVersion, getReleaseVersions } from "./release-notes.js";

/** The release notes: the latest ones shown at start, and the page listing every version. */
export const releaseNoteRoutes: ApiRoute[] = [
  callRoute(calls.releaseNote.latest, ({ db, body, request, timeZone }) =>
    getLatestReleases(db, body.lastSeenReleaseDate, {
      language: request.currentUser.language,
      timeZone,
    }),
  ),
  callRoute(calls.releaseNote.list, ({ db, request, timeZone }) =>
    getReleaseVersions(db, { language: request.currentUser.language, timeZone }),
  ),
  callRoute(calls.releaseNote.get, ({ db, params, request, timeZone }) =>
    getReleaseVersion(db, Number(params.id), {
      language: request.currentUser.language,
      timeZone,
    }),
  ),
];
