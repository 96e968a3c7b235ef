import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { blocking, hint } from "../findings.js";
import { createValidator, issuesToFindings } from "./validation.js";

function issuesOf(schema: v.GenericSchema, input: unknown) {
  const result = v.safeParse(schema, input, { abortPipeEarly: true });
  return result.issues ?? [];
}

describe("Valibot issues as findings", () => {
  it("reports a missing key, null, or a number left empty (NaN) as required", () => {
    const schema = v.object({ title: v.string(), count: v.number(), id: v.number() });
    expect(issuesToFindings(issuesOf(schema, { count: null, id: Number.NaN }))).toEqual([
      blocking("title", "required"),
      blocking("count", "required"),
      blocking("id", "required"),
    ]);
  });

  it("reports a value of the wrong type as invalid, on its dotted path", () => {
    const schema = v.object({ alertTexts: v.array(v.object({ title: v.string() })) });
    expect(issuesToFindings(issuesOf(schema, { alertTexts: [{ title: 3 }] }))).toEqual([
      blocking("alertTexts.0.title", "value.invalid"),
    ]);
  });

  it("reports an input that is not an object on the whole form", () => {
    expect(issuesToFindings(issuesOf(v.object({}), 5))).toEqual([blocking("", "value.invalid")]);
  });

  it("keeps a message that is a code, with the bound as parameter", () => {
    const schema = v.object({
      count: v.pipe(v.number(), v.minValue(1, "number.tooSmall")),
      label: v.pipe(v.string(), v.maxLength(3, "text.tooLong")),
      step: v.pipe(v.number(), v.multipleOf(5, "number.step")),
    });
    expect(issuesToFindings(issuesOf(schema, { count: 0, label: "abcd", step: 3 }))).toEqual([
      blocking("count", "number.tooSmall", { min: 1 }),
      blocking("label", "text.tooLong", { max: 3 }),
      blocking("step", "number.step"),
    ]);
  });
});

describe("date.outOfRange", () => {
  it("names the supported range, whichever check refuses it", () => {
    const schema = v.object({
      day: v.pipe(
        v.string(),
        v.check(() => false, "date.outOfRange"),
      ),
    });
    expect(issuesToFindings(issuesOf(schema, { day: "0000-01-01" }))).toEqual([
      blocking("day", "date.outOfRange", { min: "1970-01-01", max: "9999-12-31" }),
    ]);
  });
});

describe("validate = parse + check", () => {
  const schema = v.object({ title: v.pipe(v.string(), v.nonEmpty("required")), end: v.string() });
  const validate = createValidator(schema, (values: Partial<v.InferOutput<typeof schema>>) => [
    ...(values.end === "late" ? [blocking("end", "too.late")] : []),
    ...(values.title === undefined
      ? [blocking("title", "rule.onTitle"), hint("title", "a.hint")]
      : []),
  ]);

  it("gives the parsed values and the check's findings when the schema accepts the input", () => {
    expect(validate({ title: "A", end: "late", extra: 1 }, undefined)).toEqual({
      values: { title: "A", end: "late" },
      findings: [blocking("end", "too.late")],
    });
  });

  it("runs the check on the fields the schema accepted", () => {
    expect(validate({ title: "", end: "late" }, undefined)).toEqual({
      findings: [
        blocking("title", "required"),
        blocking("end", "too.late"),
        hint("title", "a.hint"),
      ],
    });
  });

  it("drops a blocking check finding on a field the schema already refused, keeps hints", () => {
    const { findings } = validate({ title: "" }, undefined);
    expect(findings.map((finding) => `${finding.field}:${finding.code}`)).toEqual([
      "title:required",
      "end:required",
      "title:a.hint",
    ]);
  });

  it("checks an empty form when the input is not an object", () => {
    expect(validate(5, undefined)).toEqual({
      findings: [
        blocking("", "value.invalid"),
        blocking("title", "rule.onTitle"),
        hint("title", "a.hint"),
      ],
    });
  });
});
