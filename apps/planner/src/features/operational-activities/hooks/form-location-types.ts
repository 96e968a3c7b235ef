import { calls, localizedLabel } from "@releve/domain";
import type { SelectOption } from "@releve/ui";
import useSWR from "swr";
import { useApiClient } from "../../../lib/api-context";

/** The source's name in a source's path of types, `locations/{source}/types`. */
const typePath = /^locations\/([^/]+)\/types$/;

/**
 * The location types of every location source (spec 01 §3 reference data: a source names the
 * path of its types), loaded together once per visit. A source whose path the API does not
 * serve this way is left out.
 */
export function useLocationTypes() {
  const client = useApiClient();
  return useSWR(["location-types", calls.referenceData.locationSources.path], async () => {
    const sources = await client.call(calls.referenceData.locationSources);
    const served = sources.flatMap((source) => {
      const name = typePath.exec(source.typeUri)?.[1];
      return name ? [{ source, name }] : [];
    });
    const types = await Promise.all(
      served.map(({ name }) =>
        client.call(calls.referenceData.locationTypes, { params: { source: name } }),
      ),
    );
    return served.map(({ source }, index) => ({ source, types: types[index] ?? [] }));
  });
}

/** The options of the location type field: each type in the language, its source beneath. */
export function locationTypeOptions(
  sources: ReturnType<typeof useLocationTypes>["data"],
  locale: string,
): SelectOption[] {
  return (sources ?? []).flatMap(({ source, types }) =>
    types.map((type) => ({
      id: type.id,
      label: localizedLabel(type.label, locale),
      description: source.name,
    })),
  );
}
