import fastifyStatic from "@fastify/static";
import type { VersionInfo } from "@releve/domain";
import type { FastifyInstance } from "fastify";
import { getAbsoluteFSPath } from "swagger-ui-dist";
import { apiRouteTable } from "./api.js";
import { openApiDocument } from "./http/openapi.js";

const viewerPage = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>Relève API</title>
    <link rel="stylesheet" href="swagger-ui.css" />
  </head>
  <body>
    <main id="api"></main>
    <script src="swagger-ui-bundle.js"></script>
    <script src="viewer.js"></script>
  </body>
</html>
`;

const viewerScript = `window.ui = SwaggerUIBundle({
  url: "openapi.json",
  dom_id: "#api",
  deepLinking: true,
  filter: true,
  persistAuthorization: true,
});
`;

/**
 * The API's OpenAPI document (`/api-docs/openapi.json`) and its viewer (`/api-docs/`), served
 * without sign-in: they describe the calls, every call itself still needs a token.
 */
export async function apiDocsRoutes(app: FastifyInstance, version: VersionInfo): Promise<void> {
  const document = JSON.stringify(openApiDocument(apiRouteTable(version), version));
  app.get("/openapi.json", (_request, reply) => {
    reply.type("application/json").header("cache-control", "no-cache").send(document);
  });
  app.get("/", (_request, reply) => {
    reply.type("text/html; charset=utf-8").header("cache-control", "no-cache").send(viewerPage);
  });
  app.get("/viewer.js", (_request, reply) => {
    reply.type("text/javascript; charset=utf-8").send(viewerScript);
  });
  await app.register(fastifyStatic, {
    root: getAbsoluteFSPath(),
    wildcard: false,
    index: false,
    decorateReply: false,
    allowedPath: (pathname) => /^\/swagger-ui(-bundle\.js|\.css)$/.test(pathname),
  });
}
