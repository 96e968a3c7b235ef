/**
 * Role codes of spec 01 §6. The order is the order of the role table, from the widest rights to
 * the narrowest; the label of each role is the translation key `data.role.{code}.label`.
 */
export const roleCodes = ["Admin", "A", "B", "BAPS", "C", "CAPS", "D", "S", "V", "RH"] as const;

/** One of the ten role codes. */
export type RoleCode = (typeof roleCodes)[number];

/** Roles that count as field staff and get the simplified mobile navigation (spec 01 §6). */
export const fieldStaffRoleCodes: readonly RoleCode[] = ["S", "V"];

/** Whether a string is one of the ten role codes. */
export function isRoleCode(value: unknown): value is RoleCode {
  return typeof value === "string" && (roleCodes as readonly string[]).includes(value);
}

/** Whether a role is a field-staff role (employee S or volunteer V). */
export function isFieldStaffRole(code: RoleCode): boolean {
  return fieldStaffRoleCodes.includes(code);
}

/** Staff types of a person (spec 02 §3). */
export const staffTypes = ["volunteer", "employee", "external"] as const;

/** One of the staff types. */
export type StaffType = (typeof staffTypes)[number];
