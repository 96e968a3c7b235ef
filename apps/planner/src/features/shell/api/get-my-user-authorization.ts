import { calls } from "@releve/domain";
import { defineQuery } from "../../../lib/api-context";

/** `GET authorization/GetMyUserAuthorization`: the user, their authorizations, the active role. */
export const myUserAuthorizationQuery = defineQuery(calls.security.myAuthorization);

export const useMyUserAuthorization = myUserAuthorizationQuery.use;
