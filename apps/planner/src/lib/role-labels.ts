import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import type { RoleCode } from "@releve/domain";

/** Role labels, under the translation keys `data.role.{code}.label` of spec 01 §6. */
export const roleLabels: Record<RoleCode, MessageDescriptor> = {
  Admin: msg({ id: "data.role.Admin.label", message: "Administrateur" }),
  A: msg({ id: "data.role.A.label", message: "Coordination" }),
  B: msg({ id: "data.role.B.label", message: "Responsable d'activités" }),
  BAPS: msg({ id: "data.role.BAPS.label", message: "Responsable APS" }),
  C: msg({ id: "data.role.C.label", message: "Référent transport" }),
  CAPS: msg({ id: "data.role.CAPS.label", message: "Référent APS" }),
  D: msg({ id: "data.role.D.label", message: "Référent consultation" }),
  S: msg({ id: "data.role.S.label", message: "Salarié terrain" }),
  V: msg({ id: "data.role.V.label", message: "Bénévole terrain" }),
  RH: msg({ id: "data.role.RH.label", message: "Ressources humaines" }),
};
