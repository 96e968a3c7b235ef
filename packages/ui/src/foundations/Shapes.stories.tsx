import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import type { UiLocale } from "../i18n/locales";
import { storyLocale } from "../storybook/storyLocale";
import { storyTheme, storyThemeClassNames } from "../storybook/storyTheme";
import { vars } from "../tokens/contract.css";
import * as styles from "./Foundations.css";
import { foundationsCopy } from "./foundationsCopy";
import * as shapeStyles from "./Shapes.css";
import { useThemeValues } from "./themeValues";

type Radius = keyof typeof vars.radius;
type Border = keyof typeof vars.border;

const radii = Object.keys(vars.radius) as Radius[];
const borders = Object.keys(vars.border) as Border[];

const references: Record<string, string> = {
  ...Object.fromEntries(radii.map((name) => [`radius.${name}`, vars.radius[name]])),
  ...Object.fromEntries(borders.map((name) => [`border.${name}`, vars.border[name]])),
  "focusRing.width": vars.focusRing.width,
  "focusRing.offset": vars.focusRing.offset,
};

interface CaptionProps {
  name: string;
  value: string | undefined;
}

function Caption({ name, value }: CaptionProps) {
  return (
    <figcaption>
      <code className={styles.code}>{name}</code>
      <br />
      <code className={styles.code}>{value ?? "…"}</code>
    </figcaption>
  );
}

/** Corner radii, border widths and the focus ring of the theme. */
function RadiiAndBorders({ locale, themeClass }: { locale: UiLocale; themeClass: string }) {
  const copy = foundationsCopy[locale];
  const declared = useThemeValues(themeClass, references);
  return (
    <div className={styles.page}>
      <h2 className={styles.title}>{copy.shapes.title}</h2>
      <p className={styles.intro}>{copy.shapes.intro}</p>
      <section>
        <h3 className={styles.sectionTitle}>{copy.shapes.radii}</h3>
        <div className={styles.sampleRow}>
          {radii.map((name) => (
            <figure key={name} className={styles.sample} style={{ margin: 0 }}>
              <div className={shapeStyles.tile} style={{ borderRadius: vars.radius[name] }} />
              <Caption name={`radius.${name}`} value={declared[`radius.${name}`]} />
            </figure>
          ))}
        </div>
      </section>
      <section>
        <h3 className={styles.sectionTitle}>{copy.shapes.borders}</h3>
        <div className={styles.sampleRow}>
          {borders.map((name) => (
            <figure key={name} className={styles.sample} style={{ margin: 0 }}>
              <div
                className={shapeStyles.tile}
                style={{ borderWidth: vars.border[name], borderRadius: vars.radius.md }}
              />
              <Caption name={`border.${name}`} value={declared[`border.${name}`]} />
            </figure>
          ))}
        </div>
      </section>
      <section>
        <h3 className={styles.sectionTitle}>{copy.shapes.focusRing}</h3>
        <figure className={styles.sample} style={{ margin: 0 }}>
          <div className={`${shapeStyles.tile} ${shapeStyles.focused}`} />
          <figcaption>
            <code className={styles.code}>focusRing.width</code>{" "}
            <code className={styles.code}>{declared["focusRing.width"] ?? "…"}</code>
            <br />
            <code className={styles.code}>focusRing.offset</code>{" "}
            <code className={styles.code}>{declared["focusRing.offset"] ?? "…"}</code>
          </figcaption>
        </figure>
      </section>
    </div>
  );
}

const meta = {
  title: "Foundations/Radii and borders",
  component: RadiiAndBorders,
  parameters: {
    docs: {
      description: {
        component:
          "`vars.radius`, `vars.border` and `vars.focusRing`. The high-contrast theme doubles the border widths and draws a 3 px ring.",
      },
    },
  },
  render: (_args, { globals }) => (
    <RadiiAndBorders
      locale={storyLocale(globals)}
      themeClass={storyThemeClassNames[storyTheme(globals)]}
    />
  ),
} satisfies Meta<typeof RadiiAndBorders>;

export default meta;
type Story = StoryObj<typeof meta>;

const args = { locale: "fr", themeClass: "" } as const;

export const Default: Story = {
  args,
  play: async ({ canvas }) => {
    await expect(canvas.getByText("border.thin").closest("figure")).toHaveTextContent("1px");
    await expect(canvas.getByText("focusRing.width").closest("figure")).toHaveTextContent(
      "focusRing.width 2px",
    );
  },
};

/** Thicker borders and focus ring. */
export const HighContrast: Story = {
  args,
  globals: { theme: "highContrast" },
  play: async ({ canvas }) => {
    await expect(canvas.getByText("border.thin").closest("figure")).toHaveTextContent("2px");
    await expect(canvas.getByText("focusRing.width").closest("figure")).toHaveTextContent(
      "focusRing.width 3px",
    );
  },
};
