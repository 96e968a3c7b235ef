import { calls } from "@releve/domain";
import { type Answer, defineQuery } from "../../../lib/api-context";
import { useCallAction } from "../../../lib/call-action";

/** One of the volunteer's declarations, as `GET Availability/Mine` answers it. */
export type Declaration = Answer<typeof calls.availability.mine>["items"][number];

/** `GET Availability/Mine`: the volunteer's declarations (decision 046). */
export const myAvailabilityQuery = defineQuery(calls.availability.mine);

/** Declares the volunteer available or unavailable (the form of decision 046). */
export const useDeclareAvailability = () =>
  useCallAction(calls.availability.create, [calls.availability.mine]);

/** Removes one of the volunteer's declarations. */
export const useRemoveAvailability = () =>
  useCallAction(calls.availability.remove, [calls.availability.mine]);
