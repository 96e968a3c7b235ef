import { meansStatuses } from "@releve/domain";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import type { UiLocale } from "../../i18n/locales";
import { storyRow } from "../../storybook/storyFrame.css";
import { badgeSizes } from "../Badge/Badge.css";
import { cell } from "../StaffCompletenessBadge/StaffCompletenessBadge.stories.css";
import { MeansStatusBadge, type MeansStatusBadgeProps } from "./MeansStatusBadge";

const meta = {
  title: "Domain/MeansStatusBadge",
  component: MeansStatusBadge,
  args: { status: "open" },
  argTypes: {
    status: { control: "inline-radio", options: meansStatuses },
    size: { control: "inline-radio", options: badgeSizes },
  },
} satisfies Meta<typeof MeansStatusBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A badge shows, it does nothing: Tab goes past it. */
export const Default: Story = {
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByText("Ouvert")).toBeVisible();
    await userEvent.tab();
    await expect(document.body).toHaveFocus();
  },
};

/** One badge per status of the domain, in a row. */
const everyStatus = (args: MeansStatusBadgeProps) => (
  <div className={storyRow}>
    {meansStatuses.map((status) => (
      <MeansStatusBadge key={status} {...args} status={status} />
    ))}
  </div>
);

/** Every status of the domain, each with its tone and its own shape. */
export const Statuses: Story = {
  render: everyStatus,
  play: async ({ canvasElement }) => {
    const shown = [...canvasElement.querySelectorAll("[data-status]")].map((badge) =>
      badge.getAttribute("data-status"),
    );
    await expect(shown).toEqual([...meansStatuses]);
    for (const svg of canvasElement.querySelectorAll("svg")) {
      await expect(svg).toHaveAttribute("aria-hidden", "true");
    }
  },
};

/** Both sizes of every status. */
export const Sizes: Story = {
  render: (args) => (
    <div className={storyRow}>
      {badgeSizes.flatMap((size) =>
        meansStatuses.map((status) => (
          <MeansStatusBadge key={`${size}-${status}`} {...args} status={status} size={size} />
        )),
      )}
    </div>
  ),
};

/** In a column narrower than the words, a status wraps inside its badge; nothing overflows. */
export const LongLabel: Story = {
  globals: { locale: "de" },
  render: (args) => (
    <div className={cell}>
      {meansStatuses.map((status) => (
        <MeansStatusBadge key={status} {...args} status={status} />
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    for (const badge of canvasElement.querySelectorAll<HTMLElement>("[data-status]")) {
      await expect(badge.scrollWidth).toBeLessThanOrEqual(badge.clientWidth);
    }
  },
};

/** The high-contrast theme: every tone keeps its documented text-on-surface pair. */
export const HighContrast: Story = {
  globals: { theme: "highContrast" },
  render: everyStatus,
};

const words: Record<UiLocale, readonly string[]> = {
  fr: ["Brouillon", "Public", "Ouvert", "Annulé"],
  en: ["Draft", "Public", "Open", "Cancelled"],
  de: ["Entwurf", "Öffentlich", "Offen", "Abgesagt"],
};

const inLanguage = (locale: UiLocale): Story => ({
  globals: { locale },
  render: everyStatus,
  play: async ({ canvas }) => {
    for (const word of words[locale]) await expect(canvas.getByText(word)).toBeVisible();
  },
});

export const French: Story = inLanguage("fr");
export const English: Story = inLanguage("en");
export const German: Story = inLanguage("de");
