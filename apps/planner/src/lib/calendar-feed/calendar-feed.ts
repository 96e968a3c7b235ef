import { calls } from "@releve/domain";
import { type Answer, defineQuery } from "../api-context";
import { useCallAction } from "../call-action";

/** The signed-in user's calendar subscription address, as `GET UserProfile/MyCalendarFeed` says. */
export type MyCalendarFeed = Answer<typeof calls.calendarFeed.myCalendarFeed>["feed"];

/** `GET UserProfile/MyCalendarFeed`. */
export const myCalendarFeedQuery = defineQuery(calls.calendarFeed.myCalendarFeed);

/** A new address (the previous one stops answering); the answer holds its URL, this once. */
export const useCreateCalendarFeed = () =>
  useCallAction(calls.calendarFeed.createMyCalendarFeed, [calls.calendarFeed.myCalendarFeed]);

/** Revokes the address. */
export const useRevokeCalendarFeed = () =>
  useCallAction(calls.calendarFeed.revokeMyCalendarFeed, [calls.calendarFeed.myCalendarFeed]);
