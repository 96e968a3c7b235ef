import { calls, type Instant } from "@releve/domain";
import useSWRImmutable from "swr/immutable";
import type { ApiClient } from "../../../lib/api-client";
import { useApiClient } from "../../../lib/api-context";
import { useMyProfile } from "../../../lib/my-profile";
import type { ReleaseVersionAnswer } from "./get-release-versions";

/** The path of the call, also its SWR key. */
export const latestReleasesKey = calls.releaseNote.latest.path;

/**
 * `POST Monitoring/GetLatestReleases` (spec 01 §7): the versions released after the last seen
 * release date, newest first; every version when `null`.
 */
export function fetchLatestReleases(
  client: ApiClient,
  lastSeenReleaseDate: Instant | null,
): Promise<ReleaseVersionAnswer[]> {
  return client.call(calls.releaseNote.latest, { body: { lastSeenReleaseDate } });
}

/**
 * The release notes the user has not seen yet, asked once per session (spec 01 §1): the answer
 * is kept for the whole visit and never asked again on focus, reconnection or a new mount. It
 * waits for the profile, which holds the last seen date; without it the notes would show at
 * every start. A failure is only logged: the notes are news, never a reason to block the work.
 */
export function useLatestReleases() {
  const client = useApiClient();
  const { data: profile } = useMyProfile();
  return useSWRImmutable(
    profile ? latestReleasesKey : null,
    () => fetchLatestReleases(client, profile?.lastSeenReleaseDate ?? null),
    {
      shouldRetryOnError: false,
      onError: (error: unknown) =>
        console.error("The latest release notes could not be loaded", error),
    },
  );
}
