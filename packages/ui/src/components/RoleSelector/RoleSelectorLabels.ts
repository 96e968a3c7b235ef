import { useLingui } from "@lingui/react/macro";
import type { RoleCode } from "@releve/domain";

/**
 * The label of each role in the current language, under the translation keys
 * `data.role.{code}.label` that spec 01 §6 names (the domain's `roleLabelKey`), as a function so
 * that every place naming a role (selector, navbar, role table) says the same. The ids are the
 * planner's too: a host loading its own catalogue after this one keeps a single translation.
 */
export function useRoleLabel(): (code: RoleCode) => string {
  const { t } = useLingui();
  const labels: Record<RoleCode, string> = {
    Admin: t({ id: "data.role.Admin.label", message: "Administrateur" }),
    A: t({ id: "data.role.A.label", message: "Coordination" }),
    B: t({ id: "data.role.B.label", message: "Responsable d'activités" }),
    BAPS: t({ id: "data.role.BAPS.label", message: "Responsable APS" }),
    C: t({ id: "data.role.C.label", message: "Référent transport" }),
    CAPS: t({ id: "data.role.CAPS.label", message: "Référent APS" }),
    D: t({ id: "data.role.D.label", message: "Référent consultation" }),
    S: t({ id: "data.role.S.label", message: "Salarié terrain" }),
    V: t({ id: "data.role.V.label", message: "Bénévole terrain" }),
    RH: t({ id: "data.role.RH.label", message: "Ressources humaines" }),
  };
  return (code) => labels[code];
}
