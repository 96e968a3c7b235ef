import { calls } from "@releve/domain";
import { type ApiRoute, callRoute } from "../../http/api-route.js";
import {
  calendarFeedDocument,
  createMyCalendarFeed,
  readMyCalendarFeed,
  revokeMyCalendarFeed,
} from "./feed.js";

const { calendarFeed } = calls;

/** Each person's calendar feed (decision 045): their address, and the feed it serves. */
export const calendarFeedRoutes: ApiRoute[] = [
  callRoute(calendarFeed.myCalendarFeed, ({ db, request }) =>
    readMyCalendarFeed(db, request.currentUser.user.personId),
  ),
  callRoute(calendarFeed.createMyCalendarFeed, ({ db, request, now, publicUrl }) =>
    createMyCalendarFeed(db, request.currentUser.user.personId, now, publicUrl),
  ),
  callRoute(calendarFeed.revokeMyCalendarFeed, ({ db, request }) =>
    revokeMyCalendarFeed(db, request.currentUser.user.personId),
  ),
  callRoute(calendarFeed.calendarFeed, async ({ db, params, now, reply, publicUrl, timeZone }) => {
    const document = await calendarFeedDocument(db, params.token ?? "", now, {
      publicUrl,
      timeZone,
    });
    // Private to its holder: no shared cache keeps it, and it is never indexed.
    reply
      .type("text/calendar; charset=utf-8")
      .header("cache-control", "private, no-store")
      .header("x-robots-tag", "noindex");
    return document;
  }),
];
