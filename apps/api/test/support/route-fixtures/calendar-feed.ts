import { createMyCalendarFeed } from "../../../src/subjects/calendar-feed/feed.js";
import { insertPerson } from "../fixtures.js";
import { publicUrl } from "../server.js";
import type { RouteFixtureMaker } from "./index.js";

/**
 * A calendar feed: the address of a person of its own (the token is the only right, so anyone
 * holding it — any role, or no one signed in — reads it), which no other request replaces.
 */
export const calendarFeedFixture: RouteFixtureMaker = async (db) => {
  const personId = await insertPerson(db, "volunteer");
  const { url } = await createMyCalendarFeed(db, personId, new Date(), publicUrl);
  return { id: 0, body: undefined, params: { token: url.split("/").pop() ?? "" }, unscoped: true };
};
