/**
 * A sister tool's view of @releve/ui: the package as `pnpm pack` ships it (the built `dist`, the
 * published `exports` map), installed in a project outside the workspace, imported by its name,
 * type-checked against its declarations and rendered. Needs `pnpm run build` first (the test
 * command's build stage does it).
 */
import { execFileSync } from "node:child_process";
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  realpathSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

const uiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const domainDir = path.resolve(uiDir, "../domain");
const tsc = path.resolve(uiDir, "../../node_modules/.bin/tsc");

let project: string;

/** Packs a workspace package and unpacks it into the project's node_modules under its name. */
function install(packageDir: string, name: string): void {
  const tarballs = mkdtempSync(path.join(tmpdir(), "releve-pack-"));
  execFileSync("pnpm", ["pack", "--pack-destination", tarballs], {
    cwd: packageDir,
    stdio: "pipe",
  });
  const [tarball] = readdirSync(tarballs);
  if (!tarball) throw new Error(`pnpm pack wrote nothing for ${name}`);
  const target = path.join(project, "node_modules", name);
  mkdirSync(target, { recursive: true });
  execFileSync("tar", ["-xzf", path.join(tarballs, tarball), "-C", target, "--strip-components=1"]);
  rmSync(tarballs, { recursive: true, force: true });
}

/**
 * Links a third-party package the way an installer would place it: the same files the workspace
 * resolved, so no network is needed, found from `node_modules` under `root` (the project's own,
 * or a package's own for its dependencies).
 */
function provide(name: string, from: string, root = project): void {
  const source = realpathSync(path.join(from, "node_modules", name));
  const target = path.join(root, "node_modules", name);
  if (existsSync(target)) return;
  mkdirSync(path.dirname(target), { recursive: true });
  symlinkSync(source, target, "dir");
}

/**
 * What the tool itself installs and hands to the design system: one copy of each, which the
 * design system must use rather than bring its own (its providers would otherwise never meet the
 * components' hooks).
 */
const toolPackages = [
  "react",
  "react-dom",
  "react-aria-components",
  "@lingui/core",
  "@lingui/react",
  "@internationalized/date",
];

beforeAll(() => {
  project = mkdtempSync(path.join(tmpdir(), "releve-sister-tool-"));
  install(uiDir, "@releve/ui");
  install(domainDir, "@releve/domain");
  // The tool's own copies at its top level; each package's other dependencies under the package,
  // where an installer puts what a package alone needs.
  for (const name of toolPackages) provide(name, uiDir);
  for (const [name, from] of [
    ["@releve/ui", uiDir],
    ["@releve/domain", domainDir],
  ] as const) {
    const packageDir = path.join(project, "node_modules", name);
    const shipped = JSON.parse(readFileSync(path.join(packageDir, "package.json"), "utf8"));
    for (const dependency of Object.keys(shipped.dependencies ?? {})) {
      if (!dependency.startsWith("@releve/")) provide(dependency, from, packageDir);
    }
  }
  for (const name of ["@types/react", "@types/react-dom"]) provide(name, uiDir);
  writeFileSync(
    path.join(project, "tool.tsx"),
    `import { setupI18n } from "@lingui/core";
import { I18nProvider } from "@lingui/react";
import {
  Button,
  TextField,
  releveTheme,
  UiLocaleProvider,
  uiMessages,
  type ButtonVariant,
} from "@releve/ui";
import { renderToStaticMarkup } from "react-dom/server";

const variant: ButtonVariant = "danger";

/** What a sister tool renders: a form field and a button, in its language. */
export function renderTool(locale: "en" | "de" = "en"): string {
  const i18n = setupI18n({ locale, messages: { [locale]: uiMessages[locale] } });
  return renderToStaticMarkup(
    <I18nProvider i18n={i18n}>
      <UiLocaleProvider locale={locale}>
        <div className={releveTheme}>
          <TextField label="Vehicle" isRequired />
          <Button variant={variant}>Delete</Button>
        </div>
      </UiLocaleProvider>
    </I18nProvider>,
  );
}
`,
  );
  writeFileSync(
    path.join(project, "tsconfig.json"),
    JSON.stringify({
      compilerOptions: {
        target: "es2022",
        module: "esnext",
        moduleResolution: "bundler",
        jsx: "react-jsx",
        strict: true,
        noEmit: true,
        skipLibCheck: true,
      },
      files: ["tool.tsx"],
    }),
  );
});

afterAll(() => {
  if (project) rmSync(project, { recursive: true, force: true });
});

describe("@releve/ui as a sister tool installs it", () => {
  it("ships only the build and its README, with the published exports map", () => {
    const shipped = JSON.parse(
      readFileSync(path.join(project, "node_modules/@releve/ui/package.json"), "utf8"),
    );
    expect(shipped.exports["."]).toEqual({
      types: "./dist/types/index.d.ts",
      default: "./dist/index.js",
    });
    expect(shipped.exports["./style.css"]).toBe("./dist/style.css");
    expect(shipped.dependencies["@releve/domain"]).toMatch(/^\d+\.\d+\.\d+$/);
    // What the tool provides is a peer, never a dependency: an installer would otherwise give the
    // design system a second copy whenever the tool's version differs.
    for (const name of toolPackages) {
      expect(shipped.peerDependencies[name], name).toBeTypeOf("string");
      expect(shipped.dependencies[name], name).toBeUndefined();
    }
    // (its own dependencies are installed under it, in `node_modules`).
    const files = readdirSync(path.join(project, "node_modules/@releve/ui"));
    expect(files.filter((name) => name !== "node_modules").sort()).toEqual([
      "README.md",
      "dist",
      "package.json",
    ]);
  });

  it("type-checks a tool against the package's declarations", () => {
    expect(() => execFileSync(tsc, ["-p", project], { stdio: "pipe" })).not.toThrow();
  });

  it("renders its components, styled by the shipped stylesheet and translated", async () => {
    const tool = await import(/* @vite-ignore */ path.join(project, "tool.tsx"));
    const html: string = tool.renderTool();
    expect(html).toContain("(required)");
    // The tool's Lingui instance reaches the components: the same tool, in German.
    expect(tool.renderTool("de")).toContain("(Pflichtfeld)");
    expect(html).toMatch(/<button[^>]*>Delete<\/button>/);
    const stylesheet = readFileSync(
      path.join(project, "node_modules/@releve/ui/dist/style.css"),
      "utf8",
    );
    const classes = [...html.matchAll(/class="([^"]+)"/g)].flatMap(
      (match) => match[1]?.split(" ") ?? [],
    );
    expect(classes.length).toBeGreaterThan(3);
    for (const name of classes) expect(stylesheet, `class ${name}`).toContain(`.${name}`);
  });
});
