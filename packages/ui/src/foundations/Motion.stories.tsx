import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import type { UiLocale } from "../i18n/locales";
import { storyLocale } from "../storybook/storyLocale";
import { storyTheme, storyThemeClassNames } from "../storybook/storyTheme";
import { vars } from "../tokens/contract.css";
import * as styles from "./Foundations.css";
import { foundationsCopy } from "./foundationsCopy";
import { useThemeValues } from "./themeValues";

const references = {
  fast: vars.motion.duration.fast,
  normal: vars.motion.duration.normal,
  slow: vars.motion.duration.slow,
  standard: vars.motion.easing.standard,
} as const;

type MotionToken = keyof typeof references;

const tokens: readonly { key: MotionToken; name: string }[] = [
  { key: "fast", name: "motion.duration.fast" },
  { key: "normal", name: "motion.duration.normal" },
  { key: "slow", name: "motion.duration.slow" },
  { key: "standard", name: "motion.easing.standard" },
];

/** The curve of a `cubic-bezier()` drawn in a square (time across, progress up), not animated. */
function EasingCurve({ easing }: { easing: string | undefined }) {
  const points = /cubic-bezier\(([^)]+)\)/
    .exec(easing ?? "")?.[1]
    ?.split(",")
    .map(Number);
  if (points?.length !== 4) return null;
  const [x1, y1, x2, y2] = points as [number, number, number, number];
  const size = 40;
  const at = (x: number, y: number) => `${x * size} ${(1 - y) * size}`;
  return (
    <svg width={size} height={size} viewBox={`-2 -2 ${size + 4} ${size + 4}`} aria-hidden="true">
      <rect x={0} y={0} width={size} height={size} fill="none" stroke={vars.color.borderSubtle} />
      <path
        d={`M${at(0, 0)} C${at(x1, y1)} ${at(x2, y2)} ${at(1, 1)}`}
        fill="none"
        stroke={vars.color.info}
        strokeWidth={2}
      />
    </svg>
  );
}

/** Durations and easing as a table: the values of the theme, not the zeroed ones of stories. */
function MotionTable({ locale, themeClass }: { locale: UiLocale; themeClass: string }) {
  const copy = foundationsCopy[locale];
  const declared = useThemeValues(themeClass, references);
  const reducedMotion = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
  return (
    <div className={styles.page}>
      <h2 className={styles.title}>{copy.motion.title}</h2>
      <p className={styles.intro}>{copy.motion.intro}</p>
      <table className={styles.table}>
        <thead>
          <tr>
            <th className={styles.headerCell}>{copy.columns.token}</th>
            <th className={styles.headerCell}>{copy.columns.value}</th>
            <th className={styles.headerCell}>{copy.columns.use}</th>
          </tr>
        </thead>
        <tbody>
          {tokens.map(({ key, name }) => (
            <tr key={key}>
              <td className={styles.cell}>
                <code className={styles.code}>{name}</code>
              </td>
              <td className={styles.cell}>
                <span className={styles.valueWithSample}>
                  <code className={styles.code}>{declared[key] ?? "…"}</code>
                  {key === "standard" ? <EasingCurve easing={declared[key]} /> : null}
                </span>
              </td>
              <td className={styles.cell}>{copy.motion.uses[key]}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {reducedMotion ? <p className={styles.intro}>{copy.motion.reduced}</p> : null}
    </div>
  );
}

const meta = {
  title: "Foundations/Motion",
  component: MotionTable,
  parameters: {
    docs: {
      description: {
        component:
          "`vars.motion`. Every transition reads these tokens, so `prefers-reduced-motion: reduce` (see `tokens/reset.css.ts`) and the story frame switch all of them off at once.",
      },
    },
  },
  render: (_args, { globals }) => (
    <MotionTable
      locale={storyLocale(globals)}
      themeClass={storyThemeClassNames[storyTheme(globals)]}
    />
  ),
} satisfies Meta<typeof MotionTable>;

export default meta;
type Story = StoryObj<typeof meta>;

const args = { locale: "fr", themeClass: "" } as const;

export const Default: Story = {
  args,
  play: async ({ canvas }) => {
    await expect(canvas.getByText("motion.duration.fast").closest("tr")).toHaveTextContent("120ms");
    await expect(canvas.getByText("motion.easing.standard").closest("tr")).toHaveTextContent(
      "cubic-bezier(0.2, 0, 0, 1)",
    );
  },
};

export const HighContrast: Story = { args, globals: { theme: "highContrast" } };
