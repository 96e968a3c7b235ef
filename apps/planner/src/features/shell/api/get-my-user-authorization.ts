import type { MyUserAuthorization } from "@releve/domain";
import { defineQuery } from "../../../lib/api-context";

/** `GET authorization/GetMyUserAuthorization`: the user, their authorizations, the active role. */
export const myUserAuthorizationQuery = defineQuery<MyUserAuthorization>(
  "authorization/GetMyUserAuthorization",
);

export const useMyUserAuthorization = myUserAuthorizationQuery.use;
