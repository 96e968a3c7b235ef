import type { Kysely } from "kysely";
import type { Database } from "../../db/schema.js";
import type { Access } from "../../platform/access.js";
import { historyOf, type StatusHistoryEntry } from "../../platform/status-history.js";
import { getOperationalActivity } from "./reads.js";

/** The status history of an operational activity of the role's scope. */
export async function operationalActivityHistory(
  db: Kysely<Database>,
  access: Access,
  id: number,
  timeZone: string,
): Promise<StatusHistoryEntry[]> {
  await getOperationalActivity(db, access, id);
  return historyOf(db, "operationalActivity", id, timeZone);
}
