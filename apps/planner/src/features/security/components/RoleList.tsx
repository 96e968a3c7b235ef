import { useLingui } from "@lingui/react/macro";
import { Badge, Skeleton, SkeletonShape, useRoleLabel } from "@releve/ui";
import * as detail from "../../../lib/detail/detail.css";
import { LoadProblem } from "../../../lib/LoadProblem";
import { type RoleRow, useRoleTable } from "../api/security";
import { featureLabels, scopeTypeLabels } from "../hooks/labels";
import * as styles from "./RoleList.css";

/**
 * The roles list (spec 01 §6): each role with the features it changes and those it reads, the
 * scope types it may be given with, and whether the active role may assign it.
 */
export function RoleList() {
  const { t, i18n } = useLingui();
  const roleLabel = useRoleLabel();
  const table = useRoleTable();
  const title = t({ context: "security", message: "Rôles" });
  const rights = (role: RoleRow, mayWrite: boolean) =>
    role.accessRights
      .filter((right) => right.mayWrite === mayWrite)
      .map((right) => i18n._(featureLabels[right.featureCode]))
      .join(", ") || "—";
  const line = (term: string, text: string) => (
    <p className={styles.line}>
      <span className={styles.term}>{term}</span> {text}
    </p>
  );
  return (
    <section className={detail.section} aria-labelledby="security-roles">
      <div className={detail.sectionHead}>
        <h2 id="security-roles" className={detail.sectionTitle}>
          {title}
        </h2>
      </div>
      {table.error !== undefined && !table.data ? (
        <LoadProblem
          title={t({ context: "security", message: "Les rôles n'ont pas pu être chargés." })}
          error={table.error}
          retry={() => void table.mutate()}
        />
      ) : !table.data ? (
        <Skeleton label={t({ context: "security", message: "Chargement des rôles…" })}>
          <SkeletonShape shape="block" height="12rem" />
        </Skeleton>
      ) : (
        <ul className={styles.roles}>
          {table.data.map((role) => (
            <li key={role.code} className={styles.role}>
              <h3 className={styles.roleHead}>
                {roleLabel(role.code)}
                {role.assignable ? (
                  <Badge tone="success">
                    {t({ context: "security", message: "Vous pouvez l'attribuer" })}
                  </Badge>
                ) : null}
              </h3>
              {line(t({ context: "security", message: "Modifie :" }), rights(role, true))}
              {line(t({ context: "security", message: "Consulte :" }), rights(role, false))}
              {line(
                t({ context: "security", message: "Portée :" }),
                role.scopeTypes.map((scopeType) => i18n._(scopeTypeLabels[scopeType])).join(", "),
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
