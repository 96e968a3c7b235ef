import { type AnyCall, calls } from "@releve/domain";
import type * as v from "valibot";
import { useCall } from "../../../lib/api-context";
import { useCallAction } from "../../../lib/call-action";

/** A registration as its calls answer it, with its person and schedules. */
export type Registration = v.InferOutput<typeof calls.registration.registrationAnswerSchema>;
/** A schedule change as the follow-up shows it. */
export type ScheduleChange = v.InferOutput<typeof calls.registration.scheduleChangeAnswerSchema>;
/** What the schedule-change follow-up is asked. */
export type ScheduleChangeSearch = v.InferInput<
  typeof calls.scheduleChange.scheduleChangeSearchSchema
>;

/**
 * Every read a change of a registration or of its schedule can make stale: the registrations
 * and their history, the schedule changes and their count, the means (their staff counts) and
 * the activities that show them.
 */
export const staffingReads: readonly AnyCall[] = [
  calls.registration.search,
  calls.personPlanning.planning,
  calls.registration.get,
  calls.registration.history,
  calls.registration.searchStatusChanges,
  calls.scheduleChange.search,
  calls.scheduleChange.get,
  calls.registration.newProposedScheduleCount,
  calls.meansOfIntervention.get,
  calls.meansOfIntervention.search,
  calls.meansOfIntervention.history,
  calls.operationalActivity.get,
];

/** One registration; nothing asked while `id` is `null`. */
export function useRegistration(id: number | null) {
  return useCall(calls.registration.get, id === null ? null : { params: { id } });
}

/** The means a registration is on; nothing asked while `id` is `null`. */
export function useRegistrationMeans(id: number | null) {
  return useCall(calls.meansOfIntervention.get, id === null ? null : { params: { id } });
}

/** What a search of registrations is asked. */
export type RegistrationSearch = v.InferInput<typeof calls.registration.registrationSearchSchema>;

/** A page of registrations: the person's own, for field staff. */
export function useRegistrations(search: RegistrationSearch) {
  return useCall(calls.registration.search, { body: search }, { keepPreviousData: true });
}

/** A registration's status change, as the follow-up shows it. */
export type StatusChange = v.InferOutput<typeof calls.registration.registrationStatusChangeSchema>;
/** What the status-change follow-up is asked. */
export type StatusChangeSearch = v.InferInput<typeof calls.registration.statusChangeSearchSchema>;

/** A page of the status changes of the registrations of the role's scope. */
export function useStatusChanges(search: StatusChangeSearch) {
  return useCall(
    calls.registration.searchStatusChanges,
    { body: search },
    { keepPreviousData: true },
  );
}

/** A page of the schedule changes of the role's scope. */
export function useScheduleChanges(search: ScheduleChangeSearch) {
  return useCall(calls.scheduleChange.search, { body: search }, { keepPreviousData: true });
}

/** The changes of registrations and schedules, each revalidating what they make stale. */
export const useUpdateRegistration = () => useCallAction(calls.registration.update, staffingReads);
export const useProposeSchedule = () => useCallAction(calls.scheduleChange.propose, staffingReads);
export const useValidateScheduleChange = () =>
  useCallAction(calls.scheduleChange.validate, staffingReads);
export const useRejectScheduleChange = () =>
  useCallAction(calls.scheduleChange.reject, staffingReads);
/** Marks the registrations' changes as seen: the sidebar's count asked again. */
export const useResetNewRegistrationCount = () =>
  useCallAction(calls.registration.resetNewRegistrationCount, [
    calls.registration.newRegistrationCount,
  ]);
/** Marks the schedule changes as seen: the sidebar's count asked again. */
export const useResetProposedScheduleCount = () =>
  useCallAction(calls.registration.resetNewProposedScheduleCount, [
    calls.registration.newProposedScheduleCount,
  ]);

/** A person's planning over the week, as the personnel planning shows it. */
export type PlanningPerson = v.InferOutput<typeof calls.personPlanning.personnelPlanningItemSchema>;
/** What the personnel planning is asked. */
export type PlanningSearch = v.InferInput<typeof calls.personPlanning.personnelPlanningSchema>;

/** A page of persons of the role's scope, each with their week. */
export function usePersonnelPlanning(search: PlanningSearch) {
  return useCall(calls.personPlanning.planning, { body: search }, { keepPreviousData: true });
}
