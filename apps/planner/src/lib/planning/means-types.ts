import { useLingui } from "@lingui/react";
import { calls, localizedLabel } from "@releve/domain";
import { useMemo } from "react";
import { useCall } from "../api-context";

/** The means types' labels in the person's language, by id, and how their read went. */
export interface MeansTypeLabels {
  labels: ReadonlyMap<number, string>;
  isLoading: boolean;
  error: unknown;
  retry: () => void;
}

/**
 * `GET MeansOfInterventionType`: every means type, enabled or not, to name means by their type
 * wherever they are listed; nothing is asked while `isNeeded` is false (a role that does not
 * read the means).
 */
export function useMeansTypeLabels(isNeeded = true): MeansTypeLabels {
  const { i18n } = useLingui();
  const types = useCall(calls.meansType.list, isNeeded ? undefined : null);
  const locale = i18n.locale;
  const labels = useMemo(
    () => new Map((types.data ?? []).map((type) => [type.id, localizedLabel(type.label, locale)])),
    [types.data, locale],
  );
  return {
    labels,
    isLoading: isNeeded && types.data === undefined && types.error === undefined,
    error: types.error,
    retry: () => void types.mutate(),
  };
}

/** What a means is called: its type, and its plate number when it has one. */
export function meansName(type: string, plateNumber: string | null): string {
  return plateNumber ? `${type} · ${plateNumber}` : type;
}
