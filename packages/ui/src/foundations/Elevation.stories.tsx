import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import type { UiLocale } from "../i18n/locales";
import { storyLocale } from "../storybook/storyLocale";
import { vars } from "../tokens/contract.css";
import * as elevationStyles from "./Elevation.css";
import * as styles from "./Foundations.css";
import { foundationsCopy } from "./foundationsCopy";

type Elevation = keyof typeof vars.elevation;

const elevations = Object.keys(vars.elevation) as Elevation[];

/** The ground each row of cards sits on: the page, then a grouped surface. */
const grounds = [
  { key: "onBackground", color: vars.color.background },
  { key: "onSurface", color: vars.color.surface },
] as const;

/** Each elevation on the page background and on a surface. */
function ElevationScale({ locale }: { locale: UiLocale }) {
  const copy = foundationsCopy[locale];
  return (
    <div className={styles.page}>
      <h2 className={styles.title}>{copy.elevation.title}</h2>
      <p className={styles.intro}>{copy.elevation.intro}</p>
      {grounds.map((ground) => (
        <section key={ground.key}>
          <h3 className={styles.sectionTitle}>{copy.elevation[ground.key]}</h3>
          <div className={elevationStyles.ground} style={{ backgroundColor: ground.color }}>
            {elevations.map((name) => (
              <div
                key={name}
                className={elevationStyles.card}
                style={{ boxShadow: vars.elevation[name] }}
                data-elevation={name}
              >
                <code className={styles.code}>{`elevation.${name}`}</code>
              </div>
            ))}
          </div>
        </section>
      ))}
    </div>
  );
}

const meta = {
  title: "Foundations/Elevation",
  component: ElevationScale,
  parameters: {
    docs: {
      description: {
        component:
          "`vars.elevation`: `raised` for cards and sticky headers, `overlay` for popovers, menus and dialogs. The high-contrast theme replaces the soft shadows by an outline.",
      },
    },
  },
  render: (_args, { globals }) => <ElevationScale locale={storyLocale(globals)} />,
} satisfies Meta<typeof ElevationScale>;

export default meta;
type Story = StoryObj<typeof meta>;

const args = { locale: "fr" } as const;

export const Default: Story = {
  args,
  play: async ({ canvasElement }) => {
    const overlay = canvasElement.querySelector<HTMLElement>("[data-elevation='overlay']");
    await expect(overlay && getComputedStyle(overlay).boxShadow).toContain("24px");
  },
};

/** Elevation as an outline: a shadow this light would vanish next to black text. */
export const HighContrast: Story = {
  args,
  globals: { theme: "highContrast" },
  play: async ({ canvasElement }) => {
    const raised = canvasElement.querySelector<HTMLElement>("[data-elevation='raised']");
    await expect(raised && getComputedStyle(raised).boxShadow).toBe("rgb(0, 0, 0) 0px 0px 0px 1px");
  },
};
