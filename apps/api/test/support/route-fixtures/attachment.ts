import { insertAttachment } from "../activity-fixtures.js";
import { insertActivity } from "../fixtures.js";
import type { RouteFixtureMaker } from "./index.js";

export const attachmentFixture: RouteFixtureMaker = async (db, _route, place) => {
  const activityId = await insertActivity(db, place);
  return { id: await insertAttachment(db, activityId), body: undefined };
};
