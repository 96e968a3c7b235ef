import { calls } from "@releve/domain";
import { type ApiRoute, callRoute } from "../../http/api-route.js";
import { meansNoticeRecipients, sendMeansNotice } from "./notify.js";

const notices = calls.meansNotification;

/** The notices of a means sent by hand: whom each would reach, and sending it (decision 035). */
export const meansNoticeRoutes: ApiRoute[] = [
  callRoute(notices.mobilizationRecipients, ({ db, access, params, now, timeZone }) =>
    meansNoticeRecipients(db, access, Number(params.id), "notifyMobilization", { now, timeZone }),
  ),
  callRoute(notices.openingRecipients, ({ db, access, params, now, timeZone }) =>
    meansNoticeRecipients(db, access, Number(params.id), "notifyOpening", { now, timeZone }),
  ),
  callRoute(notices.notifyMobilization, ({ db, access, params, body, now, timeZone }) =>
    sendMeansNotice(db, access, Number(params.id), "notifyMobilization", body.comment, {
      now,
      timeZone,
    }),
  ),
  callRoute(notices.notifyOpening, ({ db, access, params, body, now, timeZone }) =>
    sendMeansNotice(db, access, Number(params.id), "notifyOpening", body.comment, {
      now,
      timeZone,
    }),
  ),
];
