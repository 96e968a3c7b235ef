import type { VersionInfo } from "@releve/domain";
import useSWR from "swr";
import { useApiClient } from "../../../lib/api-context";

/**
 * `GET Monitoring/Version`: the running version, shown at the bottom of the sidebar. Asked once
 * per visit: it changes only with a deployment, which reloads the page.
 */
export function useVersion(): VersionInfo | undefined {
  const client = useApiClient();
  const { data } = useSWR("Monitoring/Version", (path: string) => client.get<VersionInfo>(path), {
    revalidateOnFocus: false,
    revalidateIfStale: false,
    revalidateOnReconnect: false,
  });
  return data;
}
