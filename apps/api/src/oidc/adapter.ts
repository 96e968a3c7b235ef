import type { Kysely } from "kysely";
import type { Adapter, AdapterPayload } from "oidc-provider";
import type { Database } from "../db/schema.js";

/** Models whose records belong to a grant and go when the grant is revoked. */
const grantable = new Set([
  "AccessToken",
  "AuthorizationCode",
  "RefreshToken",
  "DeviceCode",
  "BackchannelAuthenticationRequest",
]);

/**
 * Storage of the local provider (sessions, interactions, grants, codes, tokens) in PostgreSQL, so
 * that every copy of the API sees the same sign-in state and nothing is lost at a restart.
 */
export function databaseAdapter(db: Kysely<Database>): new (model: string) => Adapter {
  return class DatabaseAdapter implements Adapter {
    constructor(readonly model: string) {}

    async upsert(id: string, payload: AdapterPayload, expiresIn: number): Promise<void> {
      const expires_at = expiresIn ? new Date(Date.now() + expiresIn * 1000) : null;
      const row = {
        model: this.model,
        id,
        payload: payload as Record<string, unknown>,
        grant_id: grantable.has(this.model) ? (payload.grantId ?? null) : null,
        user_code: payload.userCode ?? null,
        uid: payload.uid ?? null,
        expires_at,
      };
      await db
        .insertInto("oidc_payload")
        .values(row)
        .onConflict((oc) =>
          oc.columns(["model", "id"]).doUpdateSet({
            payload: row.payload,
            grant_id: row.grant_id,
            user_code: row.user_code,
            uid: row.uid,
            expires_at,
          }),
        )
        .execute();
    }

    find(id: string): Promise<AdapterPayload | undefined> {
      return this.findWhere("id", id);
    }

    findByUid(uid: string): Promise<AdapterPayload | undefined> {
      return this.findWhere("uid", uid);
    }

    findByUserCode(userCode: string): Promise<AdapterPayload | undefined> {
      return this.findWhere("user_code", userCode);
    }

    async consume(id: string): Promise<void> {
      await db
        .updateTable("oidc_payload")
        .set({ consumed_at: new Date() })
        .where("model", "=", this.model)
        .where("id", "=", id)
        .execute();
    }

    async destroy(id: string): Promise<void> {
      await db
        .deleteFrom("oidc_payload")
        .where("model", "=", this.model)
        .where("id", "=", id)
        .execute();
    }

    async revokeByGrantId(grantId: string): Promise<void> {
      await db.deleteFrom("oidc_payload").where("grant_id", "=", grantId).execute();
    }

    private async findWhere(
      column: "id" | "uid" | "user_code",
      value: string,
    ): Promise<AdapterPayload | undefined> {
      const row = await db
        .selectFrom("oidc_payload")
        .select(["payload", "consumed_at", "expires_at"])
        .where("model", "=", this.model)
        .where(column, "=", value)
        .executeTakeFirst();
      if (!row || (row.expires_at && row.expires_at.getTime() <= Date.now())) return undefined;
      return {
        ...(row.payload as AdapterPayload),
        ...(row.consumed_at ? { consumed: Math.floor(row.consumed_at.getTime() / 1000) } : {}),
      };
    }
  };
}

/**
 * Deletes the provider's expired records (sessions, codes, tokens past their lifetime); run at
 * start and then every hour, since finding them already ignores what has expired.
 */
export async function deleteExpiredPayloads(db: Kysely<Database>): Promise<number> {
  const result = await db
    .deleteFrom("oidc_payload")
    .where("expires_at", "<", new Date())
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
