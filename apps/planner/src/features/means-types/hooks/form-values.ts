import type { MeansTypeVisibility } from "@releve/domain";
import type { MeansType } from "../api/means-types";

/** What the means type form is doing: a new type, or an edit of one. */
export type MeansTypeFormMode = { kind: "create" } | { kind: "edit"; id: number };

/** The means type form as its fields hold it (spec 01 §3): the staff count `null` while empty. */
export interface MeansTypeFormValues extends Record<string, unknown> {
  label: { fr: string; en: string; de: string };
  defaultRequiredStaffCount: number | null;
  visibility: MeansTypeVisibility;
  operationalRoleIds: number[];
  departureIds: number[];
  entityIds: number[];
}

/** A new type: no label yet, enabled, applying everywhere, carrying nothing. */
export const emptyMeansTypeForm: MeansTypeFormValues = {
  label: { fr: "", en: "", de: "" },
  defaultRequiredStaffCount: null,
  visibility: "enabled",
  operationalRoleIds: [],
  departureIds: [],
  entityIds: [],
};

/** The form of a type read from the API. */
export function meansTypeFormOf(type: MeansType): MeansTypeFormValues {
  return {
    label: { ...type.label },
    defaultRequiredStaffCount: type.defaultRequiredStaffCount,
    visibility: type.visibility,
    operationalRoleIds: [...type.operationalRoleIds],
    departureIds: [...type.departureIds],
    entityIds: [...type.entityIds],
  };
}

/** The fields in the order they appear, for the summary of what stops the submit. */
export const meansTypeFieldOrder = [
  "label",
  "defaultRequiredStaffCount",
  "visibility",
  "operationalRoleIds",
  "departureIds",
  "entityIds",
] as const;

/**
 * The id of a finding's field: a label's language has its own control (`label.en`), a list's
 * item is the list's field (`departureIds.2`).
 */
export function meansTypeFieldId(field: string): string {
  const [name, part] = field.split(".");
  return name === "label" && part ? `means-type-label-${part}` : `means-type-${name ?? field}`;
}
