import type { RoleCode } from "@releve/domain";
import type { Kysely, Transaction } from "kysely";
import type { Database } from "../../db/schema.js";

type Db = Kysely<Database> | Transaction<Database>;

/** Records a role or a privilege given, changed or taken away, in the caller's transaction. */
export async function recordSecurityChange(
  trx: Db,
  change: {
    subject: "userAuthorization" | "userProfileScope";
    subjectId: number;
    personId: number;
    roleCode: RoleCode;
    action: string;
    before: Record<string, unknown> | null;
    after: Record<string, unknown> | null;
    changedBy: number;
  },
): Promise<void> {
  await trx
    .insertInto("security_change")
    .values({
      subject: change.subject,
      subject_id: change.subjectId,
      person_id: change.personId,
      role_code: change.roleCode,
      action: change.action,
      before: change.before,
      after: change.after,
      changed_by: change.changedBy,
    })
    .execute();
}
