import { type AnyCall, calls } from "@releve/domain";
import type * as v from "valibot";
import { useCall } from "../../../lib/api-context";
import { useCallAction } from "../../../lib/call-action";

/** A privilege (user profile scope) as the API answers it, with its user's names. */
export type Privilege = v.InferOutput<typeof calls.security.userProfileScopeAnswerSchema>;

/** The criteria of a search of privileges. */
export type PrivilegeSearch = v.InferInput<typeof calls.security.userProfileScopeSearchSchema>;

/** A row of the role table. */
export type RoleRow = v.InferOutput<typeof calls.security.roleAnswerSchema>;

/** A role a person holds, as their management page shows it. */
export type HeldRole = v.InferOutput<typeof calls.security.heldRoleAnswerSchema>;

/**
 * Every read a change of a role or a privilege may alter: the privileges' search and each one,
 * a person's roles, the role table (what one may assign does not change, but the signed-in
 * user's own rights may), and the signed-in user's own authorization and profile.
 */
export const securityReads: readonly AnyCall[] = [
  calls.security.searchScopes,
  calls.security.getScope,
  calls.security.personRoles,
  calls.security.roles,
  calls.security.myAuthorization,
  calls.security.myProfile,
];

/** `POST UserProfileScope/search`: a page of privileges, the last page kept meanwhile. */
export function usePrivileges(search: PrivilegeSearch | null) {
  return useCall(calls.security.searchScopes, search === null ? null : { body: search }, {
    keepPreviousData: true,
  });
}

/** `GET UserProfileScope/{id}`; nothing is asked for `null`. */
export function usePrivilege(id: number | null) {
  return useCall(calls.security.getScope, id === null ? null : { params: { id } });
}

/** `GET Role`: the role table, with the roles the active role may assign. */
export function useRoleTable() {
  return useCall(calls.security.roles, {});
}

/** `GET Person/{id}/Roles`: a person and the roles they hold; nothing for `null`. */
export function usePersonRoles(personId: number | null) {
  return useCall(
    calls.security.personRoles,
    personId === null ? null : { params: { id: personId } },
  );
}

/** `POST UserProfileScope`. */
export const useCreatePrivilege = () => useCallAction(calls.security.createScope, securityReads);

/** `PUT UserProfileScope/{id}`. */
export const useUpdatePrivilege = () => useCallAction(calls.security.updateScope, securityReads);

/** `DELETE UserProfileScope/{id}`: the role stays held. */
export const useRemovePrivilege = () => useCallAction(calls.security.removeScope, securityReads);

/** `POST UserProfile/AssignRole`: gives a role, or changes its scope type and validity. */
export const useAssignRole = () => useCallAction(calls.security.assignRole, securityReads);

/** `POST UserProfile/UnassignRole`: takes a role and its privileges away. */
export const useUnassignRole = () => useCallAction(calls.security.unassignRole, securityReads);
