import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { findingCodes, findingParams, isFindingCode } from "./finding-codes.js";

/**
 * Reads the domain's sources for the codes its findings carry, so that no rule ships a code the
 * planner has no message for: the code of every `blocking(`, `warning(` and `hint(` call, and the
 * message of every Valibot schema or action (a finding code, through `issuesToFindings`).
 */

const sourceRoot = path.resolve(import.meta.dirname, "..");

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(folder, entry.name);
    if (entry.isDirectory()) return entry.name === "test-support" ? [] : sourceFiles(file);
    const isSource = entry.name.endsWith(".ts") && !entry.name.endsWith(".test.ts");
    return isSource && entry.name !== "test-setup.ts" ? [file] : [];
  });
}

/** A source with its comments blanked out, strings and templates kept, offsets unchanged. */
function withoutComments(source: string): string {
  let result = "";
  let index = 0;
  while (index < source.length) {
    const rest = source.slice(index, index + 2);
    const char = source[index] as string;
    if (rest === "//" || rest === "/*") {
      const end = rest === "//" ? source.indexOf("\n", index) : source.indexOf("*/", index + 2) + 2;
      const stop = end < index + 2 ? source.length : end;
      result += source.slice(index, stop).replace(/[^\n]/g, " ");
      index = stop;
    } else if (char === '"' || char === "'" || char === "`") {
      const stop = stringEnd(source, index);
      result += source.slice(index, stop);
      index = stop;
    } else {
      result += char;
      index += 1;
    }
  }
  return result;
}

/** The offset after the string or template that starts at `start` (templates may nest). */
function stringEnd(source: string, start: number): number {
  const quote = source[start];
  let index = start + 1;
  while (index < source.length && source[index] !== quote) {
    if (source[index] === "\\") index += 1;
    else if (quote === "`" && source.startsWith("${", index)) index = closing(source, index + 1);
    index += 1;
  }
  return index + 1;
}

/** The offset of the bracket that closes the one at `open`, strings skipped. */
function closing(source: string, open: number): number {
  let depth = 0;
  for (let index = open; index < source.length; index += 1) {
    const char = source[index] as string;
    if (char === '"' || char === "'" || char === "`") index = stringEnd(source, index) - 1;
    else if ("([{".includes(char)) depth += 1;
    else if (")]}".includes(char) && --depth === 0) return index;
  }
  throw new Error(`Unbalanced bracket at ${open}`);
}

/** The top-level arguments of the call whose opening parenthesis is at `open`, trimmed. */
function argumentsAt(source: string, open: number): string[] {
  const end = closing(source, open);
  const args: string[] = [];
  let from = open + 1;
  for (let index = from; index < end; index += 1) {
    const char = source[index] as string;
    if (char === '"' || char === "'" || char === "`") index = stringEnd(source, index) - 1;
    else if ("([{".includes(char)) index = closing(source, index);
    else if (char === ",") {
      args.push(source.slice(from, index).trim());
      from = index + 1;
    }
  }
  args.push(source.slice(from, end).trim());
  return args.filter((arg) => arg !== "");
}

interface Call {
  file: string;
  name: string;
  args: string[];
  at: number;
  source: string;
}

function callsOf(pattern: RegExp, folder = sourceRoot): Call[] {
  return sourceFiles(folder).flatMap((full) => {
    const source = withoutComments(readFileSync(full, "utf8"));
    const file = path.relative(sourceRoot, full);
    return [...source.matchAll(pattern)].map((match) => {
      const open = (match.index ?? 0) + match[0].length - 1;
      return { file, name: match[1] as string, args: argumentsAt(source, open), at: open, source };
    });
  });
}

const literal = /^"([^"\\]*)"$/;
const literalOf = (arg: string | undefined) => (arg ? literal.exec(arg)?.[1] : undefined);
const conditional = /^[^"]*\?\s*"([^"\\]*)"\s*:\s*"([^"\\]*)"$/;

/** The codes an argument writes: a literal, or the two literals of a condition. */
function codesOf(arg: string | undefined): string[] | undefined {
  const code = literalOf(arg);
  if (code !== undefined) return [code];
  const branches = arg ? conditional.exec(arg) : null;
  return branches ? [branches[1] as string, branches[2] as string] : undefined;
}

/** The keys of an object literal (`{ min: 1, fileName }`), spreads left out. */
function keysOf(object: string): string[] {
  const inner = object.trim().replace(/^\{|\}$/g, "");
  return argumentsAt(`(${inner})`, 0)
    .filter((entry) => !entry.startsWith("..."))
    .map((entry) => entry.split(":")[0]?.trim() as string);
}

/** The keys of a call's parameters: an object literal, or the nearest `const name = {…}` above. */
function paramKeysOf(call: Call): string[] | undefined {
  const params = call.args[2];
  if (!params) return [];
  if (params.startsWith("{")) return keysOf(params);
  const before = call.source.slice(0, call.at);
  const definition = [...before.matchAll(new RegExp(`const ${params} = \\{`, "g"))].at(-1);
  if (!definition) return undefined;
  const open = (definition.index ?? 0) + definition[0].length - 1;
  return keysOf(call.source.slice(open, closing(call.source, open) + 1));
}

const findingCalls = callsOf(/(?<![\w.])(blocking|warning|hint)\(/g).filter(
  (call) => call.file !== "findings.ts",
);
// Valibot's calls whose string arguments are values (a literal, a variant's key, a default).
const valueArguments: Record<string, number> = {
  literal: 1,
  variant: 2,
  optional: 2,
  nullable: 2,
  nullish: 2,
  exactOptional: 2,
  undefinedable: 2,
  fallback: 2,
};
// The forms' schemas only: a call's request schema is refused as a whole (`invalidRequest`).
const valibotMessages = callsOf(/\bv\.(\w+)\(/g, path.join(sourceRoot, "forms")).flatMap((call) =>
  call.args
    .slice(valueArguments[call.name] ?? 0)
    .map(literalOf)
    .filter((message) => message !== undefined)
    .map((message) => ({ ...call, message })),
);

/**
 * The codes passed through a variable, each with where its values are written: a new one must
 * say so here, or its codes would go unchecked.
 */
const indirections: Record<string, () => string[]> = {
  // The privilege's sides name their unknown-id codes as properties.
  "permissions/privilege.ts side.unknownItem": () => propertyLiterals("unknownItem"),
  "permissions/privilege.ts side.unknownType": () => propertyLiterals("unknownType"),
  // A period within another: the code its callers give.
  "forms/rules.ts code": () =>
    callsOf(/(?<!function )\b(checkWithinPeriod)\(/g).map(
      (call) => literalOf(call.args[2]) ?? `${call.args[2]}`,
    ),
  // A schema's issue: its message, else what `codeOf` makes of Valibot's own sentences.
  "forms/validation.ts codeOf(issue)": () => [
    ...valibotMessages.map((call) => call.message),
    ...returnedLiterals("forms/validation.ts", "codeOf"),
  ],
};

function propertyLiterals(property: string): string[] {
  const calls = findingCalls.filter((call) => call.args[1]?.endsWith(`.${property}`));
  return calls.flatMap((call) =>
    [...call.source.matchAll(new RegExp(`\\b${property}: "([^"]+)"`, "g"))].map(
      (match) => match[1] as string,
    ),
  );
}

function returnedLiterals(file: string, name: string): string[] {
  const source = withoutComments(readFileSync(path.join(sourceRoot, file), "utf8"));
  const start = source.indexOf(`function ${name}(`);
  const body = source.slice(start, closing(source, source.indexOf("{", start)));
  return [...body.matchAll(/"([a-z][A-Za-z.]*)"/g)].map((match) => match[1] as string);
}

const indirect = findingCalls.filter((call) => codesOf(call.args[1]) === undefined);
const emitted = new Set([
  ...findingCalls.flatMap((call) => codesOf(call.args[1]) ?? []),
  ...Object.values(indirections).flatMap((codes) => codes()),
]);
/** The codes only the API emits, checking the ids a form names against the stored data. */
const emittedByTheApiOnly = new Set(["value.unknown"]);

describe("the finding codes (spec 02 §5)", () => {
  it("finds the rules and schema messages it reads", () => {
    expect(findingCalls.length).toBeGreaterThan(80);
    expect(valibotMessages.length).toBeGreaterThan(15);
    expect(emitted).toContain("registration.startTooEarly");
    expect(emitted).toContain("scope.unknownEntityType");
    expect(emitted).toContain("means.outsideActivityPeriod");
    expect(emitted).toContain("value.invalid");
  });

  it("knows where every code passed through a variable comes from", () => {
    const expressions = indirect.map((call) => `${call.file} ${call.args[1]}`);
    expect([...new Set(expressions)].sort()).toEqual(Object.keys(indirections).sort());
  });

  it("lists every code a rule or a schema emits", () => {
    const unlisted = [...emitted].filter((code) => !isFindingCode(code));
    expect(unlisted).toEqual([]);
  });

  it("lists no code that nothing emits", () => {
    const unused = findingCodes.filter(
      (code) => !emitted.has(code) && !emittedByTheApiOnly.has(code),
    );
    expect(unused).toEqual([]);
    for (const code of emittedByTheApiOnly) expect(emitted, code).not.toContain(code);
  });

  it("declares the parameters each rule gives its code", () => {
    for (const call of findingCalls) {
      const keys = paramKeysOf(call);
      for (const code of (codesOf(call.args[1]) ?? []).filter(isFindingCode)) {
        expect(keys, `${call.file}: parameters of ${code}`).toBeDefined();
        for (const key of keys ?? []) {
          expect(findingParams[code] as readonly string[], `${call.file}: ${code}`).toContain(key);
        }
      }
    }
    // A bound of a schema gives its value as `min` or `max` (issuesToFindings).
    for (const { name, message } of valibotMessages) {
      const bound = /^(min|max)[A-Z]/.exec(name)?.[1];
      if (!bound || !isFindingCode(message)) continue;
      expect(findingParams[message] as readonly string[], message).toContain(bound);
    }
  });

  it("writes each code once, in the shape `issuesToFindings` keeps", () => {
    expect(new Set(findingCodes).size).toBe(findingCodes.length);
    for (const code of findingCodes) expect(code).toMatch(/^[a-z][A-Za-z]*(\.[a-z][A-Za-z]*)*$/);
    expect(isFindingCode("constructor")).toBe(false);
  });
});
