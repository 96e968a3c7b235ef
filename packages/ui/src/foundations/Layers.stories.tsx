import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import type { UiLocale } from "../i18n/locales";
import { storyLocale } from "../storybook/storyLocale";
import { storyTheme, storyThemeClassNames } from "../storybook/storyTheme";
import { vars } from "../tokens/contract.css";
import * as styles from "./Foundations.css";
import { foundationsCopy } from "./foundationsCopy";
import * as layerStyles from "./Layers.css";
import { useThemeValues } from "./themeValues";

type Layer = keyof typeof vars.zIndex;

/** Lowest first, as the contract lists them. */
const layers = Object.keys(vars.zIndex) as Layer[];

const references = Object.fromEntries(layers.map((name) => [name, vars.zIndex[name]])) as Record<
  Layer,
  string
>;

/**
 * The layers stacked diagonally. They are rendered highest first, so without their z-index the
 * lowest would be painted on top: the picture only looks right if the tokens work.
 */
function LayerStack({ locale, themeClass }: { locale: UiLocale; themeClass: string }) {
  const copy = foundationsCopy[locale];
  const declared = useThemeValues(themeClass, references);
  return (
    <div className={styles.page}>
      <h2 className={styles.title}>{copy.layers.title}</h2>
      <p className={styles.intro}>{copy.layers.intro}</p>
      <div className={layerStyles.stack}>
        {layers.toReversed().map((name) => {
          const step = layers.indexOf(name);
          return (
            <div
              key={name}
              className={layerStyles.layer}
              data-layer={name}
              style={{
                zIndex: vars.zIndex[name],
                insetInlineStart: `calc(${step} * ${vars.space[10]})`,
                insetBlockStart: `calc(${step} * ${vars.space[8]})`,
                backgroundColor: step % 2 === 0 ? vars.color.background : vars.color.surface,
              }}
            >
              <code className={styles.code}>{`zIndex.${name}`}</code>
              <code className={styles.code}>{declared[name] ?? "…"}</code>
            </div>
          );
        })}
      </div>
    </div>
  );
}

const meta = {
  title: "Foundations/Z-index layers",
  component: LayerStack,
  parameters: {
    docs: {
      description: {
        component:
          "`vars.zIndex`, from the page (`base`) to toasts, which stay above an open dialog. Components never write a z-index of their own.",
      },
    },
  },
  render: (_args, { globals }) => (
    <LayerStack
      locale={storyLocale(globals)}
      themeClass={storyThemeClassNames[storyTheme(globals)]}
    />
  ),
} satisfies Meta<typeof LayerStack>;

export default meta;
type Story = StoryObj<typeof meta>;

const args = { locale: "fr", themeClass: "" } as const;

export const Default: Story = {
  args,
  play: async ({ canvasElement }) => {
    // The top-left corner of the toast layer is covered by nothing: it is the highest.
    const toast = canvasElement.querySelector<HTMLElement>("[data-layer='toast']");
    const modal = canvasElement.querySelector<HTMLElement>("[data-layer='modal']");
    const box = modal?.getBoundingClientRect();
    const topmost = box && document.elementFromPoint(box.right - 4, box.bottom - 4);
    await expect(toast?.contains(topmost ?? null)).toBe(true);
    await expect(toast).toHaveTextContent("zIndex.toast1400");
  },
};

export const HighContrast: Story = { args, globals: { theme: "highContrast" } };
