import type { RoleCode } from "@releve/domain";
import { isFieldStaffRole } from "@releve/domain";
import type { ChosenPerson } from "../../../lib/registrations/PersonChooser";
import type { Privilege } from "../api/security";

/** What the privilege form is doing: a new privilege, or an edit of one. */
export type PrivilegeFormMode = { kind: "create" } | { kind: "edit"; id: number };

/**
 * How a privilege names its scope (decision 009): an activity and an entity (`items`), an
 * activity type and an entity type (`types`), or nothing, for field staff scoped by their
 * functions (`nothing`).
 */
export type PrivilegeKind = "items" | "types" | "nothing";

/** The privilege form as its fields hold it: each choice `null` while not made. */
export interface PrivilegeFormValues extends Record<string, unknown> {
  personId: number | null;
  /** The user's name as the person field shows it. */
  personName: string;
  roleCode: RoleCode | null;
  kind: PrivilegeKind;
  activityTypeId: number | null;
  activityId: number | null;
  entityTypeId: number | null;
  entityId: number | null;
  validFrom: string;
  /** `""`: until it is taken away. */
  validTo: string;
}

/** The kinds of scope a privilege of a role may name: field staff's items or nothing. */
export function kindsOfRole(role: RoleCode | null): readonly PrivilegeKind[] {
  return role !== null && isFieldStaffRole(role) ? ["nothing", "items"] : ["items", "types"];
}

/** A new privilege from `today`, for the person given (a person's page leads here). */
export function emptyPrivilegeForm(
  today: string,
  person: ChosenPerson | null,
): PrivilegeFormValues {
  return {
    personId: person?.id ?? null,
    personName: person?.name ?? "",
    roleCode: null,
    kind: "items",
    activityTypeId: null,
    activityId: null,
    entityTypeId: null,
    entityId: null,
    validFrom: today,
    validTo: "",
  };
}

/** The form of a privilege read from the API, its validity in days. */
export function privilegeFormOf(
  privilege: Privilege,
  name: string,
  days: { validFrom: string; validTo: string },
): PrivilegeFormValues {
  const kind: PrivilegeKind =
    privilege.activityId !== null
      ? "items"
      : privilege.activityTypeId !== null
        ? "types"
        : "nothing";
  return {
    personId: privilege.personId,
    personName: name,
    roleCode: privilege.roleCode,
    kind,
    activityTypeId: kind === "types" ? privilege.activityTypeId : null,
    activityId: privilege.activityId,
    entityTypeId: kind === "types" ? privilege.entityTypeId : null,
    entityId: privilege.entityId,
    ...days,
  };
}

/** What the domain's form reads from the fields: only the side the kind names. */
export function privilegeInput(values: PrivilegeFormValues) {
  const { kind } = values;
  return {
    personId: values.personId,
    roleCode: values.roleCode,
    activityTypeId: kind === "types" ? values.activityTypeId : null,
    activityId: kind === "items" ? values.activityId : null,
    entityTypeId: kind === "types" ? values.entityTypeId : null,
    entityId: kind === "items" ? values.entityId : null,
    validFrom: values.validFrom,
    validTo: values.validTo === "" ? null : values.validTo,
  };
}

/** The fields in the order they appear, for the summary of what stops the submit. */
export const privilegeFieldOrder = [
  "personId",
  "roleCode",
  "activityTypeId",
  "activityId",
  "entityTypeId",
  "entityId",
  "validFrom",
  "validTo",
] as const;

/**
 * The element of a finding's field: the rule that a scope needs an activity and an entity speaks
 * on the type fields (`activityTypeId`), which an item choice shows as its item's.
 */
export function privilegeFieldId(kind: PrivilegeKind) {
  return (field: string): string => {
    const name = field.split(".")[0] ?? field;
    if (kind === "items" && name === "activityTypeId") return "privilege-activityId";
    if (kind === "items" && name === "entityTypeId") return "privilege-entityId";
    return `privilege-${name}`;
  };
}
