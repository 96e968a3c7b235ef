import { calls } from "@releve/domain";
import { type Answer, defineQuery } from "../../../lib/api-context";
import { useCallAction } from "../../../lib/call-action";

const { calendarFeed } = calls;

/** The signed-in user's calendar subscription address, as `GET UserProfile/MyCalendarFeed` says. */
export type MyCalendarFeed = Answer<typeof calendarFeed.myCalendarFeed>["feed"];

/** `GET UserProfile/MyCalendarFeed`. */
export const myCalendarFeedQuery = defineQuery(calendarFeed.myCalendarFeed);

/** A new address (the previous one stops answering); the answer holds its URL, this once. */
export const useCreateCalendarFeed = () =>
  useCallAction(calendarFeed.createMyCalendarFeed, [calendarFeed.myCalendarFeed]);

/** Revokes the address. */
export const useRevokeCalendarFeed = () =>
  useCallAction(calendarFeed.revokeMyCalendarFeed, [calendarFeed.myCalendarFeed]);
