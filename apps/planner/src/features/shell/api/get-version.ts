import { type CallAnswer, calls } from "@releve/domain";
import useSWR from "swr";
import { useApiClient } from "../../../lib/api-context";

/** What the running API says of itself: version, environment, commit. */
export type VersionInfo = CallAnswer<typeof calls.releaseNote.version>;

/**
 * `GET Monitoring/Version`: the running version, shown at the bottom of the sidebar. Asked once
 * per visit: it changes only with a deployment, which reloads the page.
 */
export function useVersion(): VersionInfo | undefined {
  const client = useApiClient();
  const { data } = useSWR(
    calls.releaseNote.version.path,
    () => client.call(calls.releaseNote.version),
    {
      revalidateOnFocus: false,
      revalidateIfStale: false,
      revalidateOnReconnect: false,
    },
  );
  return data;
}
