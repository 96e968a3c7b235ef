import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import type { UiLocale } from "../../i18n/locales";
import { StoryAriaLocale } from "../../storybook/StoryAriaLocale";
import { storyNarrow } from "../../storybook/storyFrame.css";
import { storyLocale } from "../../storybook/storyLocale";
import { ProgressBar } from "./ProgressBar";
import { progressBarSizes } from "./ProgressBar.css";
import { column } from "./ProgressBar.stories.css";

interface ProgressCopy {
  label: string;
  staffing: string;
  staffingValue: (done: number, total: number) => string;
  syncing: string;
  upload: string;
  long: string;
}

/** Sample content, in every language the toolbar offers (not part of the shipped catalogue). */
const copy: Record<UiLocale, ProgressCopy> = {
  fr: {
    label: "Import des bénévoles",
    staffing: "Bénévoles inscrits",
    staffingValue: (done, total) => `${done} sur ${total}`,
    syncing: "Synchronisation du planning",
    upload: "Envoi de la pièce jointe",
    long: "Import des disponibilités de tous les bénévoles de la délégation territoriale pour le trimestre",
  },
  en: {
    label: "Importing volunteers",
    staffing: "Registered volunteers",
    staffingValue: (done, total) => `${done} of ${total}`,
    syncing: "Syncing the schedule",
    upload: "Uploading the attachment",
    long: "Importing the availability of every volunteer of the local branch for the quarter",
  },
  de: {
    label: "Import der Ehrenamtlichen",
    staffing: "Angemeldete Ehrenamtliche",
    staffingValue: (done, total) => `${done} von ${total}`,
    syncing: "Dienstplan wird synchronisiert",
    upload: "Anhang wird hochgeladen",
    long: "Import der Verfügbarkeiten aller Ehrenamtlichen des Kreisverbands für das Quartal",
  },
};

const meta = {
  title: "Primitives/ProgressBar",
  component: ProgressBar,
  args: { value: 40 },
  argTypes: {
    size: { control: "inline-radio", options: progressBarSizes },
    value: { control: { type: "range", min: 0, max: 100 } },
  },
  // A form-wide column, and react-aria's number format for the toolbar language.
  decorators: [
    (Story, { globals }) => (
      <StoryAriaLocale globals={globals}>
        <div className={storyNarrow}>
          <Story />
        </div>
      </StoryAriaLocale>
    ),
  ],
  render: (args, { globals }) => (
    <ProgressBar {...args} label={args.label ?? copy[storyLocale(globals)].label} />
  ),
} satisfies Meta<typeof ProgressBar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Determinate, with its label and percentage. Not focusable: it only reports. */
export const Default: Story = {
  play: async ({ canvas, userEvent }) => {
    const bar = canvas.getByRole("progressbar", { name: "Import des bénévoles" });
    await expect(bar).toHaveAttribute("aria-valuenow", "40");
    await expect(bar).toHaveAttribute("aria-valuetext", "40\u00A0%");
    await userEvent.tab();
    await expect(bar).not.toHaveFocus();
  },
};

export const Empty: Story = { args: { value: 0 } };

export const Complete: Story = { args: { value: 100 } };

/** Progress on another scale, with the value said in words. */
export const WithValueLabel: Story = {
  args: { minValue: 0, maxValue: 12, value: 9 },
  render: (args, { globals }) => {
    const text = copy[storyLocale(globals)];
    return (
      <ProgressBar
        {...args}
        label={text.staffing}
        valueLabel={text.staffingValue(args.value ?? 0, args.maxValue ?? 12)}
      />
    );
  },
  play: async ({ canvas }) => {
    const bar = canvas.getByRole("progressbar", { name: "Bénévoles inscrits" });
    await expect(bar).toHaveAttribute("aria-valuetext", "9 sur 12");
    await expect(bar).toHaveTextContent("9 sur 12");
  },
};

/** The amount is unknown: no value is shown or announced. Held still in pictures. */
export const Indeterminate: Story = {
  args: { isIndeterminate: true },
  render: (args, { globals }) => (
    <ProgressBar {...args} label={copy[storyLocale(globals)].syncing} />
  ),
  play: async ({ canvas }) => {
    const bar = canvas.getByRole("progressbar", { name: "Synchronisation du planning" });
    await expect(bar).not.toHaveAttribute("aria-valuenow");
    await expect(bar).toHaveTextContent(/^Synchronisation du planning$/);
  },
};

/** No visible label (e.g. inside a table cell that says what it is): an `aria-label` names it. */
export const WithoutVisibleLabel: Story = {
  args: { showValueLabel: false, value: 65 },
  render: (args, { globals }) => (
    <ProgressBar {...args} aria-label={copy[storyLocale(globals)].upload} />
  ),
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole("progressbar", { name: "Envoi de la pièce jointe" }),
    ).toHaveAttribute("aria-valuenow", "65");
  },
};

export const Small: Story = { args: { size: "sm" } };

export const Medium: Story = { args: { size: "md" } };

/** Both sizes, determinate and indeterminate. */
export const AllSizes: Story = {
  render: (args, { globals }) => {
    const text = copy[storyLocale(globals)];
    return (
      <div className={column}>
        {progressBarSizes.map((size) => (
          <ProgressBar key={size} {...args} size={size} label={text.label} />
        ))}
        {progressBarSizes.map((size) => (
          <ProgressBar
            key={`${size}-indeterminate`}
            size={size}
            label={text.syncing}
            isIndeterminate
          />
        ))}
      </div>
    );
  },
};

/** A long label wraps; the value stays on the first line, right-aligned. */
export const LongLabel: Story = {
  args: { value: 72 },
  render: (args, { globals }) => <ProgressBar {...args} label={copy[storyLocale(globals)].long} />,
};

export const HighContrast: Story = {
  ...AllSizes,
  globals: { theme: "highContrast" },
};

const inLanguage = (locale: UiLocale, valueText: string): Story => ({
  globals: { locale },
  render: (args) => (
    <div className={column}>
      <ProgressBar {...args} label={copy[locale].label} />
      <ProgressBar
        {...args}
        label={copy[locale].staffing}
        maxValue={12}
        value={9}
        valueLabel={copy[locale].staffingValue(9, 12)}
      />
      <ProgressBar label={copy[locale].syncing} isIndeterminate />
    </div>
  ),
  play: async ({ canvas }) => {
    // The percentage is formatted for the story's language (react-aria's locale).
    const bar = canvas.getByRole("progressbar", { name: copy[locale].label });
    await expect(bar).toHaveAttribute("aria-valuetext", valueText);
  },
});

export const French: Story = inLanguage("fr", "40\u00A0%");
export const English: Story = inLanguage("en", "40%");
export const German: Story = inLanguage("de", "40\u00A0%");
