import { Trans, useLingui } from "@lingui/react/macro";
import { displayName } from "@releve/domain";
import { Badge, EmptyState, useRoleLabel } from "@releve/ui";
import { useSession } from "../../../lib/session";
import * as styles from "./ProfileDetails.css";
import { useScopeTypeLabel, useStaffTypeLabel } from "./ProfileLabels";

/**
 * The profile details (spec 01 §2 "profile details", §3 user): the name with the last name
 * upper-cased, the staff type, and the roles held, each with its scope type, the active one
 * marked in words (not by colour alone, WCAG 1.4.1).
 */
export function ProfileDetails() {
  const { t } = useLingui();
  const { user, authorizations, activeRoleCode } = useSession();
  const roleLabel = useRoleLabel();
  const staffTypeLabel = useStaffTypeLabel();
  const scopeTypeLabel = useScopeTypeLabel();
  return (
    <dl className={styles.details}>
      <div className={styles.entry}>
        <dt className={styles.term}>
          <Trans>Nom</Trans>
        </dt>
        <dd className={styles.value}>{displayName(user)}</dd>
      </div>
      <div className={styles.entry}>
        <dt className={styles.term}>
          <Trans>Type de personnel</Trans>
        </dt>
        <dd className={styles.value}>{staffTypeLabel(user.staffType)}</dd>
      </div>
      <div className={styles.entry}>
        <dt className={styles.term}>
          <Trans>Rôles</Trans>
        </dt>
        <dd className={styles.value}>
          {authorizations.length === 0 ? (
            <EmptyState
              headingLevel={3}
              size="sm"
              title={t`Aucun rôle`}
              description={t`Aucun rôle ne vous est attribué aujourd'hui. Contactez votre administrateur.`}
            />
          ) : (
            <ul className={styles.roles}>
              {authorizations.map((authorization) => {
                const code = authorization.role.code;
                const scopeType = scopeTypeLabel(authorization.scopeType);
                return (
                  <li key={code} className={styles.role}>
                    <span className={styles.roleName}>
                      {roleLabel(code)}
                      {code === activeRoleCode ? (
                        <Badge tone="success" size="sm">
                          <Trans comment="Marks the active role in the list of roles held.">
                            Actif
                          </Trans>
                        </Badge>
                      ) : null}
                    </span>
                    <span className={styles.scope}>
                      <Trans>Périmètre : {scopeType}</Trans>
                    </span>
                  </li>
                );
              })}
            </ul>
          )}
        </dd>
      </div>
    </dl>
  );
}
