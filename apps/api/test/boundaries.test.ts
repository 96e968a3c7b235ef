import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const root = path.resolve(import.meta.dirname, "../../..");
const biome = readFileSync(path.join(root, "biome.json"), "utf8");
const subjects = readdirSync(path.join(root, "apps/api/src/subjects"), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

describe("the lint's import boundaries", () => {
  it("know every subject of the API, which reaches another only through its index", () => {
    expect(subjects.length).toBeGreaterThan(10);
    for (const subject of subjects) {
      expect(biome, subject).toContain(`"../${subject}/**"`);
      expect(biome, subject).toContain(`"!../${subject}/index.js"`);
    }
  });
});
