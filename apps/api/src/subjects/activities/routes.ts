import { calls } from "@releve/domain";
import { type ApiRoute, callRoute } from "../../http/api-route.js";
import { attachmentsByActivity } from "./attachments.js";
import { cloneOperationalActivity } from "./clone.js";
import { createOperationalActivity } from "./create.js";
import { deleteOperationalActivity } from "./deletion.js";
import { updateOperationalActivity } from "./edit.js";
import { changeOperationalActivityStatus } from "./lifecycle.js";
import { getOperationalActivity, toOperationalActivity } from "./reads.js";
import { searchOperationalActivities } from "./search.js";

const { operationalActivity } = calls;

/** The operational activity calls (paths decided in decision 006). */
export const operationalActivityRoutes: ApiRoute[] = [
  callRoute(operationalActivity.search, async ({ db, access, body, timeZone }) => {
    const page = await searchOperationalActivities(db, access, body, timeZone);
    const attachments = await attachmentsByActivity(
      db,
      page.items.map((item) => item.id),
    );
    return {
      ...page,
      items: page.items.map((item) => ({ ...item, attachments: attachments.get(item.id) ?? [] })),
    };
  }),
  callRoute(operationalActivity.get, async ({ db, access, params, timeZone }) => {
    const id = Number(params.id);
    const row = await getOperationalActivity(db, access, id, { reading: true });
    const attachments = await attachmentsByActivity(db, [id]);
    return toOperationalActivity(row, timeZone, attachments.get(id));
  }),
  callRoute(operationalActivity.create, async ({ db, access, body, now, timeZone }) =>
    toOperationalActivity(
      await createOperationalActivity(db, access, body, { now, timeZone }),
      timeZone,
    ),
  ),
  callRoute(operationalActivity.clone, async ({ db, access, params, body, now, timeZone }) => {
    const row = await cloneOperationalActivity(db, access, Number(params.id), body, {
      now,
      timeZone,
    });
    const attachments = await attachmentsByActivity(db, [row.id]);
    return toOperationalActivity(row, timeZone, attachments.get(row.id));
  }),
  callRoute(operationalActivity.update, async ({ db, access, params, body, now, timeZone }) =>
    toOperationalActivity(
      await updateOperationalActivity(db, access, Number(params.id), body, { now, timeZone }),
      timeZone,
    ),
  ),
  callRoute(operationalActivity.publish, async ({ db, access, params, timeZone }) =>
    toOperationalActivity(
      await changeOperationalActivityStatus(db, access, Number(params.id), "publish", ""),
      timeZone,
    ),
  ),
  callRoute(operationalActivity.cancel, async ({ db, access, params, body, timeZone }) =>
    toOperationalActivity(
      await changeOperationalActivityStatus(db, access, Number(params.id), "cancel", body.comment),
      timeZone,
    ),
  ),
  callRoute(operationalActivity.remove, async ({ db, access, params }) => {
    await deleteOperationalActivity(db, access, Number(params.id));
  }),
];
