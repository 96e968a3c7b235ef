import { useLingui } from "@lingui/react/macro";
import { AlertBanner, Button, EmptyState, Skeleton, SkeletonShape } from "@releve/ui";
import { describeError } from "../../../lib/error-messages";
import { usePageTitle } from "../../../lib/page-title";
import { useReleaseVersions } from "../api/get-release-versions";
import { ReleaseVersionNotes } from "../components/ReleaseVersionNotes";
import * as styles from "./ReleaseNotesPage.css";

/** What the page shows below its title: the versions, or why there are none to show. */
function ReleaseVersionList() {
  const { t, i18n } = useLingui();
  const { data: versions, error, isLoading, mutate } = useReleaseVersions();
  if (versions === undefined && isLoading) {
    return (
      <Skeleton
        className={styles.placeholder}
        label={t({
          context: "release-notes",
          comment: "Spoken while the release notes load.",
          message: "Chargement des notes de version…",
        })}
      >
        <SkeletonShape shape="text" lines={1} />
        <SkeletonShape shape="block" height="8rem" />
      </Skeleton>
    );
  }
  if (versions === undefined) {
    return (
      <div className={styles.error}>
        <AlertBanner
          level="danger"
          title={t({
            context: "release-notes",
            message: "Les notes de version n'ont pas pu être chargées.",
          })}
        >
          {describeError(i18n, error)}
        </AlertBanner>
        <Button variant="secondary" onPress={() => void mutate()}>
          {t({ context: "release-notes", message: "Réessayer" })}
        </Button>
      </div>
    );
  }
  if (versions.length === 0) {
    return (
      <EmptyState
        icon="fileText"
        title={t({ context: "release-notes", message: "Aucune note de version" })}
        description={t({
          context: "release-notes",
          message: "Les nouveautés de chaque version apparaîtront ici.",
        })}
      />
    );
  }
  return (
    <div className={styles.versions}>
      {versions.map((version) => (
        <ReleaseVersionNotes key={version.id} version={version} headingLevel={2} />
      ))}
    </div>
  );
}

/**
 * The release-notes page (route `release-note-page`, spec 01 §2), reached from the version link
 * of the sidebar: every released version, newest first, with its date and notes.
 */
export function ReleaseNotesPage() {
  const { t } = useLingui();
  const title = t({
    context: "release-notes",
    comment: "Title of the release-notes page.",
    message: "Notes de version",
  });
  usePageTitle(title);
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{title}</h1>
      <ReleaseVersionList />
    </div>
  );
}
