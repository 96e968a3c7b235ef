import { type CallBody, calls } from "@releve/domain";
import type { SWRResponse } from "swr";
import { type Answer, useCall } from "../../../lib/api-context";

/** The criteria of `POST MeansOfIntervention/search`. */
export type MeansSearchCriteria = CallBody<typeof calls.meansOfIntervention.search>;

/** A page of means of intervention, as the search answers it. */
export type MeansPage = Answer<typeof calls.meansOfIntervention.search>;

/**
 * `POST MeansOfIntervention/search`: the means of the active role's scope matching `criteria`;
 * nothing is asked while the criteria are `null`.
 */
export function useMeansSearch(criteria: MeansSearchCriteria | null): SWRResponse<MeansPage> {
  return useCall(calls.meansOfIntervention.search, criteria ? { body: criteria } : null);
}
