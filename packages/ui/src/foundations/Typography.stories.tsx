import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import type { UiLocale } from "../i18n/locales";
import { storyLocale } from "../storybook/storyLocale";
import { storyTheme, storyThemeClassNames } from "../storybook/storyTheme";
import { vars } from "../tokens/contract.css";
import * as styles from "./Foundations.css";
import { foundationsCopy } from "./foundationsCopy";
import * as typeStyles from "./Typography.css";
import { useThemeValues } from "./themeValues";

const { size, weight, lineHeight, family } = vars.font;
type FontSize = keyof typeof size;
type FontWeight = keyof typeof weight;
type LineHeight = keyof typeof lineHeight;
type FontFamily = keyof typeof family;

const sizes = Object.keys(size) as FontSize[];
const weights = Object.keys(weight) as FontWeight[];
const lineHeights = Object.keys(lineHeight) as LineHeight[];
const families = Object.keys(family) as FontFamily[];

const references: Record<string, string> = {
  ...Object.fromEntries(sizes.map((name) => [`size.${name}`, size[name]])),
  ...Object.fromEntries(weights.map((name) => [`weight.${name}`, weight[name]])),
  ...Object.fromEntries(lineHeights.map((name) => [`lineHeight.${name}`, lineHeight[name]])),
};

interface TypeScaleProps {
  locale: UiLocale;
  themeClass: string;
}

/** Sizes, weights, line heights and families of the theme, with text in the story's language. */
function TypeScale({ locale, themeClass }: TypeScaleProps) {
  const copy = foundationsCopy[locale];
  const declared = useThemeValues(themeClass, references);
  const columns = (
    <thead>
      <tr>
        <th className={styles.headerCell}>{copy.columns.token}</th>
        <th className={styles.headerCell}>{copy.columns.value}</th>
        <th className={styles.headerCell}>{copy.columns.preview}</th>
      </tr>
    </thead>
  );
  const row = (name: string, style: React.CSSProperties) => (
    <tr key={name}>
      <td className={styles.cell}>
        <code className={styles.code}>{`font.${name}`}</code>
      </td>
      <td className={styles.cell}>
        <code className={styles.code}>{declared[name] ?? "…"}</code>
      </td>
      <td className={`${styles.cell} ${typeStyles.sampleCell}`} style={style}>
        {copy.typography.sample}
      </td>
    </tr>
  );
  return (
    <div className={styles.page}>
      <h2 className={styles.title}>{copy.typography.title}</h2>
      <p className={styles.intro}>{copy.typography.intro}</p>
      <div className={typeStyles.columns}>
        <section>
          <h3 className={styles.sectionTitle}>{copy.typography.sizes}</h3>
          <table className={styles.table}>
            {columns}
            <tbody>{sizes.map((name) => row(`size.${name}`, { fontSize: size[name] }))}</tbody>
          </table>
        </section>
        <section>
          <h3 className={styles.sectionTitle}>{copy.typography.weights}</h3>
          <table className={styles.table}>
            {columns}
            <tbody>
              {weights.map((name) => row(`weight.${name}`, { fontWeight: weight[name] }))}
            </tbody>
          </table>
        </section>
        <section>
          <h3 className={styles.sectionTitle}>{copy.typography.families}</h3>
          <table className={styles.table}>
            <tbody>
              {families.map((name) => (
                <tr key={name}>
                  <td className={styles.cell}>
                    <code className={styles.code}>{`font.family.${name}`}</code>
                  </td>
                  <td
                    className={`${styles.cell} ${typeStyles.sampleCell}`}
                    style={{ fontFamily: family[name] }}
                  >
                    {copy.typography.sample}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
        <section>
          <h3 className={styles.sectionTitle}>{copy.typography.lineHeights}</h3>
          <div className={typeStyles.pair}>
            {lineHeights.map((name) => (
              <figure key={name} className={styles.sample} style={{ margin: 0 }}>
                <p className={typeStyles.paragraph} style={{ lineHeight: lineHeight[name] }}>
                  {copy.typography.paragraph}
                </p>
                <figcaption>
                  <code className={styles.code}>{`font.lineHeight.${name}`}</code>{" "}
                  <code className={styles.code}>{declared[`lineHeight.${name}`] ?? "…"}</code>
                </figcaption>
              </figure>
            ))}
          </div>
        </section>
      </div>
    </div>
  );
}

const meta = {
  title: "Foundations/Typography",
  component: TypeScale,
  parameters: {
    docs: {
      description: {
        component:
          "`vars.font`: Inter (shipped, see `tokens/fonts.ts`), a rem type scale, four weights and two line heights, shown with French, English and German text (accents, ß, typographic quotes).",
      },
    },
  },
  render: (_args, { globals }) => (
    <TypeScale
      locale={storyLocale(globals)}
      themeClass={storyThemeClassNames[storyTheme(globals)]}
    />
  ),
} satisfies Meta<typeof TypeScale>;

export default meta;
type Story = StoryObj<typeof meta>;

const args = { locale: "fr", themeClass: "" } as const;

export const Default: Story = {
  args,
  play: async ({ canvas }) => {
    await expect(canvas.getByText("font.size.xxl").closest("tr")).toHaveTextContent(
      "font.size.xxl1.5rem",
    );
    await expect(canvas.getByText("font.weight.bold").closest("tr")).toHaveTextContent("700");
  },
};

export const French: Story = { args, globals: { locale: "fr" } };
export const English: Story = { args, globals: { locale: "en" } };
export const German: Story = { args, globals: { locale: "de" } };
export const HighContrast: Story = { args, globals: { theme: "highContrast" } };
