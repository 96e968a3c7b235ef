import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { replaceAt } from "./support/fuzz/cases.js";
import { absent, hostileValues, isIdField } from "./support/fuzz/hostile-values.js";
import { fieldName, fieldsOf, type SchemaField } from "./support/fuzz/schema-fields.js";

/**
 * The fuzz is as thorough as its walk of the route schemas: a field it does not find is a field
 * never tried. These pin what the walk reads through (wrappers, pipes, defaults, nested objects,
 * lists, unions) and how a case replaces one field of a valid body.
 */

// Shaped like the route schemas, bounded as they are: the walk reads through every wrapper.
const schema = v.object({
  title: v.pipe(v.string(), v.trim(), v.nonEmpty(), v.maxLength(120)),
  openingDaysBeforeStart: v.optional(
    v.nullable(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(365))),
    null,
  ),
  deadline: v.pipe(
    v.optional(v.nullable(v.pipe(v.string(), v.maxLength(40))), null),
    v.transform((value) => value),
    v.nullable(
      v.pipe(
        v.string(),
        v.maxLength(40),
        v.check(() => true),
      ),
    ),
  ),
  from: v.optional(v.pipe(v.string(), v.maxLength(40), v.isoTimestamp())),
  texts: v.pipe(
    v.array(
      v.object({
        language: v.picklist(["fr", "en"]),
        title: v.optional(v.pipe(v.string(), v.maxLength(120))),
      }),
    ),
    v.maxLength(2),
  ),
  entityIds: v.optional(v.pipe(v.array(v.pipe(v.number(), v.maxValue(9))), v.maxLength(3)), []),
  recurrence: v.object({ nth: v.optional(v.nullable(v.object({ value: v.picklist([0, -1]) }))) }),
});

describe("the walk of a body schema", () => {
  const fields = fieldsOf(schema);
  const byName = new Map(fields.map((field) => [fieldName(field.path), field]));

  it("finds every field, nested objects and the first item of lists included", () => {
    expect([...byName.keys()]).toEqual([
      "title",
      "openingDaysBeforeStart",
      "deadline",
      "from",
      "texts",
      "texts[0]",
      "texts[0].language",
      "texts[0].title",
      "entityIds",
      "entityIds[0]",
      "recurrence",
      "recurrence.nth",
      "recurrence.nth.value",
    ]);
  });

  it("reads through wrappers and pipes: kind, absence, null, bounds, instants", () => {
    expect(byName.get("title")).toMatchObject({ kind: "string", optional: false, nullable: false });
    expect(byName.get("openingDaysBeforeStart")).toMatchObject({
      kind: "number",
      optional: true,
      nullable: true,
      integer: true,
      min: 1,
    });
    expect(byName.get("deadline")).toMatchObject({
      kind: "string",
      optional: true,
      nullable: true,
    });
    expect(byName.get("from")).toMatchObject({ kind: "string", instant: true });
    expect(byName.get("entityIds")).toMatchObject({ kind: "array", optional: true });
    expect(byName.get("entityIds[0]")).toMatchObject({ kind: "number", max: 9 });
    expect(byName.get("recurrence.nth.value")).toMatchObject({
      kind: "picklist",
      options: [0, -1],
    });
  });

  it("takes a field some option of a union lacks as one that may be absent or null", () => {
    const union = v.union([
      v.object({ personId: v.number(), entityId: v.number() }),
      v.object({ email: v.string(), entityId: v.number() }),
    ]);
    const unionFields = new Map(fieldsOf(union).map((field) => [fieldName(field.path), field]));
    expect(unionFields.get("entityId")).toMatchObject({ optional: false, nullable: false });
    expect(unionFields.get("personId")).toMatchObject({ optional: true, nullable: true });
    expect(unionFields.get("email")).toMatchObject({ optional: true, nullable: true });
  });
});

describe("the values a field is given", () => {
  const days = fieldsOf(
    v.object({ days: v.pipe(v.number(), v.integer(), v.minValue(1)) }),
  )[0] as SchemaField;

  it("expects what its schema or PostgreSQL cannot hold refused, and lets the rest be judged", () => {
    const values = hostileValues(days, [3]);
    const expectation = (label: string) => values.find((value) => value.label === label)?.expect;
    expect(expectation("2^31")).toBe("refuse");
    expect(expectation("1e20")).toBe("refuse");
    expect(expectation("1.5")).toBe("refuse");
    expect(expectation("0")).toBe("refuse");
    expect(expectation("2^31-1")).toBe("any");
    expect(expectation("null")).toBe("refuse");
    expect(expectation("absent")).toBe("refuse");
  });

  it("tells ids by their names", () => {
    expect(isIdField(["entityId"])).toBe(true);
    expect(isIdField(["alert", "id"])).toBe(true);
    expect(isIdField(["entityIds", 0])).toBe(true);
    expect(isIdField(["entityIds"])).toBe(false);
    expect(isIdField(["staffPerTeam"])).toBe(false);
  });
});

describe("a case's body", () => {
  const valid = { title: "Marathon", texts: [{ language: "fr", title: "Alerte" }] };

  it("replaces one field, nested or in a list, and leaves the valid body as it was", () => {
    expect(replaceAt(valid, ["texts", 0, "title"], "\ud800")).toEqual({
      title: "Marathon",
      texts: [{ language: "fr", title: "\ud800" }],
    });
    expect(valid.texts[0]?.title).toBe("Alerte");
  });

  it("leaves a field out, makes the parents a field needs, drops a list's item", () => {
    expect(replaceAt(valid, ["title"], absent)).toEqual({ texts: valid.texts });
    expect(replaceAt(valid, ["recurrence", "nth", "value"], 9)).toMatchObject({
      recurrence: { nth: { value: 9 } },
    });
    expect(replaceAt(valid, ["texts", 0], absent)).toEqual({ title: "Marathon", texts: [] });
  });
});
