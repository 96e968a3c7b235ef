import type { StaffCounts } from "@releve/domain";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import type { UiLocale } from "../../i18n/locales";
import { storyRow } from "../../storybook/storyFrame.css";
import { badgeSizes } from "../Badge/Badge.css";
import { StaffCompletenessBadge, type StaffCompletenessBadgeProps } from "./StaffCompletenessBadge";
import { staffCompletenessBadgeVariants } from "./StaffCompletenessBadge.css";
import { cell, column } from "./StaffCompletenessBadge.stories.css";

/** One means per completeness of the domain, and a means that requires nobody. */
const examples: readonly StaffCounts[] = [
  { required: 5, validated: 5, pending: 0 },
  { required: 5, validated: 3, pending: 2 },
  { required: 5, validated: 3, pending: 0 },
  { required: 5, validated: 0, pending: 0 },
  { required: 0, validated: 0, pending: 0 },
];

const meta = {
  title: "Domain/StaffCompletenessBadge",
  component: StaffCompletenessBadge,
  args: { staff: { required: 5, validated: 3, pending: 0 } },
  argTypes: {
    variant: { control: "inline-radio", options: staffCompletenessBadgeVariants },
    size: { control: "inline-radio", options: badgeSizes },
  },
} satisfies Meta<typeof StaffCompletenessBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A badge shows, it does nothing: Tab goes past it. */
export const Default: Story = {
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByText("3/5")).toBeVisible();
    await expect(
      canvas.getByText("Partiellement pourvu : 3 personnes validées sur 5 requises"),
    ).toBeInTheDocument();
    await userEvent.tab();
    await expect(document.body).toHaveFocus();
  },
};

/** One badge per example, in a row. */
const everyCompleteness = (args: StaffCompletenessBadgeProps) => (
  <div className={storyRow}>
    {examples.map((staff) => (
      <StaffCompletenessBadge key={JSON.stringify(staff)} {...args} staff={staff} />
    ))}
  </div>
);

/** Every completeness of the domain's rule: complete, to validate, partial, none, none required. */
export const Completenesses: Story = {
  render: everyCompleteness,
  play: async ({ canvasElement }) => {
    const shown = [...canvasElement.querySelectorAll("[data-completeness]")].map((badge) =>
      badge.getAttribute("data-completeness"),
    );
    await expect(shown).toEqual([
      "allStaffed",
      "readyStaffed",
      "partiallyStaffed",
      "noneStaffed",
      "allStaffed",
    ]);
  },
};

/** The counts only, for dense tables and calendar cells; the sentence is still read out. */
export const Compact: Story = {
  args: { variant: "compact" },
  render: everyCompleteness,
  play: async ({ canvas }) => {
    await expect(canvas.queryByText("Partiellement pourvu")).toBeNull();
    await expect(
      canvas.getByText(/^Personnel à valider : 3 personnes validées sur 5 requises, 2 en attente/),
    ).toBeInTheDocument();
  },
};

/** Both sizes of both variants. */
export const Sizes: Story = {
  render: (args) => (
    <div className={column}>
      {badgeSizes.flatMap((size) =>
        staffCompletenessBadgeVariants.map((variant) => (
          <StaffCompletenessBadge
            key={`${size}-${variant}`}
            {...args}
            size={size}
            variant={variant}
          />
        )),
      )}
    </div>
  ),
};

/** Large counts keep the language's digit grouping and never break inside "1 200/1 500". */
export const LargeCounts: Story = {
  args: { staff: { required: 1500, validated: 1200, pending: 40 } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText("1 200/1 500")).toBeVisible();
  },
};

/** In a column as narrow as a calendar cell, the word wraps under the counts; nothing overflows. */
export const LongLabel: Story = {
  globals: { locale: "de" },
  render: (args) => (
    <div className={cell}>
      {examples.slice(0, 4).map((staff) => (
        <StaffCompletenessBadge key={JSON.stringify(staff)} {...args} staff={staff} />
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    for (const badge of canvasElement.querySelectorAll<HTMLElement>("[data-completeness]")) {
      await expect(badge.scrollWidth).toBeLessThanOrEqual(badge.clientWidth);
    }
  },
};

/** The high-contrast theme: every tone keeps its documented text-on-surface pair. */
export const HighContrast: Story = {
  globals: { theme: "highContrast" },
  render: everyCompleteness,
};

const sentences: Record<UiLocale, string> = {
  fr: "Personnel à valider : 3 personnes validées sur 5 requises, 2 en attente de validation",
  en: "Staff to validate: 3 of 5 required people validated, 2 awaiting validation",
  de: "Personal zu bestätigen: 3 von 5 benötigten Personen bestätigt, 2 warten auf Bestätigung",
};

const inLanguage = (locale: UiLocale): Story => ({
  globals: { locale },
  render: everyCompleteness,
  play: async ({ canvas }) => {
    await expect(canvas.getByText(sentences[locale])).toBeInTheDocument();
  },
});

export const French: Story = inLanguage("fr");
export const English: Story = inLanguage("en");
export const German: Story = inLanguage("de");
