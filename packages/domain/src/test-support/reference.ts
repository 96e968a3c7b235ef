import type { Entity, ReferenceItem } from "../reference-data.js";

const label = { fr: "", en: "", de: "" };

/** An entity of the reference data, for the tests of scopes. */
export const entity = (id: number, typeId: number, parentId: number | null): Entity => ({
  id,
  typeId,
  parentId,
  code: `E${id}`,
  label,
});

/** An activity of the reference data, for the tests of scopes. */
export const activity = (id: number, typeId: number): ReferenceItem => ({
  id,
  typeId,
  code: `A${id}`,
  label,
});
