import { insertReleaseVersion } from "../notices.js";
import type { RouteFixtureMaker } from "./index.js";

/** Release versions belong to no entity × activity pair: every signed-in user reads them. */
export const releaseVersionFixture: RouteFixtureMaker = async (db) => {
  const id = await insertReleaseVersion(db, { releasedAt: new Date() });
  return { id, body: undefined, unscoped: true };
};
