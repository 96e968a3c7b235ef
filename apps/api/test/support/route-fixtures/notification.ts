import { linkedRegistration } from "../notification-fixtures.js";
import type { RouteFixtureMaker } from "./index.js";

/**
 * An action link of a validated registration at the place: the token is the only right, so
 * every caller — any role, or no one signed in — may use it, once.
 */
export const notificationFixture: RouteFixtureMaker = async (db, _route, place) => {
  const { registrationId, decline } = await linkedRegistration(db, place);
  return { id: registrationId, body: undefined, params: { token: decline }, unscoped: true };
};
