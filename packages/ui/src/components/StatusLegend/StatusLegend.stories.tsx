import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import type { UiLocale } from "../../i18n/locales";
import { storyNarrow } from "../../storybook/storyFrame.css";
import { StatusLegend } from "./StatusLegend";

const meta = {
  title: "Domain/StatusLegend",
  component: StatusLegend,
} satisfies Meta<typeof StatusLegend>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every status, then every staff completeness, each with the badge's shape and word. */
export const Default: Story = {
  play: async ({ canvas, userEvent }) => {
    const legend = canvas.getByRole("list", { name: "Légende" });
    await expect(legend.querySelectorAll("li")).toHaveLength(8);
    // A legend explains, it does nothing: Tab goes past it.
    await userEvent.tab();
    await expect(document.body).toHaveFocus();
  },
};

/** In a column narrower than the line, the entries wrap; none is cut. */
export const Narrow: Story = {
  globals: { locale: "de" },
  render: (args) => (
    <div className={storyNarrow}>
      <StatusLegend {...args} />
    </div>
  ),
  play: async ({ canvas }) => {
    const legend = canvas.getByRole("list");
    await expect(legend.scrollWidth).toBeLessThanOrEqual(legend.clientWidth);
  },
};

/** The high-contrast theme: the muted words keep their documented pair. */
export const HighContrast: Story = {
  globals: { theme: "highContrast" },
};

const words: Record<UiLocale, readonly string[]> = {
  fr: ["Brouillon", "Annulé", "Complet", "Aucun personnel"],
  en: ["Draft", "Cancelled", "Fully staffed", "Staff to validate"],
  de: ["Entwurf", "Abgesagt", "Vollständig besetzt", "Personal zu bestätigen"],
};

const inLanguage = (locale: UiLocale): Story => ({
  globals: { locale },
  play: async ({ canvas }) => {
    for (const word of words[locale]) await expect(canvas.getByText(word)).toBeVisible();
  },
});

export const French: Story = inLanguage("fr");
export const English: Story = inLanguage("en");
export const German: Story = inLanguage("de");
