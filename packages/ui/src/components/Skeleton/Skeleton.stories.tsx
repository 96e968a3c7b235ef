import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import type { UiLocale } from "../../i18n/locales";
import { storyNarrow } from "../../storybook/storyFrame.css";
import { storyLocale } from "../../storybook/storyLocale";
import { sprinkles } from "../../tokens/sprinkles.css";
import { Skeleton } from "./Skeleton";
import { skeletonCircleSizes } from "./Skeleton.css";
import { SkeletonShape } from "./SkeletonShape";

/** Sample labels, in every language the toolbar offers (not part of the shipped catalogue). */
const copy: Record<UiLocale, { planning: string; long: string }> = {
  fr: {
    planning: "Chargement du planning…",
    long: "Chargement des disponibilités de tous les bénévoles de la délégation territoriale…",
  },
  en: {
    planning: "Loading the schedule…",
    long: "Loading the availability of every volunteer of the local branch…",
  },
  de: {
    planning: "Dienstplan wird geladen…",
    long: "Verfügbarkeiten aller Ehrenamtlichen des Kreisverbands werden geladen…",
  },
};

const row = sprinkles({ display: "flex", alignItems: "center", gap: 3 });

/** A person card while it loads: avatar, name and two lines of details. */
const personCard = (
  <div className={row}>
    <SkeletonShape shape="circle" size="lg" />
    <SkeletonShape shape="text" lines={2} />
  </div>
);

const meta = {
  title: "Primitives/Skeleton",
  component: Skeleton,
  args: { children: null },
  decorators: [
    (Story) => (
      <div className={storyNarrow}>
        <Story />
      </div>
    ),
  ],
  render: (args) => (
    <Skeleton {...args}>
      {personCard}
      <SkeletonShape shape="block" height="6rem" />
    </Skeleton>
  ),
} satisfies Meta<typeof Skeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A card loading: one status for the group, every shape hidden. Nothing takes focus. */
export const Default: Story = {
  play: async ({ canvas, canvasElement, userEvent }) => {
    await expect(await canvas.findByRole("status")).toHaveTextContent("Chargement…");
    for (const placeholder of canvasElement.querySelectorAll("[data-story-root] span > span")) {
      await expect(placeholder.closest("[aria-hidden='true']")).not.toBeNull();
    }
    await userEvent.tab();
    await expect(canvasElement.contains(document.activeElement)).toBe(false);
  },
};

/** Lines of text; the last is shorter, as a paragraph's is. */
export const Text: Story = {
  render: (args) => (
    <Skeleton {...args}>
      <SkeletonShape shape="text" lines={3} />
    </Skeleton>
  ),
};

/** A block: a chart, a map, a calendar. */
export const Block: Story = {
  render: (args) => (
    <Skeleton {...args}>
      <SkeletonShape shape="block" height="8rem" />
    </Skeleton>
  ),
};

/** The three circle sizes. */
export const Circle: Story = {
  render: (args) => (
    <Skeleton {...args}>
      <div className={row}>
        {skeletonCircleSizes.map((size) => (
          <SkeletonShape key={size} shape="circle" size={size} />
        ))}
      </div>
    </Skeleton>
  ),
};

/** A list while it loads: many rows, still one status message. */
export const ManyRows: Story = {
  render: (args) => (
    <Skeleton {...args}>
      {["a", "b", "c", "d", "e", "f"].map((key) => (
        <div key={key} className={row}>
          <SkeletonShape shape="circle" size="md" />
          <SkeletonShape shape="text" lines={1} />
        </div>
      ))}
    </Skeleton>
  ),
  play: async ({ canvas }) => {
    await expect(await canvas.findAllByRole("status")).toHaveLength(1);
  },
};

/** Says what is loading; a long label is never shown, only spoken. */
export const WithLabel: Story = {
  render: (args, { globals }) => (
    <Skeleton {...args} label={copy[storyLocale(globals)].long}>
      {personCard}
    </Skeleton>
  ),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole("status")).toHaveTextContent(copy.fr.long);
  },
};

export const HighContrast: Story = { globals: { theme: "highContrast" } };

const inLanguage = (locale: UiLocale, spoken: string): Story => ({
  globals: { locale },
  play: async ({ canvas }) => {
    // The default status is the catalogue's, in the story's language.
    await expect(await canvas.findByRole("status")).toHaveTextContent(spoken);
  },
});

export const French: Story = inLanguage("fr", "Chargement…");
export const English: Story = inLanguage("en", "Loading…");
export const German: Story = inLanguage("de", "Wird geladen…");
