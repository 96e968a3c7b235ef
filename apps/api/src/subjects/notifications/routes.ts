import { calls } from "@releve/domain";
import { type ApiRoute, callRoute } from "../../http/api-route.js";
import { answerActionLink, readActionLink } from "./action-links.js";

/** The answers to e-mails' action links, made without signing in (decision 025). */
export const notificationRoutes: ApiRoute[] = [
  callRoute(calls.notification.actionLink, ({ db, params, now }) =>
    readActionLink(db, params.token ?? "", now),
  ),
  callRoute(calls.notification.answerActionLink, ({ db, params, now }) =>
    answerActionLink(db, params.token ?? "", now),
  ),
];
