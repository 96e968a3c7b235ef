import { Trans, useLingui } from "@lingui/react/macro";
import type { Language, RoleCode } from "@releve/domain";
import {
  AlertBanner,
  LanguageSelector,
  languageName,
  RoleSelector,
  useRoleLabel,
} from "@releve/ui";
import { lazy, Suspense, useId, useRef, useState } from "react";
import { loadFeatureMessages } from "../../../lib/i18n";
import { usePageTitle } from "../../../lib/page-title";
import { useSession } from "../../../lib/session";
import { ProfileDetails } from "../components/ProfileDetails";
import { ScopeSelection } from "../components/ScopeSelection";
import { useSwitchLanguage } from "../hooks/useSwitchLanguage";
import { useSwitchRole } from "../hooks/useSwitchRole";
import * as styles from "./ProfilePage.css";

/**
 * The calendar subscription (decision 045), a part of the kit with words of its own: its code and
 * words load with this page, never at start-up.
 */
const CalendarFeedSection = lazy(async () => {
  const [part] = await Promise.all([
    import("../../../lib/calendar-feed/CalendarFeedSection"),
    loadFeatureMessages("calendar-feed"),
  ]);
  return { default: part.CalendarFeedSection };
});

/** Signing out and what the device keeps (decision 047), a part of the kit like the above. */
const SignOutSection = lazy(async () => {
  const [part] = await Promise.all([
    import("../../../lib/offline/SignOutSection"),
    loadFeatureMessages("calendar-feed"),
  ]);
  return { default: part.SignOutSection };
});

/** The last change made on the page, said in the status message. */
type Change = { kind: "role"; code: RoleCode } | { kind: "language"; language: Language };

/**
 * The profile page (route `profile-page`, spec 01 §2): the profile details, the active role, the
 * interface language, the scope selection and the calendar subscription (decision 045). Each
 * choice applies at once, with no save button, and a polite status message says what changed
 * (WCAG 4.1.3); a refusal is shown in an alert.
 */
export function ProfilePage() {
  const { t } = useLingui();
  usePageTitle(t`Mon profil`);
  const { authorizations, activeRoleCode } = useSession();
  const roleLabel = useRoleLabel();
  const {
    switchRole,
    pendingRoleCode,
    error: roleError,
    dismissError: dismissRole,
  } = useSwitchRole();
  const {
    language,
    switchLanguage,
    error: languageError,
    dismissError: dismissLanguage,
  } = useSwitchLanguage();
  const [lastChange, setLastChange] = useState<Change | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  // A dismissed alert takes its close button away: focus goes to the page's start, not nowhere.
  const afterDismiss = (dismiss: () => void) => () => {
    dismiss();
    heading.current?.focus();
  };
  const detailsId = useId();
  const settingsId = useId();
  const scopeId = useId();

  const statusText = (change: Change | null): string | null => {
    if (change === null) return null;
    if (change.kind === "role") {
      const role = roleLabel(change.code);
      return t({
        comment: "Said once the active role has changed.",
        message: `Rôle actif : ${role}`,
      });
    }
    const name = languageName(change.language);
    return t({
      comment: "Said once the interface language has changed.",
      message: `Langue : ${name}`,
    });
  };
  const chooseRole = async (code: RoleCode) => {
    if (await switchRole(code)) setLastChange({ kind: "role", code });
  };
  const chooseLanguage = async (next: Language) => {
    if (next === language) return;
    setLastChange({ kind: "language", language: next });
    if (!(await switchLanguage(next))) setLastChange(null);
  };

  return (
    <div className={styles.page}>
      <h1 ref={heading} tabIndex={-1} className={styles.title}>
        <Trans>Mon profil</Trans>
      </h1>
      {roleError ? (
        <AlertBanner
          level="danger"
          title={t`Le rôle n'a pas été changé`}
          onDismiss={afterDismiss(dismissRole)}
        >
          {roleError}
        </AlertBanner>
      ) : null}
      {languageError ? (
        <AlertBanner
          level="danger"
          title={t`La langue n'a pas été changée`}
          onDismiss={afterDismiss(dismissLanguage)}
        >
          {languageError}
        </AlertBanner>
      ) : null}

      <section className={styles.section} aria-labelledby={detailsId}>
        <h2 id={detailsId} className={styles.heading}>
          <Trans>Mes informations</Trans>
        </h2>
        <ProfileDetails />
      </section>

      <section className={styles.section} aria-labelledby={settingsId}>
        <h2 id={settingsId} className={styles.heading}>
          <Trans>Rôle actif et langue</Trans>
        </h2>
        <div className={styles.settings}>
          {activeRoleCode !== null && authorizations.length > 0 ? (
            <RoleSelector
              roles={authorizations.map((authorization) => authorization.role.code)}
              value={pendingRoleCode ?? activeRoleCode}
              onChange={(code) => void chooseRole(code)}
              description={t`Les menus, les listes et les compteurs suivent le rôle actif.`}
            />
          ) : null}
          <LanguageSelector
            value={language}
            onChange={(next) => void chooseLanguage(next)}
            description={t`Enregistrée dans votre profil : elle vous suit sur tous vos appareils.`}
          />
        </div>
        {/* A polite status (WCAG 4.1.3): the choice applies without a button, so say it did. */}
        <p role="status" className={styles.status}>
          {statusText(lastChange)}
        </p>
      </section>

      <section className={styles.section} aria-labelledby={scopeId}>
        <h2 id={scopeId} className={styles.heading}>
          <Trans>Périmètre de travail</Trans>
        </h2>
        <p className={styles.intro}>
          <Trans>
            L'activité et l'entité choisies ici sont enregistrées dans ce navigateur, dans les
            limites du rôle actif.
          </Trans>
        </p>
        <ScopeSelection />
      </section>

      <Suspense fallback={null}>
        <CalendarFeedSection
          className={styles.section}
          headingClassName={styles.heading}
          introClassName={styles.intro}
        />
      </Suspense>
      <Suspense fallback={null}>
        <SignOutSection
          className={styles.section}
          headingClassName={styles.heading}
          introClassName={styles.intro}
        />
      </Suspense>
    </div>
  );
}
