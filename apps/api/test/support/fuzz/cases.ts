import type { ApiRoute } from "../../../src/http/api-route.js";
import {
  absent,
  bodyShapes,
  type Expectation,
  type Hostile,
  hostileValues,
  idParameters,
  idValues,
  isIdField,
  otherParameters,
  type RawBody,
} from "./hostile-values.js";
import { type FieldKey, fieldName, fieldsOf } from "./schema-fields.js";
import type { ValidBodies } from "./valid-bodies.js";

/** What a case sends as its body. */
export type CaseBody = { json: unknown } | { raw: RawBody } | { form: FormData } | undefined;

/** One request of the fuzz: a valid request with one thing replaced. */
export interface FuzzCase {
  /** Its number in the run: the tag its database writes carry. */
  id: number;
  /** Who sends it (a key of the actors). */
  actor: string;
  /** `METHOD path` of the route table. */
  route: string;
  /** What was replaced: a field (`alertTexts[0].title`), a path parameter, or `(body)`. */
  target: string;
  /** The value put there. */
  label: string;
  method: ApiRoute["method"];
  /** The URL under `/api/`. */
  url: string;
  body: CaseBody;
  /** `accept`: a valid request, which must succeed; otherwise what {@link Expectation} says. */
  expect: Expectation | "accept";
}

/** A case before it is numbered. */
export type CaseDraft = Omit<FuzzCase, "id">;

/** Who sends a route's cases, and the ids only they bring. */
export interface CaseActor {
  name: string;
  /** Whether the actor's role holds the route's feature: else only the edge is tried. */
  allowed: boolean;
  /** Existing ids the actor may not reach, for `:id` (expected refused). */
  pathReferences?: Hostile[];
  /** Existing ids the actor may not reach, for id fields of this name (last key). */
  fieldReferences?: (name: string) => Hostile[];
  /**
   * Only what the actor may reach is tried (path ids, id fields, whole bodies): the rest of a
   * body is parsed and checked alike whoever sends it.
   */
  onlyReferences?: boolean;
}

const hasBody = (route: ApiRoute) => route.method === "POST" || route.method === "PUT";

/** The URL of a route under `/api/` with its parameters given. */
export function urlOf(route: ApiRoute, params: Record<string, string>): string {
  return route.path.replace(/:(\w+)/g, (_match, name: string) => params[name] ?? "0");
}

function bodyOf(value: unknown): CaseBody {
  if (value === undefined) return undefined;
  if (value instanceof FormData) return { form: value };
  return { json: value };
}

/** `body` with the value at `path` replaced (or left out), parents made as needed. */
export function replaceAt(body: unknown, path: FieldKey[], value: unknown): unknown {
  const root: Record<string | number, unknown> = structuredClone(
    typeof body === "object" && body !== null ? body : {},
  ) as Record<string | number, unknown>;
  let node = root;
  for (const [index, key] of path.slice(0, -1).entries()) {
    const child = node[key];
    if (typeof child !== "object" || child === null) {
      node[key] = path[index + 1] === 0 ? [] : {};
    }
    node = node[key] as Record<string | number, unknown>;
  }
  const last = path.at(-1) as FieldKey;
  if (value !== absent) node[last] = value;
  else if (Array.isArray(node)) node.splice(Number(last), 1);
  else delete node[last];
  return root;
}

function valueAt(body: unknown, path: FieldKey[]): unknown {
  let node = body;
  for (const key of path) {
    if (typeof node !== "object" || node === null) return undefined;
    node = (node as Record<string | number, unknown>)[key];
  }
  return node;
}

/**
 * The valid request of a route made of its `index`-th valid body, on the fixture's object: one
 * object per valid body, since a valid request may use its object up (a decision, a deletion).
 */
export function validCase(
  route: ApiRoute,
  actor: CaseActor,
  valid: ValidBodies,
  index: number,
): CaseDraft {
  return {
    actor: actor.name,
    route: `${route.method} ${route.path}`,
    target: "(valid)",
    label: `valid body ${index + 1}`,
    method: route.method,
    url: urlOf(route, { ...valid.fixture.params, id: String(valid.fixture.id) }),
    body: hasBody(route) ? bodyOf(valid.bodies[index]) : undefined,
    expect: actor.allowed ? "accept" : "refuse",
  };
}

/**
 * The hostile requests of a route for an actor, each a valid request of `valid` with one thing
 * replaced: a path parameter, the whole body, or — when the actor may use the route — one field
 * of its schema, on the first valid body giving that field a value.
 */
export function hostileCases(route: ApiRoute, actor: CaseActor, valid: ValidBodies): CaseDraft[] {
  const params = { ...valid.fixture.params, id: String(valid.fixture.id) };
  const [first] = valid.bodies;
  const common = {
    actor: actor.name,
    route: `${route.method} ${route.path}`,
    method: route.method,
  };
  const cases: CaseDraft[] = [];
  const send = hasBody(route) ? bodyOf(first) : undefined;

  for (const [, name] of route.path.matchAll(/:(\w+)/g)) {
    const values =
      name === "id" ? [...idParameters, ...(actor.pathReferences ?? [])] : otherParameters;
    for (const hostile of values) {
      const url = urlOf(route, { ...params, [name as string]: String(hostile.value) });
      cases.push({
        ...common,
        target: `:${name}`,
        label: hostile.label,
        url,
        body: send,
        expect: hostile.expect,
      });
    }
  }
  if (!hasBody(route)) return cases;

  const url = urlOf(route, params);
  const schema = route.body ?? route.form;
  for (const hostile of bodyShapes(Boolean(schema || route.upload), first)) {
    const body: CaseBody = hostile.raw ? { raw: hostile.raw } : { json: hostile.value };
    cases.push({
      ...common,
      target: "(body)",
      label: hostile.label,
      url,
      body,
      expect: hostile.expect,
    });
  }
  if (!schema || !actor.allowed) return cases;

  for (const field of fieldsOf(schema)) {
    const isId = field.kind === "number" && isIdField(field.path);
    if (actor.onlyReferences && !isId) continue;
    const values = valid.bodies.map((body) => valueAt(body, field.path));
    const index = values.findIndex((value) => value !== undefined && value !== null);
    const base = valid.bodies[Math.max(index, 0)];
    const last = field.path.at(-1) === 0 ? field.path.at(-2) : field.path.at(-1);
    const references = actor.fieldReferences?.(String(last)) ?? [];
    const hostiles = actor.onlyReferences
      ? idValues(field, references)
      : hostileValues(field, values, references);
    for (const hostile of hostiles) {
      cases.push({
        ...common,
        target: fieldName(field.path),
        label: hostile.label,
        url,
        body: { json: replaceAt(base, field.path, hostile.value) },
        expect: hostile.expect,
      });
    }
  }
  return cases;
}
