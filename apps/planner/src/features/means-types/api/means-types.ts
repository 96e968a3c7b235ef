import { type AnyCall, calls } from "@releve/domain";
import type * as v from "valibot";
import { useCall } from "../../../lib/api-context";
import { useCallAction } from "../../../lib/call-action";

/** A means type as the API answers it. */
export type MeansType = v.InferOutput<typeof calls.meansType.meansTypeAnswerSchema>;

/** The criteria of a search of means types. */
export type MeansTypeSearch = v.InferInput<typeof calls.meansType.meansTypeSearchSchema>;

/**
 * Every read a change of a means type may alter: its search and page, the list naming means by
 * their type, and the types offered to a new means.
 */
export const meansTypeReads: readonly AnyCall[] = [
  calls.meansType.search,
  calls.meansType.get,
  calls.meansType.list,
  calls.meansType.offeredFor,
];

/** `POST MeansOfInterventionType/search`: a page of means types, the last page kept meanwhile. */
export function useMeansTypes(search: MeansTypeSearch) {
  return useCall(calls.meansType.search, { body: search }, { keepPreviousData: true });
}

/** `GET MeansOfInterventionType/{id}`; nothing is asked for `null`. */
export function useMeansType(id: number | null) {
  return useCall(calls.meansType.get, id === null ? null : { params: { id } });
}

/** `POST MeansOfInterventionType`. */
export const useCreateMeansType = () => useCallAction(calls.meansType.create, meansTypeReads);

/** `PUT MeansOfInterventionType/{id}`. */
export const useUpdateMeansType = () => useCallAction(calls.meansType.update, meansTypeReads);

/** `DELETE MeansOfInterventionType/{id}`: refused while a means uses the type (`isInUse`). */
export const useRemoveMeansType = () => useCallAction(calls.meansType.remove, meansTypeReads);
