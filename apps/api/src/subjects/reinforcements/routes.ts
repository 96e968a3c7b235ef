import { calls } from "@releve/domain";
import { type ApiRoute, callRoute } from "../../http/api-route.js";
import {
  createReinforcementNotification,
  deleteReinforcementNotification,
} from "./notification-edit.js";
import {
  getReinforcementNotification,
  searchReinforcementNotifications,
} from "./notification-reads.js";
import { sendReinforcementRequest } from "./send-request.js";

/** The reinforcement notification calls (paths decided in decision 006). */
export const reinforcementRoutes: ApiRoute[] = [
  callRoute(calls.reinforcement.search, ({ db, access, body }) =>
    searchReinforcementNotifications(db, access, body),
  ),
  callRoute(calls.reinforcement.get, ({ db, access, params }) =>
    getReinforcementNotification(db, access, Number(params.id)),
  ),
  callRoute(calls.reinforcement.create, ({ db, access, body }) =>
    createReinforcementNotification(db, access, body),
  ),
  callRoute(calls.reinforcement.remove, async ({ db, access, params }) => {
    await deleteReinforcementNotification(db, access, Number(params.id));
  }),
  callRoute(calls.reinforcement.send, ({ db, access, body, now }) =>
    sendReinforcementRequest(db, access, body, now),
  ),
];
