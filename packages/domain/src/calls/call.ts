import type * as v from "valibot";
import type { FeatureCode } from "../features.js";

/** The HTTP methods of the API's calls. */
export type CallMethod = "GET" | "POST" | "PUT" | "DELETE";

/**
 * One call of the API, described once for the server and the planner: where it lives, who may
 * make it, what it reads and what it answers. The API attaches a handler to each; the planner
 * calls it through its client; the OpenAPI document, the authorization test and the fuzz test
 * are made from the same description.
 */
export interface ApiCall<
  Path extends string = string,
  Body extends v.GenericSchema | undefined = v.GenericSchema | undefined,
  Form extends v.GenericSchema | undefined = v.GenericSchema | undefined,
  Response extends v.GenericSchema | null = v.GenericSchema | null,
> {
  method: CallMethod;
  /** Path under `/api`, parameters after a colon (`OperationalActivity/:id`). */
  path: Path;
  /** The feature the active role must hold (`null`: any signed-in user). */
  feature: FeatureCode | null;
  /**
   * Anyone may make it without signing in: no token is asked for, no role acts (an e-mail's
   * action link, whose unguessable token is the only right). `feature` is then null.
   */
  anonymous?: boolean;
  /** Whether the feature must be held with write. */
  write: boolean;
  /**
   * Needs the feature with write, yet changes nothing: it tells what a write would do (a series
   * edit's preview), so only those who may make the write may ask. The fuzz test checks that it
   * writes nothing.
   */
  changesNothing?: true;
  /** What the call does, one line (the OpenAPI summary). */
  summary: string;
  /**
   * The body's schema: the API parses the body with it before the handler runs and refuses a
   * body that does not match with `validation.invalidRequest`.
   */
  body?: Body;
  /**
   * A form the domain checks inside the handler (refused with `validation.invalidForm` and its
   * findings): what the client sends.
   */
  form?: Form;
  /** The body is `multipart/form-data` carrying files (the handler streams it). */
  upload?: boolean;
  /** The schema of a successful answer as JSON; `null` when the answer is a file. */
  response: Response;
  /** Status of a success (200 unless said). */
  successStatus?: 200 | 201 | 202 | 204;
  /**
   * A success changes what access is made of: the caller's own (`caller`: active role,
   * language) or anyone's (`anyone`: roles, privileges).
   */
  changesAccess?: "caller" | "anyone";
}

/** Declares a call, keeping its path and schemas in its type. */
/* @__NO_SIDE_EFFECTS__ */
export function defineCall<
  const Path extends string,
  Body extends v.GenericSchema | undefined = undefined,
  Form extends v.GenericSchema | undefined = undefined,
  Response extends v.GenericSchema | null = null,
>(call: ApiCall<Path, Body, Form, Response>): ApiCall<Path, Body, Form, Response> {
  return call;
}

/** Any call, whatever its schemas. */
// biome-ignore lint/suspicious/noExplicitAny: the widest call, for tables of calls of any shape.
export type AnyCall = ApiCall<string, any, any, any>;

type ParameterNames<Path extends string> = Path extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParameterNames<Rest>
  : Path extends `${string}:${infer Name}`
    ? Name
    : never;

/** The path parameters of a call: an id is a number, any other a string. */
export type CallParams<Call extends AnyCall> = {
  [Name in ParameterNames<Call["path"]>]: Name extends "id" | `${string}Id` ? number : string;
};

/**
 * A call's schema of `key` (`body`, `form`, `response`), or `undefined` when it has none: reading
 * an optional property adds `undefined` (and a file's answer is `null`), which no schema extends.
 */
type SchemaOf<Call extends AnyCall, Key extends "body" | "form" | "response"> = [
  NonNullable<Call[Key]>,
] extends [never]
  ? undefined
  : NonNullable<Call[Key]> extends v.GenericSchema
    ? NonNullable<Call[Key]>
    : undefined;

/** What a client sends as the body: the body schema's input, or the form's. */
export type CallBody<Call extends AnyCall> =
  SchemaOf<Call, "body"> extends v.GenericSchema
    ? v.InferInput<SchemaOf<Call, "body">>
    : SchemaOf<Call, "form"> extends v.GenericSchema
      ? v.InferInput<SchemaOf<Call, "form">>
      : undefined;

/** What the handler receives as the body: the body schema's output, or what was sent. */
export type CallParsedBody<Call extends AnyCall> =
  SchemaOf<Call, "body"> extends v.GenericSchema ? v.InferOutput<SchemaOf<Call, "body">> : unknown;

/**
 * What a successful call answers: the response schema's output, or, for a file, `File` (what the
 * client reads it as: a `Blob` in a browser).
 */
export type CallAnswer<Call extends AnyCall, File = unknown> =
  SchemaOf<Call, "response"> extends v.GenericSchema
    ? v.InferOutput<SchemaOf<Call, "response">>
    : File;

/** The names of a path's parameters, in order (`Alert/Cancel/:id` → `["id"]`). */
/* @__NO_SIDE_EFFECTS__ */
export function callParameterNames(path: string): string[] {
  return [...path.matchAll(/:([A-Za-z]+)/g)].map((match) => match[1] as string);
}

/**
 * The path of a call with its parameters filled in (`OperationalActivity/Cancel/12`), each
 * encoded as a path segment.
 */
/* @__NO_SIDE_EFFECTS__ */
export function callUrlPath(
  path: string,
  params: Readonly<Record<string, string | number>>,
): string {
  return path.replace(/:([A-Za-z]+)/g, (_whole, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`Missing path parameter ${name} of ${path}`);
    return encodeURIComponent(String(value));
  });
}

/**
 * What a client gives to make a call: `params` when its path has any, `body` when it reads one
 * (a body schema or a form).
 */
export type CallRequest<Call extends AnyCall> = ([ParameterNames<Call["path"]>] extends [never]
  ? unknown
  : { params: CallParams<Call> }) &
  (CallBody<Call> extends undefined ? unknown : { body: CallBody<Call> });

/** The arguments after the call: its request, optional when it needs neither params nor body. */
export type CallRequestArguments<Call extends AnyCall> =
  unknown extends CallRequest<Call>
    ? [request?: { params?: never; body?: never }]
    : [request: CallRequest<Call>];
