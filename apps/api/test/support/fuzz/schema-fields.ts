import type * as v from "valibot";

/**
 * The fields of a route's body, read from its Valibot schema: what the fuzz replaces one at a
 * time. Only the shape of a field matters here (its type, whether it may be absent or null, the
 * bounds its schema declares), never how the schema is written (wrappers, pipes, defaults).
 */

/** A key of a body: a property name, or `0` for the first item of a list. */
export type FieldKey = string | 0;

/** What a field of a body holds. */
export type FieldKind = "number" | "string" | "boolean" | "picklist" | "array" | "object" | "other";

/** One field of a body schema. */
export interface SchemaField {
  /** Where it lies from the body's root: property names, `0` inside lists. */
  path: FieldKey[];
  kind: FieldKind;
  /** Whether the schema accepts the field absent. */
  optional: boolean;
  /** Whether the schema accepts `null`. */
  nullable: boolean;
  /** The options of a picklist. */
  options?: readonly unknown[];
  /** Whether the schema asks for a whole number. */
  integer: boolean;
  /** The bounds the schema declares (`minValue`, `maxValue`), when it declares them. */
  min?: number;
  max?: number;
  /** Whether the schema asks for an instant with its offset (`isoTimestamp`). */
  instant: boolean;
}

/** A Valibot schema or action, as far as the walk reads it. */
interface Node {
  kind?: string;
  type: string;
  wrapped?: Node;
  entries?: Record<string, Node>;
  item?: Node;
  items?: Node[];
  options?: readonly unknown[];
  pipe?: Node[];
  requirement?: unknown;
}

const wrappers = new Set([
  "optional",
  "exact_optional",
  "undefinedable",
  "nullable",
  "nullish",
  "non_optional",
  "non_nullable",
  "non_nullish",
]);
const objects = new Set(["object", "strict_object", "loose_object", "object_with_rest"]);
const scalars: Record<string, FieldKind> = {
  number: "number",
  string: "string",
  boolean: "boolean",
  picklist: "picklist",
  enum: "picklist",
  literal: "picklist",
};

/** The validation actions of a schema's pipes, including those of the schemas piped after it. */
function actionsOf(node: Node): Node[] {
  const actions: Node[] = [];
  for (const step of node.pipe?.slice(1) ?? []) {
    if (step.kind === "schema") actions.push(...actionsOf(unwrap(step).node));
    else actions.push(step);
  }
  return actions;
}

/** A schema without its optional and nullable wrappers, and what they allowed. */
function unwrap(node: Node): { node: Node; optional: boolean; nullable: boolean } {
  let current = node;
  let optional = false;
  let nullable = false;
  while (wrappers.has(current.type) && current.wrapped) {
    if (["optional", "exact_optional", "undefinedable", "nullish"].includes(current.type)) {
      optional = true;
    }
    if (["nullable", "nullish"].includes(current.type)) nullable = true;
    current = current.wrapped;
  }
  return { node: current, optional, nullable };
}

function fieldOf(path: FieldKey[], schema: Node): SchemaField {
  const { node, optional, nullable } = unwrap(schema);
  const actions = [...actionsOf(schema), ...actionsOf(node)];
  const requirement = (type: string) => {
    const found = actions.find((action) => action.type === type)?.requirement;
    return typeof found === "number" ? found : undefined;
  };
  const kind: FieldKind = objects.has(node.type)
    ? "object"
    : node.type === "array"
      ? "array"
      : (scalars[node.type] ?? "other");
  const options =
    node.type === "literal"
      ? [(node as { literal?: unknown }).literal]
      : node.type === "enum"
        ? Object.values((node as { enum?: object }).enum ?? {})
        : node.options;
  const min = requirement("min_value");
  const max = requirement("max_value");
  return {
    path,
    kind,
    optional,
    nullable,
    ...(kind === "picklist" && options ? { options } : {}),
    integer: actions.some((action) => action.type === "integer"),
    ...(min === undefined ? {} : { min }),
    ...(max === undefined ? {} : { max }),
    instant: actions.some((action) => action.type === "iso_timestamp"),
  };
}

function walk(schema: Node, path: FieldKey[], fields: Map<string, SchemaField>): void {
  const { node } = unwrap(schema);
  if (node.type === "union" || node.type === "variant") {
    // A field several options share is described by the first option holding it; a field some
    // option lacks may be absent or null (that option ignores it).
    const options = (node.options ?? []) as Node[];
    const perOption = options.map((option) => {
      const own = new Map<string, SchemaField>();
      walk(option, path, own);
      return own;
    });
    for (const own of perOption) {
      for (const [key, field] of own) {
        if (fields.has(key)) continue;
        const everywhere = perOption.every((other) => other.has(key));
        fields.set(key, everywhere ? field : { ...field, optional: true, nullable: true });
      }
    }
    return;
  }
  if (path.length > 0) {
    const key = JSON.stringify(path);
    if (!fields.has(key)) fields.set(key, fieldOf(path, schema));
  }
  if (objects.has(node.type)) {
    for (const [name, entry] of Object.entries(node.entries ?? {})) {
      walk(entry, [...path, name], fields);
    }
  } else if (node.type === "array" && node.item) {
    walk(node.item, [...path, 0], fields);
  }
}

/**
 * Every field of a body schema, nested objects and the first item of lists included, parents
 * before their children. A union contributes the fields of each of its options.
 */
export function fieldsOf(schema: v.GenericSchema): SchemaField[] {
  const fields = new Map<string, SchemaField>();
  walk(schema as unknown as Node, [], fields);
  return [...fields.values()];
}

/** A field's path as the report shows it: `alertTexts[0].title`. */
export function fieldName(path: readonly FieldKey[]): string {
  return path
    .map((key, index) => (key === 0 ? "[0]" : index === 0 ? key : `.${key}`))
    .join("")
    .replace(/^$/, "(body)");
}
