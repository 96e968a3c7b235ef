import * as v from "valibot";
import { defineCall } from "./call.js";
import { answerText, instantText, noContent } from "./response-parts.js";

/**
 * A person's calendar feed (decision 045): the signed-in user creates, reads and revokes their
 * private subscription address; the address itself is read without signing in, by whatever
 * calendar holds it. Its token is the only right, and names one person's registrations only.
 */

const anyUser = { feature: null, write: false } as const;

/** A feed's token: 32 random bytes, base64url (43 characters). */
export const calendarFeedTokenPattern = /^[A-Za-z0-9_-]{43}$/;

/** The longest subscription address answered (the public address, `/api/CalendarFeed/`, a token). */
export const calendarFeedUrlMaxLength = 2_000;

/** Whether the signed-in user has an address, since when, and when a calendar last read it. */
export const myCalendarFeedSchema = v.object({
  feed: v.nullable(v.object({ createdAt: instantText, lastReadAt: v.nullable(instantText) })),
});

export const myCalendarFeed = defineCall({
  method: "GET",
  path: "UserProfile/MyCalendarFeed",
  ...anyUser,
  summary: "Whether the signed-in user has a calendar subscription address, and since when",
  response: myCalendarFeedSchema,
});

/**
 * A new address, replacing the one before (which stops answering at once). Only its hash is kept:
 * the address is answered here, once.
 */
export const createMyCalendarFeed = defineCall({
  method: "POST",
  path: "UserProfile/MyCalendarFeed",
  ...anyUser,
  summary:
    "Creates the signed-in user's calendar subscription address, revoking the previous one; answered once",
  successStatus: 201,
  response: v.object({ url: answerText(calendarFeedUrlMaxLength), createdAt: instantText }),
});

export const revokeMyCalendarFeed = defineCall({
  method: "DELETE",
  path: "UserProfile/MyCalendarFeed",
  ...anyUser,
  summary: "Revokes the signed-in user's calendar subscription address",
  successStatus: 204,
  response: noContent,
});

/**
 * The feed: an iCalendar document (RFC 5545) of the person's registrations. A wrong or revoked
 * token answers as an address that does not exist (`unknown.routeNotFound`, 404).
 */
export const calendarFeed = defineCall({
  method: "GET",
  path: "CalendarFeed/:token",
  feature: null,
  write: false,
  anonymous: true,
  summary: "A person's registrations as an iCalendar feed, for the holder of its secret address",
  response: null,
});
