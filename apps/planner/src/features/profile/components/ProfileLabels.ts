import { plural } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import type { Authorization, ScopeType, StaffType } from "@releve/domain";

/** The words of each staff type (spec 01 §1: volunteer, employee, external) in the language. */
export function useStaffTypeLabel(): (staffType: StaffType) => string {
  const { t } = useLingui();
  const labels: Record<StaffType, string> = {
    volunteer: t({ comment: "Staff type of a person.", message: "Bénévole" }),
    employee: t({ comment: "Staff type of a person.", message: "Salarié" }),
    external: t({ comment: "Staff type of a person.", message: "Externe" }),
  };
  return (staffType) => labels[staffType];
}

/** The words of each scope type (spec 01 §6: none, byTypes, byItems, byFunctions). */
export function useScopeTypeLabel(): (scopeType: ScopeType) => string {
  const { t } = useLingui();
  const labels: Record<ScopeType, string> = {
    none: t({ comment: "Scope type of a role: no restriction.", message: "Sans restriction" }),
    byTypes: t({
      comment: "Scope type of a role: restricted to pairs of entity type and activity type.",
      message: "Par types d'activité et d'entité",
    }),
    byItems: t({
      comment: "Scope type of a role: restricted to pairs of entity and activity.",
      message: "Par activités et entités",
    }),
    byFunctions: t({
      comment: "Scope type of a field staff role: deduced from the person's functions.",
      message: "Selon les fonctions de la personne",
    }),
  };
  return (scopeType) => labels[scopeType];
}

/**
 * A role's scope in one line: its type, and for a scope by items how many activities and
 * entities its pairs name ("Par activités et entités : 2 activités, 3 entités").
 */
export function useScopeSummary(): (authorization: Authorization) => string {
  const { t } = useLingui();
  const scopeTypeLabel = useScopeTypeLabel();
  return (authorization) => {
    const { scopeType } = authorization;
    const label = scopeTypeLabel(scopeType);
    if (scopeType !== "byItems") return label;
    const activities = new Set(authorization.scopes.map((pair) => pair.activityId)).size;
    const entities = new Set(authorization.scopes.map((pair) => pair.entityId)).size;
    // Template literal around plural(): the form the SWC macro plugin reads with a comment.
    return t({
      comment:
        "Summary of a role's scope by items: {label} is the scope type, then how many activities and entities it names.",
      message: `${label} : ${plural(activities, { one: "# activité", other: "# activités" })}, ${plural(entities, { one: "# entité", other: "# entités" })}`,
    });
  };
}
