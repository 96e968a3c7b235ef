import { Time } from "@internationalized/date";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, type Mock } from "storybook/test";
import type { UiLocale } from "../../i18n/locales";
import { storyNarrow } from "../../storybook/storyFrame.css";
import { storyLocale } from "../../storybook/storyLocale";
import { TimeField } from "./TimeField";

interface TimeCopy {
  label: string;
  description: string;
  range: string;
  error: string;
  warning: string;
  longLabel: string;
}

/** Sample content, in every language the toolbar offers (not part of the shipped catalogue). */
const copy: Record<UiLocale, TimeCopy> = {
  fr: {
    label: "Heure de prise de poste",
    description: "Par pas de 5 minutes.",
    range: "Entre 07:00 et 20:00.",
    error: "Indiquez l'heure de prise de poste.",
    warning: "Prise de poste avant 07:00 : prévoyez un repas pour les bénévoles.",
    longLabel:
      "Heure de prise de poste des équipes sur le dispositif prévisionnel de secours, telle qu'affichée sur la convocation",
  },
  en: {
    label: "Start of duty",
    description: "In 5-minute steps.",
    range: "Between 07:00 and 20:00.",
    error: "Give the start of duty.",
    warning: "Duty starts before 07:00: plan a meal for the volunteers.",
    longLabel:
      "Time at which the teams take up their posts on the planned first-aid cover, as shown on the call-up",
  },
  de: {
    label: "Dienstbeginn",
    description: "In Schritten von 5 Minuten.",
    range: "Zwischen 07:00 und 20:00.",
    error: "Geben Sie den Dienstbeginn an.",
    warning: "Dienstbeginn vor 07:00: Planen Sie eine Mahlzeit für die Ehrenamtlichen ein.",
    longLabel:
      "Uhrzeit, zu der die Teams ihren Dienst im Sanitätswachdienst antreten, wie auf der Einberufung angegeben",
  },
};

const halfPastEight = new Time(8, 30);

/** The last value given to a story's `onChange` spy, as ISO text. */
const lastValue = (onChange: unknown) => String((onChange as Mock).mock.lastCall?.[0]);

const meta = {
  title: "Primitives/TimeField",
  component: TimeField,
  // Relève's grid, as the planner passes it.
  args: { label: "", onChange: fn(), minuteStep: 5 },
  decorators: [
    (Story) => (
      <div className={storyNarrow}>
        <Story />
      </div>
    ),
  ],
  render: (args, { globals }) => (
    <TimeField {...args} label={args.label || copy[storyLocale(globals)].label} />
  ),
} satisfies Meta<typeof TimeField>;

export default meta;
type Story = StoryObj<typeof meta>;

/** No value yet: "––:––" placeholders. */
export const Empty: Story = {};

/** 24-hour clock: react-aria's default for fr-FR (and de-DE, en-GB). */
export const WithValue: Story = {
  args: { defaultValue: halfPastEight },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole("spinbutton")).toHaveLength(2);
    await expect(canvas.getByRole("spinbutton", { name: /^heure/ })).toHaveAttribute(
      "aria-valuenow",
      "8",
    );
  },
};

/** `hourCycle={12}` overrides the locale: an AM/PM segment appears. */
export const TwelveHourClock: Story = {
  args: { defaultValue: new Time(14, 30), hourCycle: 12 },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole("spinbutton")).toHaveLength(3);
  },
};

/** Outside `minValue`/`maxValue`: invalid, the bound named in the interface's language. */
export const MinMax: Story = {
  args: {
    minValue: new Time(7),
    maxValue: new Time(20),
    defaultValue: new Time(21, 15),
    validationBehavior: "aria",
  },
  render: (args, { globals }) => (
    <TimeField
      {...args}
      label={copy[storyLocale(globals)].label}
      description={copy[storyLocale(globals)].range}
    />
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("group")).toHaveAccessibleDescription(
      expect.stringContaining(`${copy.fr.range} L'heure doit être 20:00 ou plus tôt.`),
    );
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: halfPastEight },
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    for (const segment of canvas.getAllByRole("spinbutton")) {
      await expect(segment).not.toHaveFocus();
    }
  },
};

/** Read-only: focusable, but neither the arrows nor rounding change the time. */
export const ReadOnly: Story = {
  args: { isReadOnly: true, defaultValue: new Time(8, 32) },
  play: async ({ canvas, userEvent, args }) => {
    const minute = canvas.getByRole("spinbutton", { name: /^minute/ });
    await userEvent.click(minute);
    await userEvent.keyboard("{ArrowUp}");
    await userEvent.tab();
    await expect(minute).toHaveAttribute("aria-valuenow", "32");
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const Invalid: Story = {
  args: { isInvalid: true, isRequired: true },
  render: (args, { globals }) => {
    const text = copy[storyLocale(globals)];
    return (
      <TimeField
        {...args}
        label={text.label}
        description={text.description}
        errorMessage={text.error}
      />
    );
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("group")).toHaveAccessibleDescription(
      `${copy.fr.description} ${copy.fr.error}`,
    );
  },
};

export const WithWarning: Story = {
  args: { defaultValue: new Time(6, 30) },
  render: (args, { globals }) => (
    <TimeField
      {...args}
      label={copy[storyLocale(globals)].label}
      warning={copy[storyLocale(globals)].warning}
    />
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("group")).toHaveAccessibleDescription(
      expect.stringContaining(`Avertissement : ${copy.fr.warning}`),
    );
  },
};

export const LongLabel: Story = {
  args: { isRequired: true, defaultValue: halfPastEight },
  render: (args, { globals }) => (
    <TimeField
      {...args}
      label={copy[storyLocale(globals)].longLabel}
      description={copy[storyLocale(globals)].description}
    />
  ),
};

/**
 * Tab reaches the hour, digits fill it and move on to the minutes, ↑/↓ move the minutes along
 * the 5-minute grid, PageUp by a quarter of an hour.
 */
export const KeyboardEntry: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const hour = canvas.getByRole("spinbutton", { name: /^heure/ });
    const minute = canvas.getByRole("spinbutton", { name: /^minute/ });
    await userEvent.tab();
    await expect(hour).toHaveFocus();
    await userEvent.keyboard("08");
    await expect(minute).toHaveFocus();
    await userEvent.keyboard("30");
    await expect(lastValue(args.onChange)).toBe("08:30:00");

    await userEvent.keyboard("{ArrowUp}");
    await expect(minute).toHaveAttribute("aria-valuenow", "35");
    await userEvent.keyboard("{PageUp}");
    await expect(lastValue(args.onChange)).toBe("08:45:00");
    await userEvent.keyboard("{ArrowLeft}{ArrowUp}");
    await expect(lastValue(args.onChange)).toBe("09:45:00");
  },
};

/**
 * Minutes typed off the grid are rounded to the nearest 5 minutes when focus leaves the field,
 * and the new time is announced in a status message.
 */
export const RoundingOnBlur: Story = {
  args: { defaultValue: halfPastEight },
  render: (args, { globals }) => (
    <TimeField
      {...args}
      label={copy[storyLocale(globals)].label}
      description={copy[storyLocale(globals)].description}
    />
  ),
  play: async ({ canvas, userEvent, args }) => {
    const minute = canvas.getByRole("spinbutton", { name: /^minute/ });
    await userEvent.click(minute);
    await userEvent.keyboard("{Backspace}{Backspace}47");
    await expect(minute).toHaveAttribute("aria-valuenow", "47");
    await userEvent.tab();
    await expect(minute).not.toHaveFocus();
    await expect(minute).toHaveAttribute("aria-valuenow", "45");
    await expect(lastValue(args.onChange)).toBe("08:45:00");
    await expect(canvas.getByRole("status")).toHaveTextContent(
      "Heure arrondie à 08:45 : les minutes vont par pas de 5.",
    );
  },
};

/** The high-contrast theme: a focused segment, an invalid field and its message. */
export const HighContrast: Story = {
  ...MinMax,
  globals: { theme: "highContrast" },
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    await expect(canvas.getByRole("spinbutton", { name: /^heure/ })).toHaveFocus();
  },
};

const inLanguage = (locale: UiLocale, hourName: RegExp): Story => ({
  globals: { locale },
  args: { isRequired: true, defaultValue: new Time(14, 5) },
  render: (args) => (
    <TimeField {...args} label={copy[locale].label} description={copy[locale].description} />
  ),
  play: async ({ canvas }) => {
    // 24-hour clock in the three languages: no AM/PM segment.
    await expect(canvas.getAllByRole("spinbutton")).toHaveLength(2);
    await expect(canvas.getAllByRole("spinbutton")[0]).toHaveAccessibleName(hourName);
    await expect(canvas.getByRole("group")).toHaveTextContent("14:05");
  },
});

export const French: Story = inLanguage("fr", /^heure/);
export const English: Story = inLanguage("en", /^hour/);
export const German: Story = inLanguage("de", /^Stunde/);
