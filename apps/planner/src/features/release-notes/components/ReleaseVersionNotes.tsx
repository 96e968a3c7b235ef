import { useLingui } from "@lingui/react/macro";
import { useId } from "react";
import { useSettings } from "../../../lib/settings";
import type { ReleaseVersionAnswer } from "../api/get-release-versions";
import * as styles from "./ReleaseVersionNotes.css";

/** The heading levels a version can take: under a page's `h1`, or under a dialog's `h2`. */
export type ReleaseVersionHeadingLevel = 2 | 3;

/** Props of {@link ReleaseVersionNotes}. */
export interface ReleaseVersionNotesProps {
  /** The version to show, with its notes already in the reader's language (decision 007). */
  version: ReleaseVersionAnswer;
  /**
   * Level of the version's heading, one below the heading it sits under so the outline has no
   * gap (WCAG 1.3.1); its notes' titles take the next level.
   */
  headingLevel: ReleaseVersionHeadingLevel;
}

const noteHeadings = { 2: "h3", 3: "h4" } as const;

/**
 * One released version (spec 02 §7: number, date, description and notes with title and text),
 * shown the same way in the latest-notes dialog and on the release-notes page. The date is read
 * in the organisation's time zone, where the release happened for everyone.
 */
export function ReleaseVersionNotes({ version, headingLevel }: ReleaseVersionNotesProps) {
  const { t, i18n } = useLingui();
  const { timeZone } = useSettings();
  const headingId = useId();
  const VersionHeading = `h${headingLevel}` as const;
  const NoteHeading = noteHeadings[headingLevel];
  const number = version.number;
  return (
    <article aria-labelledby={headingId} className={styles.version}>
      <VersionHeading id={headingId} className={styles.heading}>
        {t({
          context: "release-notes",
          comment: "Heading of a released version, e.g. “Version 1.2.0”.",
          message: `Version ${number}`,
        })}
      </VersionHeading>
      <p className={styles.date}>
        <time dateTime={version.date}>
          {i18n.date(version.date, { dateStyle: "long", timeZone })}
        </time>
      </p>
      {version.description ? <p className={styles.description}>{version.description}</p> : null}
      {version.releaseNotes.length > 0 ? (
        <ul className={styles.notes}>
          {version.releaseNotes.map((note) => (
            // Notes carry no id; within a version, order, title and text tell them apart.
            <li key={`${note.sortOrder}:${note.title}:${note.text}`}>
              {note.title ? (
                <NoteHeading className={styles.noteTitle}>{note.title}</NoteHeading>
              ) : null}
              {note.text ? <p className={styles.noteText}>{note.text}</p> : null}
            </li>
          ))}
        </ul>
      ) : null}
    </article>
  );
}
