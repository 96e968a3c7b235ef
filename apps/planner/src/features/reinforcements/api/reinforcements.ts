import { type AnyCall, calls } from "@releve/domain";
import type * as v from "valibot";
import { useCall } from "../../../lib/api-context";
import { useCallAction } from "../../../lib/call-action";

/** Who is told of reinforcement requests: a person, or a shared address. */
export type Recipient = calls.reinforcement.NotificationAnswer;

/** The criteria of a search of recipients. */
export type RecipientSearch = v.InferInput<typeof calls.reinforcement.notificationSearchSchema>;

/** What a search of means to reinforce asks. */
export type MeansSearch = v.InferInput<typeof calls.meansOfIntervention.meansSearchSchema>;

/** Every read a change of the recipients alters: their search and each one. */
export const recipientReads: readonly AnyCall[] = [
  calls.reinforcement.search,
  calls.reinforcement.get,
];

/** `POST ReinforcementNotification/search`: a page of recipients; nothing for `null`. */
export function useRecipients(search: RecipientSearch | null) {
  return useCall(calls.reinforcement.search, search === null ? null : { body: search }, {
    keepPreviousData: true,
  });
}

/** `POST MeansOfIntervention/search`: the means a request may name; nothing for `null`. */
export function useMeansToReinforce(search: MeansSearch | null) {
  return useCall(calls.meansOfIntervention.search, search === null ? null : { body: search }, {
    keepPreviousData: true,
  });
}

/** What a search of activities to reinforce asks. */
export type ActivitySearch = v.InferInput<typeof calls.operationalActivity.searchCriteriaSchema>;

/** `POST OperationalActivity/search`: the activities a request may name; nothing for `null`. */
export function useActivitiesToReinforce(search: ActivitySearch | null) {
  return useCall(calls.operationalActivity.search, search === null ? null : { body: search }, {
    keepPreviousData: true,
  });
}

/** `POST ReinforcementNotification`: a person or a shared address for an entity × activity. */
export const useAddRecipient = () => useCallAction(calls.reinforcement.create, recipientReads);

/** `DELETE ReinforcementNotification/{id}`. */
export const useRemoveRecipient = () => useCallAction(calls.reinforcement.remove, recipientReads);

/** `POST ReinforcementNotification/Send`: the request, written to the outbox. */
export const useSendReinforcementRequest = () =>
  useCallAction(calls.reinforcement.send, [calls.automatedJob.messages]);
