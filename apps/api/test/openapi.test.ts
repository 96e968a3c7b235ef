import { Validator } from "@seriousme/openapi-schema-validator";
import { describe, expect, it } from "vitest";
import { apiRouteTable } from "../src/api.js";
import { openApiDocument } from "../src/http/openapi.js";
import { testVersion, useTestServer } from "./support/server.js";

const server = useTestServer();
const table = apiRouteTable(testVersion);

describe("the OpenAPI document", () => {
  it("is a valid OpenAPI 3.1 document", async () => {
    const document = structuredClone(openApiDocument(table, testVersion));
    const result = await new Validator().validate({ ...document });
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
  });

  it("describes every route of the table with its feature, write and summary", () => {
    const document = openApiDocument(table, testVersion);
    for (const route of table) {
      const path = `/${route.path.replace(/:([A-Za-z]+)/g, "{$1}")}`;
      const operation = document.paths[path]?.[route.method.toLowerCase()] as Record<
        string,
        unknown
      >;
      expect(operation, `${route.method} ${route.path}`).toMatchObject({
        summary: route.summary,
        "x-feature": route.feature,
        "x-write": route.write,
      });
      expect(route.summary.trim()).not.toBe("");
    }
    const described = Object.values(document.paths).flatMap((methods) => Object.keys(methods));
    expect(described).toHaveLength(table.length);
  });

  it("gives the schema of the bodies the routes parse", () => {
    const document = openApiDocument(table, testVersion);
    const cancel = document.paths["/OperationalActivity/Cancel/{id}"]?.post as {
      requestBody: { content: { "application/json": { schema: unknown } } };
    };
    expect(cancel.requestBody.content["application/json"].schema).toMatchObject({
      type: "object",
      properties: { comment: { type: "string", maxLength: 2000 } },
    });
  });

  it("gives the schema of every call's answer, from the catalogue", () => {
    const document = openApiDocument(table, testVersion);
    for (const route of table) {
      const path = `/${route.path.replace(/:([A-Za-z]+)/g, "{$1}")}`;
      const operation = document.paths[path]?.[route.method.toLowerCase()] as {
        responses: Record<string, { content?: Record<string, { schema?: unknown }> }>;
      };
      const status = String(route.successStatus ?? 200);
      const content = operation.responses[status]?.content;
      if (status === "204") expect(content, `${route.method} ${route.path}`).toBeUndefined();
      else
        expect(
          Object.values(content ?? {})[0]?.schema,
          `${route.method} ${route.path}`,
        ).toBeTruthy();
    }
    const search = document.paths["/OperationalActivity/search"]?.post as {
      responses: { "200": { content: { "application/json": { schema: unknown } } } };
    };
    expect(search.responses["200"].content["application/json"].schema).toMatchObject({
      type: "object",
      required: expect.arrayContaining(["items", "total", "page", "pageSize"]),
      properties: { items: { type: "array" }, total: { type: "integer", minimum: 0 } },
    });
  });

  it("gives the means list's rows their names, and the calendar its period and its cut", () => {
    const document = openApiDocument(table, testVersion);
    type Json = {
      properties: Record<string, Json>;
      items: Json;
      required: string[];
    };
    const json = (path: string, part: "requestBody" | "response") => {
      const operation = document.paths[path]?.post as {
        requestBody: { content: { "application/json": { schema: Json } } };
        responses: { "200": { content: { "application/json": { schema: Json } } } };
      };
      return part === "requestBody"
        ? operation.requestBody.content["application/json"].schema
        : operation.responses["200"].content["application/json"].schema;
    };
    const row = json("/MeansOfIntervention/search", "response").properties.items?.items;
    expect(row?.required).toEqual(
      expect.arrayContaining(["id", "typeName", "departureName", "operationalActivity"]),
    );
    expect(row?.properties.operationalActivity?.required).toEqual(
      expect.arrayContaining(["title", "location", "status", "activityName", "entityName"]),
    );
    const period = json("/MeansOfIntervention/calendar", "requestBody");
    expect(period.required).toEqual(expect.arrayContaining(["from", "to"]));
    expect(period.properties).not.toHaveProperty("page");
    expect(period.properties).not.toHaveProperty("sort");
    expect(json("/MeansOfIntervention/calendar", "response")).toMatchObject({
      required: expect.arrayContaining(["items", "total", "truncated"]),
      properties: { items: { type: "array", maxItems: 5000 }, truncated: { type: "boolean" } },
    });
  });

  it("is served with the running version, without sign-in", async () => {
    const response = await server.app.inject({ method: "GET", url: "/api-docs/openapi.json" });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      openapi: "3.1.0",
      info: { title: "Relève API", version: testVersion.version },
    });
  });

  it("has a viewer with its assets", async () => {
    const page = await server.app.inject({ method: "GET", url: "/api-docs/" });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('src="swagger-ui-bundle.js"');
    for (const asset of ["swagger-ui-bundle.js", "swagger-ui.css", "viewer.js"]) {
      const response = await server.app.inject({ method: "GET", url: `/api-docs/${asset}` });
      expect(response.statusCode, asset).toBe(200);
      expect(response.body.length, asset).toBeGreaterThan(100);
    }
    const outside = await server.app.inject({ method: "GET", url: "/api-docs/package.json" });
    expect(outside.statusCode).toBe(404);
  });
});
