import type { Meta, StoryObj } from "@storybook/react-vite";
import { useLayoutEffect, useRef, useState } from "react";
import { expect } from "storybook/test";
import type { UiLocale } from "../i18n/locales";
import { storyLocale } from "../storybook/storyLocale";
import { storyTheme, storyThemeClassNames } from "../storybook/storyTheme";
import { vars } from "../tokens/contract.css";
import * as styles from "./Foundations.css";
import { foundationsCopy } from "./foundationsCopy";
import * as spacingStyles from "./Spacing.css";
import { pixels, useThemeValues } from "./themeValues";

type SpaceStep = keyof typeof vars.space;
type SizeName = keyof typeof vars.size;

// Object.keys gives the grid steps as strings ("4"); they index `vars.space` all the same.
const spaceSteps = Object.keys(vars.space) as unknown as SpaceStep[];
const sizeNames = Object.keys(vars.size) as SizeName[];

/** Token references, keyed by the name shown: read once per theme. */
const references = {
  ...Object.fromEntries(spaceSteps.map((step) => [`space.${step}`, vars.space[step]])),
  ...Object.fromEntries(sizeNames.map((name) => [`size.${name}`, vars.size[name]])),
} as Record<string, string>;

interface TokenRowsProps {
  tokens: readonly { name: string; reference: string }[];
  declared: Partial<Record<string, string>>;
  shape: "bar" | "square";
}

/** One row per token: its name, the theme's value, the rendered length, and the sample. */
function TokenRows({ tokens, declared, shape }: TokenRowsProps) {
  const body = useRef<HTMLTableSectionElement>(null);
  const [measured, setMeasured] = useState<Record<string, number>>({});
  useLayoutEffect(() => {
    const samples = body.current?.querySelectorAll<HTMLElement>("[data-token]") ?? [];
    const widths: Record<string, number> = {};
    for (const sample of samples) {
      widths[sample.dataset.token ?? ""] = sample.getBoundingClientRect().width;
    }
    setMeasured(widths);
  }, []);
  return (
    <tbody ref={body}>
      {tokens.map(({ name, reference }) => (
        <tr key={name}>
          <td className={styles.cell}>
            <code className={styles.code}>{name}</code>
          </td>
          <td className={styles.cell}>
            <code className={styles.code}>{declared[name] ?? "…"}</code>
          </td>
          <td className={styles.cell}>
            {measured[name] === undefined ? "…" : pixels(measured[name])}
          </td>
          <td className={styles.cell}>
            <span
              data-token={name}
              className={shape === "bar" ? spacingStyles.bar : spacingStyles.square}
              style={
                shape === "bar"
                  ? { width: reference }
                  : { width: reference, height: `min(${reference}, ${vars.space[12]})` }
              }
            />
          </td>
        </tr>
      ))}
    </tbody>
  );
}

/** The spacing grid and the size tokens, each drawn at its real length. */
function SpacingScale({ locale, themeClass }: { locale: UiLocale; themeClass: string }) {
  const copy = foundationsCopy[locale];
  const declared = useThemeValues(themeClass, references);
  const head = (
    <thead>
      <tr>
        <th className={styles.headerCell}>{copy.columns.token}</th>
        <th className={styles.headerCell}>{copy.columns.value}</th>
        <th className={styles.headerCell}>{copy.columns.pixels}</th>
        <th className={styles.headerCell}>{copy.columns.preview}</th>
      </tr>
    </thead>
  );
  return (
    <div className={styles.page}>
      <h2 className={styles.title}>{copy.spacing.title}</h2>
      <p className={styles.intro}>{copy.spacing.intro}</p>
      <div className={styles.sampleRow}>
        <section>
          <h3 className={styles.sectionTitle}>{copy.spacing.space}</h3>
          <table className={styles.table}>
            {head}
            <TokenRows
              shape="bar"
              declared={declared}
              tokens={spaceSteps.map((step) => ({
                name: `space.${step}`,
                reference: vars.space[step],
              }))}
            />
          </table>
        </section>
        <section>
          <h3 className={styles.sectionTitle}>{copy.spacing.sizes}</h3>
          <table className={styles.table}>
            {head}
            <TokenRows
              shape="square"
              declared={declared}
              tokens={sizeNames.map((name) => ({
                name: `size.${name}`,
                reference: vars.size[name],
              }))}
            />
          </table>
        </section>
      </div>
    </div>
  );
}

const meta = {
  title: "Foundations/Spacing",
  component: SpacingScale,
  parameters: {
    docs: {
      description: {
        component:
          "`vars.space` (the 4 px grid, in rem) and `vars.size`. Values are read from the theme; lengths are measured on the drawn samples.",
      },
    },
  },
  render: (_args, { globals }) => (
    <SpacingScale
      locale={storyLocale(globals)}
      themeClass={storyThemeClassNames[storyTheme(globals)]}
    />
  ),
} satisfies Meta<typeof SpacingScale>;

export default meta;
type Story = StoryObj<typeof meta>;

const args = { locale: "fr", themeClass: "" } as const;

export const Default: Story = {
  args,
  play: async ({ canvas }) => {
    const row = canvas.getByText("space.4").closest("tr");
    await expect(row).toHaveTextContent("space.41rem16 px");
    await expect(canvas.getByText("size.targetMin").closest("tr")).toHaveTextContent("24px24 px");
  },
};

export const HighContrast: Story = { args, globals: { theme: "highContrast" } };
