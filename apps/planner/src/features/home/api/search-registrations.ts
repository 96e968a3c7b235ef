import type { Instant, RegistrationStatus, RoleCode } from "@releve/domain";
import useSWR, { type SWRResponse } from "swr";
import type { ApiClient } from "../../../lib/api-client";
import { useApiClient } from "../../../lib/api-context";
import { useSession } from "../../../lib/session";
import type { SearchPage, SearchSort } from "./search-page";

/** The path of the registration search. */
export const registrationSearchPath = "Registration/search";

/** What the home page reads of a registration of the search's answer. */
export interface RegistrationSummary {
  id: number;
  meansOfInterventionId: number;
  operationalActivityId: number;
  status: RegistrationStatus;
  isProposed: boolean;
  start: Instant;
  end: Instant;
}

/** The criteria of `POST Registration/search` the home page asks with. */
export interface RegistrationSearchCriteria {
  meansOfInterventionIds?: number[];
  statuses?: RegistrationStatus[];
  /** Registrations ending after this instant. */
  from?: Instant;
  sort?: SearchSort<"start" | "createdAt" | "latestStatusChange" | "status">;
  pageSize?: number;
}

/** The SWR key of a registration search: the path, the criteria and the active role. */
export function registrationSearchKey(
  criteria: RegistrationSearchCriteria,
  roleCode: RoleCode | null,
) {
  return [registrationSearchPath, criteria, roleCode] as const;
}

/**
 * `POST Registration/search`: a page of the registrations of the role's scope; field staff get
 * their own only.
 */
export function searchRegistrations(
  client: ApiClient,
  criteria: RegistrationSearchCriteria,
): Promise<SearchPage<RegistrationSummary>> {
  return client.request("POST", registrationSearchPath, criteria);
}

/** The registrations matching `criteria`; nothing is asked while the criteria are `null`. */
export function useRegistrationSearch(
  criteria: RegistrationSearchCriteria | null,
): SWRResponse<SearchPage<RegistrationSummary>> {
  const client = useApiClient();
  const { activeRoleCode } = useSession();
  return useSWR(criteria ? registrationSearchKey(criteria, activeRoleCode) : null, ([, body]) =>
    searchRegistrations(client, body),
  );
}
