import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { routeTable } from "@releve/domain";
import { describe, expect, it } from "vitest";

/** The lint that refuses a route path written by hand (biome.json `plugins`). */
const plugin = readFileSync(
  path.resolve(import.meta.dirname, "../../../../lint/no-literal-route-path.grit"),
  "utf8",
);

describe("the lint of literal route paths", () => {
  it("knows the first segment of every route of the table", () => {
    const alternation = plugin.match(/\/\(\?:([a-z|-]+)\)/)?.[1]?.split("|") ?? [];
    const firstSegments = new Set(routeTable.map((route) => route.path.split("/")[0]));
    expect(firstSegments.size).toBeGreaterThan(10);
    for (const segment of firstSegments) expect(alternation, segment).toContain(segment);
  });
});

describe("the lint's import boundaries", () => {
  it("know every feature of the planner, which never imports another", () => {
    const biome = readFileSync(path.resolve(import.meta.dirname, "../../../../biome.json"), "utf8");
    const features = readdirSync(path.resolve(import.meta.dirname, "../features"), {
      withFileTypes: true,
    }).filter((entry) => entry.isDirectory());
    expect(features.length).toBeGreaterThan(3);
    for (const { name } of features) expect(biome, name).toContain(`"../../${name}/**"`);
  });
});
