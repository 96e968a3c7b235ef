import { useLingui } from "@lingui/react";
import { type CallAnswer, calls } from "@releve/domain";
import useSWR from "swr";
import { defineQuery, useApiClient } from "../../../lib/api-context";

/**
 * A released version as the API answers it (decision 007): its notes in the reader's profile
 * language, with its id.
 */
export type ReleaseVersionAnswer = CallAnswer<typeof calls.releaseNote.get>;

/** `GET ReleaseVersion`: every released version with its notes, newest first. */
export const releaseVersionsQuery = defineQuery(calls.releaseNote.list);

/**
 * Every released version, for the release-notes page. The notes come in the language of the
 * profile, so a change of language asks for them again rather than keeping the former one
 * (showing those until the new ones arrive).
 */
export function useReleaseVersions() {
  const client = useApiClient();
  const { i18n } = useLingui();
  return useSWR([releaseVersionsQuery.key, i18n.locale], () => releaseVersionsQuery.fetch(client), {
    keepPreviousData: true,
  });
}
