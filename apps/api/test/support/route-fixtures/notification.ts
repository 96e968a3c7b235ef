import { insertFailedMessage, linkedRegistration } from "../notification-fixtures.js";
import { operation, type RouteFixtureMaker } from "./index.js";

/**
 * The e-mails: an action link of a validated registration at the place (the token is the only
 * right, so every caller — any role, or no one signed in — may use it, once), the outbox's search,
 * and a failed e-mail to send again (the automated-jobs feature alone decides).
 */
export const notificationFixture: RouteFixtureMaker = async (db, route, place) => {
  if (operation(route, "Resend")) {
    return { id: await insertFailedMessage(db), body: undefined, unscoped: true };
  }
  if (route.path.endsWith("search")) return { id: 0, body: {}, unscoped: true };
  const { registrationId, decline } = await linkedRegistration(db, place);
  return { id: registrationId, body: undefined, params: { token: decline }, unscoped: true };
};
