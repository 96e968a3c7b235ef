import type { ScopeType } from "./enums.js";
import type { FeatureCode } from "./features.js";
import type { RoleCode, StaffType } from "./roles.js";

/** The right to use one feature, read-only or with write (spec 01 §3). */
export interface AccessRight {
  featureCode: FeatureCode;
  mayWrite: boolean;
}

/** One entity × activity pair of a scope; an item is in scope when both match (spec 01 §6). */
export interface AuthorizationScope {
  entityId: number;
  activityId: number;
}

/**
 * One authorization a user holds: a role, its access rights by feature code, how its scope is
 * given (spec 01 §6) and, scoped by items, its entity × activity pairs.
 */
export interface Authorization {
  role: { code: RoleCode };
  accessRights: Partial<Record<FeatureCode, AccessRight>>;
  scopeType: ScopeType;
  scopes: AuthorizationScope[];
}

/** The signed-in user as the API describes it (spec 01 §3). */
export interface User {
  personId: number;
  personIdCentralDb: string | null;
  staffType: StaffType;
  firstName: string;
  lastName: string;
}

/** Answer of `GET authorization/GetMyUserAuthorization` (spec 01 §7). */
export interface MyUserAuthorization {
  user: User;
  userProfileAuthorizations: Authorization[];
  activeRoleCode: RoleCode | null;
}

/**
 * The authorization the user acts under: the one of the active role code, otherwise the first
 * (spec 01 §6). `undefined` when the user holds none.
 */
export function activeAuthorization(
  authorizations: readonly Authorization[],
  activeRoleCode: string | null | undefined,
): Authorization | undefined {
  return (
    authorizations.find((authorization) => authorization.role.code === activeRoleCode) ??
    authorizations[0]
  );
}

/**
 * Whether an authorization grants a feature, and write access to it when `write` is asked
 * (spec 01 §6: features are checked by code with an optional write requirement).
 */
export function hasFeature(
  authorization: Authorization | undefined,
  featureCode: FeatureCode,
  write = false,
): boolean {
  const right = authorization?.accessRights[featureCode];
  return right !== undefined && (!write || right.mayWrite);
}

/**
 * A person's name as a list shows it, in the order lists sort people: the last name upper-cased
 * (in `locale`), then the first name — "PETIT Emma".
 */
export function listName(
  person: { firstName: string; lastName: string },
  locale: string = "fr",
): string {
  return `${person.lastName.toLocaleUpperCase(locale)} ${person.firstName}`;
}

/** The name as the product shows it: first name, then the last name upper-cased (spec 01 §3). */
export function displayName(user: Pick<User, "firstName" | "lastName">): string {
  return `${user.firstName} ${user.lastName.toLocaleUpperCase("fr")}`;
}
