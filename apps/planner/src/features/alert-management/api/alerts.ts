import { type AnyCall, calls } from "@releve/domain";
import type * as v from "valibot";
import { useCall } from "../../../lib/api-context";
import { useCallAction } from "../../../lib/call-action";

/** An alert as the API answers it, with its texts. */
export type ManagedAlert = v.InferOutput<typeof calls.alert.alertAnswerSchema>;

/** The criteria of a search of alerts. */
export type AlertSearch = v.InferInput<typeof calls.alert.alertSearchSchema>;

/** Every read a change of an alert may alter: its search and page, and every user's banners. */
export const alertReads: readonly AnyCall[] = [
  calls.alert.search,
  calls.alert.get,
  calls.alert.current,
];

/** `POST Alert/search`: a page of alerts, the last page kept meanwhile. */
export function useAlerts(search: AlertSearch) {
  return useCall(calls.alert.search, { body: search }, { keepPreviousData: true });
}

/** `POST Alert/Cancel/{id}`: the alert stops showing, for good. */
export const useCancelAlert = () => useCallAction(calls.alert.cancel, alertReads);

/** `DELETE Alert/Delete/{id}`. */
export const useRemoveAlert = () => useCallAction(calls.alert.remove, alertReads);

/** `GET Alert/Get/{id}`; nothing is asked for `null`. */
export function useAlert(id: number | null) {
  return useCall(calls.alert.get, id === null ? null : { params: { id } });
}

/** `POST Alert/Create`: a new active alert. */
export const useCreateAlert = () => useCallAction(calls.alert.create, alertReads);

/** `POST Alert/Update`: an active alert's edit, its texts replacing the former ones. */
export const useUpdateAlert = () => useCallAction(calls.alert.update, alertReads);
