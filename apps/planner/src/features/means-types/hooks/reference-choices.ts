import { useLingui } from "@lingui/react";
import { localizedLabel } from "@releve/domain";
import type { SelectOption } from "@releve/ui";
import { useMemo } from "react";
import { departuresQuery, entitiesQuery, operationalRolesQuery } from "../../../lib/reference-data";

/** The reference data a means type names: its choices for the form, and its names for the list. */
export interface MeansTypeReferences {
  operationalRoles: SelectOption[];
  departures: SelectOption[];
  entities: SelectOption[];
  /** The name of an operational role, a departure or an entity, by id. */
  names: {
    operationalRoles: ReadonlyMap<number, string>;
    departures: ReadonlyMap<number, string>;
    entities: ReadonlyMap<number, string>;
  };
}

/** What the reads of a means type's reference data give: their choices, or how they failed. */
export interface MeansTypeReferencesState {
  data: MeansTypeReferences | undefined;
  error: unknown;
  retry: () => void;
}

const byLabel = (a: SelectOption, b: SelectOption) =>
  String(a.label).localeCompare(String(b.label));

/**
 * The operational roles, departures and entities, in the person's language and by name: a
 * departure says its entity after its own name (two entities may name theirs alike).
 */
export function useMeansTypeReferences(): MeansTypeReferencesState {
  const { i18n } = useLingui();
  const roles = operationalRolesQuery.use();
  const departures = departuresQuery.use();
  const entities = entitiesQuery.use();
  const locale = i18n.locale;
  const data = useMemo(() => {
    if (!roles.data || !departures.data || !entities.data) return undefined;
    const name = (label: Parameters<typeof localizedLabel>[0]) => localizedLabel(label, locale);
    const entityNames = new Map(entities.data.map((item) => [item.id, name(item.label)]));
    const roleOptions = roles.data.map((item) => ({ id: item.id, label: name(item.label) }));
    // Every centre names its departures alike ("VPSP 1"): each says whose it is.
    const departureOptions = departures.data.map((item) => ({
      id: item.id,
      label: `${name(item.label)} · ${entityNames.get(item.entityId) ?? ""}`,
    }));
    const entityOptions = entities.data.map((item) => ({ id: item.id, label: name(item.label) }));
    return {
      operationalRoles: roleOptions.sort(byLabel),
      departures: departureOptions.sort(byLabel),
      entities: entityOptions.sort(byLabel),
      names: {
        operationalRoles: new Map(roleOptions.map((item) => [item.id, item.label])),
        departures: new Map(departureOptions.map((item) => [item.id, item.label])),
        entities: entityNames,
      },
    } satisfies MeansTypeReferences;
  }, [roles.data, departures.data, entities.data, locale]);
  const failed = [roles, departures, entities].filter((read) => read.error !== undefined);
  return {
    data,
    error: failed[0]?.error,
    retry: () => {
      for (const read of failed) void read.mutate();
    },
  };
}
