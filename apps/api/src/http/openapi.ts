import { roleCodes, type VersionInfo } from "@releve/domain";
import { type JsonSchema, toJsonSchema } from "@valibot/to-json-schema";
import type * as v from "valibot";
import type { ApiRoute } from "./api-route.js";
import { largestId } from "./schemas.js";

/** An OpenAPI 3.1 document: only the parts this API describes. */
export interface OpenApiDocument {
  openapi: "3.1.0";
  info: { title: string; version: string; description: string };
  servers: { url: string }[];
  tags: { name: string }[];
  security: Record<string, string[]>[];
  paths: Record<string, Record<string, unknown>>;
  components: Record<string, Record<string, unknown>>;
}

/**
 * The JSON Schema of a body, as the client sends it (`input`: before trimming and defaults), or
 * of an answer, as the API sends it (`output`).
 */
function jsonSchemaOf(schema: v.GenericSchema, typeMode: "input" | "output"): JsonSchema {
  const { $schema: _draft, ...rest } = toJsonSchema(schema, {
    target: "draft-2020-12",
    typeMode,
    // Rules that JSON Schema cannot say (cross-field checks) stay with the server's answers.
    errorMode: "ignore",
  });
  return rest;
}

/** The success of a call: nothing, a file, or JSON with its call's response schema. */
function successResponse(route: ApiRoute, status: string): Record<string, unknown> {
  if (status === "204") return { description: "Done" };
  if (!route.response) {
    return {
      description: "The file, as an attachment",
      content: { "application/octet-stream": { schema: { type: "string" } } },
    };
  }
  return {
    description: "Success",
    content: { "application/json": { schema: jsonSchemaOf(route.response, "output") } },
  };
}

const errorResponse = (description: string) => ({
  description,
  content: { "application/json": { schema: { $ref: "#/components/schemas/ApiError" } } },
});

/** Refusals every call may answer, by status (decision 006). */
const refusals = {
  "400": errorResponse(
    "Invalid id, request (`validation.invalidRequest`) or form (`validation.invalidForm`)",
  ),
  "401": errorResponse("No valid bearer token (`authentication.*`)"),
  "403": errorResponse("The active role lacks the feature, or the object is outside its scope"),
  "404": errorResponse("No such object (`{subject}.notFound`)"),
  "409": errorResponse("The object's state forbids it (`unexpectedStatus`, `isInUse`, conflicts…)"),
};

function operation(route: ApiRoute): Record<string, unknown> {
  const parameters = [...route.path.matchAll(/:([A-Za-z]+)/g)].map(([, name]) => ({
    name,
    in: "path",
    required: true,
    schema:
      name === "id" ? { type: "integer", minimum: 1, maximum: largestId } : { type: "string" },
  }));
  const schema = route.body ?? route.form;
  const status = String(route.successStatus ?? 200);
  return {
    operationId: `${route.method.toLowerCase()}_${route.path.replace(/[/:]+/g, "_")}`,
    summary: route.summary,
    tags: [route.path.split("/")[0]],
    "x-feature": route.feature,
    "x-write": route.write,
    description: route.anonymous
      ? "Anyone, without signing in: the token in the path is the only right."
      : route.feature
        ? `Needs the feature \`${route.feature}\`${route.write ? " with write" : ""} in the active role.`
        : "Any signed-in user.",
    ...(route.anonymous ? { security: [] } : {}),
    parameters: route.anonymous
      ? parameters
      : [...parameters, { $ref: "#/components/parameters/ActiveRoleCode" }],
    ...(route.upload
      ? {
          requestBody: {
            required: true,
            content: {
              "multipart/form-data": {
                schema: {
                  type: "object",
                  properties: {
                    files: {
                      type: "array",
                      items: { type: "string", contentMediaType: "application/octet-stream" },
                    },
                  },
                },
              },
            },
          },
        }
      : {}),
    ...(schema
      ? {
          requestBody: {
            required: route.method !== "POST" || !route.body,
            content: { "application/json": { schema: jsonSchemaOf(schema, "input") } },
          },
        }
      : {}),
    responses: {
      [status]: successResponse(route, status),
      ...refusals,
    },
  };
}

/**
 * The OpenAPI document of the API, generated from the route table: paths, features, summaries
 * and the JSON Schemas of the bodies come from the routes themselves, so it cannot drift.
 */
export function openApiDocument(
  routes: readonly ApiRoute[],
  version: VersionInfo,
): OpenApiDocument {
  const paths: OpenApiDocument["paths"] = {};
  for (const route of routes) {
    const path = `/${route.path.replace(/:([A-Za-z]+)/g, "{$1}")}`;
    paths[path] = { ...paths[path], [route.method.toLowerCase()]: operation(route) };
  }
  return {
    openapi: "3.1.0",
    info: {
      title: "Relève API",
      version: version.version,
      description:
        "Planning and staffing of a relief organisation. Every refusal is `{ category, code, data }`. " +
        "Instants are answered with the organisation's offset; form values are sent on its wall clock.",
    },
    servers: [{ url: "/api" }],
    tags: [...new Set(routes.map((route) => route.path.split("/")[0] ?? ""))]
      .sort()
      .map((name) => ({ name })),
    security: [{ bearer: [] }],
    paths,
    components: {
      securitySchemes: { bearer: { type: "http", scheme: "bearer", bearerFormat: "JWT" } },
      parameters: {
        ActiveRoleCode: {
          name: "x-activeRoleCode",
          in: "header",
          required: false,
          description: "The role the user acts under; the first authorization when absent.",
          schema: { type: "string", enum: [...roleCodes] },
        },
      },
      schemas: {
        ApiError: {
          type: "object",
          required: ["category", "code", "data"],
          properties: {
            category: { type: "string", examples: ["meansOfIntervention"] },
            code: { type: "string", examples: ["unexpectedStatus"] },
            data: { type: "object", additionalProperties: true },
          },
        },
      },
    },
  };
}
