import { Trans, useLingui } from "@lingui/react/macro";
import type { RoleCode } from "@releve/domain";
import { routeHref } from "@releve/domain";
import { AlertBanner, Badge, Button, EmptyState, useRoleLabel } from "@releve/ui";
import { useRef } from "react";
import { useNavigate } from "react-router-dom";
import { usePageTitle } from "../../../lib/page-title";
import { useSession } from "../../../lib/session";
import { useScopeSummary } from "../components/ProfileLabels";
import { useSwitchRole } from "../hooks/useSwitchRole";
import * as styles from "./ProfileSelectionPage.css";

/**
 * The profile (role) selection (route `profile`, path `profile-selection`, spec 01 §2): one large
 * choice per role held, with its scope in a line. Choosing a role makes it the active one and opens
 * the start page. Buttons rather than radio buttons: choosing leaves the page, and moving through
 * a radio group with the arrow keys must not (WCAG 3.2.2).
 */
export function ProfileSelectionPage() {
  const { t } = useLingui();
  usePageTitle(t`Choisir un profil`);
  const navigate = useNavigate();
  const { authorizations, activeRoleCode } = useSession();
  const roleLabel = useRoleLabel();
  const scopeSummary = useScopeSummary();
  const { switchRole, pendingRoleCode, error, dismissError } = useSwitchRole();

  const heading = useRef<HTMLHeadingElement>(null);
  // A dismissed alert takes its close button away: focus goes to the page's start, not nowhere.
  const dismiss = () => {
    dismissError();
    heading.current?.focus();
  };

  const choose = async (code: RoleCode) => {
    if (code === activeRoleCode || (await switchRole(code))) navigate(routeHref("home"));
  };

  return (
    <div className={styles.page}>
      <h1 ref={heading} tabIndex={-1} className={styles.title}>
        <Trans>Choisir un profil</Trans>
      </h1>
      {error ? (
        <AlertBanner level="danger" title={t`Le rôle n'a pas été changé`} onDismiss={dismiss}>
          {error}
        </AlertBanner>
      ) : null}
      {authorizations.length === 0 ? (
        <EmptyState
          icon="user"
          title={t`Aucun rôle`}
          description={t`Aucun rôle ne vous est attribué aujourd'hui. Contactez votre administrateur.`}
        />
      ) : (
        <>
          <p className={styles.intro}>
            {authorizations.length === 1 ? (
              <Trans>Vous agissez sous votre seul rôle.</Trans>
            ) : (
              <Trans>Choisissez le rôle sous lequel vous agissez.</Trans>
            )}
          </p>
          <ul className={styles.choices}>
            {authorizations.map((authorization) => {
              const code = authorization.role.code;
              const isActive = code === activeRoleCode;
              return (
                <li key={code}>
                  <Button
                    variant={isActive ? "primary" : "secondary"}
                    className={styles.choice}
                    isPending={pendingRoleCode === code}
                    onPress={() => void choose(code)}
                  >
                    <span className={styles.choiceLabel}>
                      {roleLabel(code)}
                      {isActive ? (
                        <Badge size="sm" tone="neutral">
                          <Trans comment="Marks the active role among the roles to choose from.">
                            Rôle actif
                          </Trans>
                        </Badge>
                      ) : null}
                    </span>
                    <span className={styles.choiceScope}>{scopeSummary(authorization)}</span>
                  </Button>
                </li>
              );
            })}
          </ul>
        </>
      )}
    </div>
  );
}
