import {
  type LocalizedLabel,
  localizedLabel,
  notFound,
  Refusal,
  type ReleaseVersion,
  withinSupportedRange,
} from "@releve/domain";
import type { Kysely, Selectable } from "kysely";
import type { Database, ReleaseVersionTable } from "../../db/schema.js";
import { instantOf } from "../../platform/instants.js";

/** A released version as the API returns it, with its id for the release-notes page. */
export type ReleaseVersionAnswer = ReleaseVersion & { id: number };

/** What picking a language needs: the reader's, the notes falling back to French. */
interface Reading {
  language: string;
  timeZone: string;
}

/**
 * Versions with their notes, newest first, notes by their sort order. Titles and texts are kept
 * in every language and answered in the reader's (their profile's), falling back to French.
 */
async function versionsWithNotes(
  db: Kysely<Database>,
  versions: readonly Selectable<ReleaseVersionTable>[],
  reading: Reading,
): Promise<ReleaseVersionAnswer[]> {
  if (versions.length === 0) return [];
  const notes = await db
    .selectFrom("release_note")
    .selectAll()
    .where(
      "release_version_id",
      "in",
      versions.map((version) => version.id),
    )
    .orderBy("sort_order")
    .orderBy("id")
    .execute();
  const text = (label: LocalizedLabel) => localizedLabel(label, reading.language) ?? "";
  return versions.map((version) => ({
    id: version.id,
    number: version.number,
    date: instantOf(version.released_at, reading.timeZone),
    description: version.description,
    releaseNotes: notes
      .filter((note) => note.release_version_id === version.id)
      .map((note) => ({
        title: text(note.title),
        text: text(note.text),
        sortOrder: note.sort_order,
      })),
  }));
}

/**
 * The versions released after the last one the reader has seen, newest first; every version
 * when they have seen none (spec 01 §1: shown at start, then the date is stored).
 */
export async function getLatestReleases(
  db: Kysely<Database>,
  lastSeenReleaseDate: string | null | undefined,
  reading: Reading,
): Promise<ReleaseVersionAnswer[]> {
  const versions = await db
    .selectFrom("release_version")
    .selectAll()
    .$if(Boolean(lastSeenReleaseDate), (query) =>
      query.where("released_at", ">", withinSupportedRange(lastSeenReleaseDate ?? "")),
    )
    .orderBy("released_at", "desc")
    .orderBy("id", "desc")
    .execute();
  return versionsWithNotes(db, versions, reading);
}

/** Every version with its notes, newest first: the release-notes page. */
export function getReleaseVersions(
  db: Kysely<Database>,
  reading: Reading,
): Promise<ReleaseVersionAnswer[]> {
  return getLatestReleases(db, null, reading);
}

/** One version with its notes; `releaseNotes.notFound` when it does not exist. */
export async function getReleaseVersion(
  db: Kysely<Database>,
  id: number,
  reading: Reading,
): Promise<ReleaseVersionAnswer> {
  const version = await db
    .selectFrom("release_version")
    .selectAll()
    .where("id", "=", id)
    .executeTakeFirst();
  if (!version) throw new Refusal(notFound("releaseNotes", { id }));
  const [answer] = await versionsWithNotes(db, [version], reading);
  return answer as ReleaseVersionAnswer;
}
