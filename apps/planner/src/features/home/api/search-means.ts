import type {
  Instant,
  MeansOfIntervention,
  MeansStatusFilter,
  RoleCode,
  StaffCompleteness,
} from "@releve/domain";
import useSWR, { type SWRResponse } from "swr";
import type { ApiClient } from "../../../lib/api-client";
import { useApiClient } from "../../../lib/api-context";
import { useSession } from "../../../lib/session";
import type { SearchPage, SearchSort } from "./search-page";

/** The path of the means search. */
export const meansSearchPath = "MeansOfIntervention/search";

/** The criteria of `POST MeansOfIntervention/search` the home page asks with. */
export interface MeansSearchCriteria {
  status?: MeansStatusFilter;
  /** Means ending after this instant. */
  from?: Instant;
  /** Means starting before this instant. */
  to?: Instant;
  /** Means whose staff completeness is one of these. */
  staffCompletenesses?: StaffCompleteness[];
  sort?: SearchSort<"start" | "status">;
  pageSize?: number;
}

/**
 * The SWR key of a means search: the path, the criteria and the active role, whose scope the
 * answer depends on (a change of role asks again).
 */
export function meansSearchKey(criteria: MeansSearchCriteria, roleCode: RoleCode | null) {
  return [meansSearchPath, criteria, roleCode] as const;
}

/** `POST MeansOfIntervention/search`: a page of the means of the active role's scope. */
export function searchMeans(
  client: ApiClient,
  criteria: MeansSearchCriteria,
): Promise<SearchPage<MeansOfIntervention>> {
  return client.request("POST", meansSearchPath, criteria);
}

/** The means matching `criteria`; nothing is asked while the criteria are `null`. */
export function useMeansSearch(
  criteria: MeansSearchCriteria | null,
): SWRResponse<SearchPage<MeansOfIntervention>> {
  const client = useApiClient();
  const { activeRoleCode } = useSession();
  return useSWR(criteria ? meansSearchKey(criteria, activeRoleCode) : null, ([, body]) =>
    searchMeans(client, body),
  );
}
