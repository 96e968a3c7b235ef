import { type CallBody, calls } from "@releve/domain";
import type { SWRResponse } from "swr";
import { type Answer, useCall } from "../../../lib/api-context";

/** The criteria of `POST Registration/search`. */
export type RegistrationSearchCriteria = CallBody<typeof calls.registration.search>;

/** A page of registrations, as the search answers it. */
export type RegistrationPage = Answer<typeof calls.registration.search>;

/** One registration of a search's answer. */
export type RegistrationSummary = RegistrationPage["items"][number];

/**
 * `POST Registration/search`: the registrations of the role's scope (field staff get their own
 * only) matching `criteria`; nothing is asked while the criteria are `null`.
 */
export function useRegistrationSearch(
  criteria: RegistrationSearchCriteria | null,
): SWRResponse<RegistrationPage> {
  return useCall(calls.registration.search, criteria ? { body: criteria } : null);
}
