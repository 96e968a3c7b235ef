import { isRoleCode, type RoleCode, type VersionInfo } from "@releve/domain";
import type { FastifyInstance } from "fastify";
import type { Kysely } from "kysely";
import { bearerToken, type TokenVerifier } from "../auth/tokens.js";
import type { Database } from "../db/schema.js";
import {
  getAllActivities,
  getAllActivityTypes,
  getAllEntities,
  getAllEntityTypes,
} from "../services/reference-data.js";
import { type CurrentUser, findCurrentUser, getMyUserAuthorization } from "../services/users.js";

declare module "fastify" {
  interface FastifyRequest {
    /** The signed-in user; set for every `/api` call. */
    currentUser: CurrentUser;
    /** The role code the planner acts under (`x-activeRoleCode`), when it sent a known one. */
    activeRoleCode: RoleCode | undefined;
  }
}

/** What the API calls need. */
export interface ApiDependencies {
  db: Kysely<Database>;
  verifyToken: TokenVerifier;
  version: VersionInfo;
}

/**
 * The calls of spec 01 §7 and spec 02 §7, with their exact paths, under `/api`. Every call needs
 * a valid bearer token of a known user; the active role comes from `x-activeRoleCode`.
 */
export async function apiRoutes(app: FastifyInstance, deps: ApiDependencies): Promise<void> {
  const { db } = deps;
  app.decorateRequest("currentUser", null as unknown as CurrentUser);
  app.decorateRequest("activeRoleCode", undefined);

  app.addHook("onRequest", async (request) => {
    const principal = await deps.verifyToken(bearerToken(request.headers.authorization));
    request.currentUser = await findCurrentUser(db, principal.subject);
    const roleHeader = request.headers["x-activerolecode"];
    request.activeRoleCode = isRoleCode(roleHeader) ? roleHeader : undefined;
  });

  app.get("/Monitoring/Version", async () => deps.version);
  app.get("/authorization/GetMyUserAuthorization", (request) =>
    getMyUserAuthorization(db, request.currentUser),
  );
  app.get("/Activities/GetAllActivityTypes", () => getAllActivityTypes(db));
  app.get("/Activities/GetAllActivities", () => getAllActivities(db));
  app.get("/Entities/GetAllEntityTypes", () => getAllEntityTypes(db));
  app.get("/Entities/GetAllEntities", () => getAllEntities(db));
}
