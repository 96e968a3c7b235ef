import { CalendarDate, CalendarDateTime, parseZonedDateTime } from "@internationalized/date";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, type Mock } from "storybook/test";
import type { UiLocale } from "../../i18n/locales";
import { storyNarrow } from "../../storybook/storyFrame.css";
import { storyLocale } from "../../storybook/storyLocale";
import { DateField } from "./DateField";

interface DateCopy {
  label: string;
  description: string;
  range: string;
  error: string;
  warning: string;
  longLabel: string;
}

/** Sample content, in every language the toolbar offers (not part of the shipped catalogue). */
const copy: Record<UiLocale, DateCopy> = {
  fr: {
    label: "Date de l'activité",
    description: "Le jour où les équipes prennent leur poste.",
    range: "Une date de mars 2026.",
    error: "Choisissez une date de mars 2026.",
    warning: "Ce jour tombe pendant les vacances scolaires : les effectifs seront réduits.",
    longLabel:
      "Date de début de l'activité opérationnelle telle qu'elle apparaîtra dans le planning de la délégation territoriale",
  },
  en: {
    label: "Activity date",
    description: "The day the teams take up their posts.",
    range: "A date in March 2026.",
    error: "Choose a date in March 2026.",
    warning: "This day falls in the school holidays: fewer volunteers will be available.",
    longLabel:
      "Start date of the operational activity as it will appear in the schedule of the local branch",
  },
  de: {
    label: "Datum der Aktivität",
    description: "Der Tag, an dem die Teams ihren Dienst antreten.",
    range: "Ein Datum im März 2026.",
    error: "Wählen Sie ein Datum im März 2026.",
    warning: "Dieser Tag fällt in die Schulferien: Es stehen weniger Ehrenamtliche zur Verfügung.",
    longLabel:
      "Beginn der Einsatzaktivität, wie er im Dienstplan der Kreisverbandsgeschäftsstelle erscheint",
  },
};

/** Fixed dates: a picture never depends on the day it is taken. */
const marathonDay = new CalendarDate(2026, 3, 14);
const marchFirst = new CalendarDate(2026, 3, 1);
const marchLast = new CalendarDate(2026, 3, 31);

/** The last value given to a story's `onChange` spy, as ISO text. */
const lastValue = (onChange: unknown) => String((onChange as Mock).mock.lastCall?.[0]);

const meta = {
  title: "Primitives/DateField",
  component: DateField,
  args: { label: "", onChange: fn() },
  decorators: [
    (Story) => (
      <div className={storyNarrow}>
        <Story />
      </div>
    ),
  ],
  render: (args, { globals }) => (
    <DateField {...args} label={args.label || copy[storyLocale(globals)].label} />
  ),
} satisfies Meta<typeof DateField>;

export default meta;
type Story = StoryObj<typeof meta>;

/** No value yet: the segments show the locale's placeholders ("jj/mm/aaaa"). */
export const Empty: Story = {};

export const WithValue: Story = {
  args: { defaultValue: marathonDay },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("spinbutton", { name: /^jour/ })).toHaveAttribute(
      "aria-valuenow",
      "14",
    );
  },
};

/** `granularity="minute"` with a `CalendarDateTime`: hours on a 24-hour clock in French. */
export const DateAndTime: Story = {
  args: { defaultValue: new CalendarDateTime(2026, 3, 14, 8, 30), granularity: "minute" },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole("spinbutton", { name: /^AM\/PM/ })).toBeNull();
    await expect(canvas.getByRole("spinbutton", { name: /^heure/ })).toHaveAttribute(
      "aria-valuenow",
      "8",
    );
  },
};

/** A `ZonedDateTime` shows its time zone, as the planner's instants do. */
export const WithTimeZone: Story = {
  args: {
    defaultValue: parseZonedDateTime("2026-03-14T08:30[Europe/Paris]"),
    granularity: "minute",
  },
};

/** Outside `minValue`/`maxValue`: invalid, with react-aria's message in its locale. */
export const MinMax: Story = {
  args: {
    minValue: marchFirst,
    maxValue: marchLast,
    defaultValue: new CalendarDate(2026, 4, 2),
    // Checked as soon as it is shown, rather than when the form is sent.
    validationBehavior: "aria",
  },
  render: (args, { globals }) => (
    <DateField
      {...args}
      label={copy[storyLocale(globals)].label}
      description={copy[storyLocale(globals)].range}
    />
  ),
  play: async ({ canvas }) => {
    const group = canvas.getByRole("group", { name: copy.fr.label });
    await expect(canvas.getByRole("spinbutton", { name: /^jour/ })).toHaveAttribute(
      "aria-invalid",
      "true",
    );
    // In the interface's language whatever the browser's, the bound written out in full.
    await expect(group).toHaveAccessibleDescription(
      expect.stringContaining(`${copy.fr.range} La date doit être le 31 mars 2026 ou avant.`),
    );
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: marathonDay },
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    for (const segment of canvas.getAllByRole("spinbutton")) {
      await expect(segment).not.toHaveFocus();
      await expect(segment).toHaveAttribute("aria-disabled", "true");
    }
  },
};

/** Read-only: focusable and read out, but the keys change nothing. */
export const ReadOnly: Story = {
  args: { isReadOnly: true, defaultValue: marathonDay },
  play: async ({ canvas, userEvent, args }) => {
    const day = canvas.getByRole("spinbutton", { name: /^jour/ });
    await userEvent.tab();
    await expect(day).toHaveFocus();
    await userEvent.keyboard("{ArrowUp}");
    await expect(day).toHaveAttribute("aria-valuenow", "14");
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const Invalid: Story = {
  args: { isInvalid: true, isRequired: true },
  render: (args, { globals }) => {
    const text = copy[storyLocale(globals)];
    return (
      <DateField
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
    await expect(canvas.getByRole("spinbutton", { name: /^jour/ })).toHaveAttribute(
      "aria-invalid",
      "true",
    );
  },
};

/** A non-blocking warning: the date is accepted, the form can be sent. */
export const WithWarning: Story = {
  args: { defaultValue: marathonDay },
  render: (args, { globals }) => (
    <DateField
      {...args}
      label={copy[storyLocale(globals)].label}
      warning={copy[storyLocale(globals)].warning}
    />
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("spinbutton", { name: /^jour/ })).not.toHaveAttribute(
      "aria-invalid",
    );
    await expect(canvas.getByRole("group")).toHaveAccessibleDescription(
      expect.stringContaining(`Avertissement : ${copy.fr.warning}`),
    );
  },
};

export const LongLabel: Story = {
  args: { isRequired: true, defaultValue: marathonDay },
  render: (args, { globals }) => (
    <DateField
      {...args}
      label={copy[storyLocale(globals)].longLabel}
      description={copy[storyLocale(globals)].description}
    />
  ),
};

/**
 * Tab reaches the day; digits fill a segment and move on to the next; ←/→ move between segments;
 * ↑/↓ change the focused one.
 */
export const KeyboardEntry: Story = {
  args: { placeholderValue: marathonDay },
  play: async ({ canvas, userEvent, args }) => {
    const day = canvas.getByRole("spinbutton", { name: /^jour/ });
    const month = canvas.getByRole("spinbutton", { name: /^mois/ });
    const year = canvas.getByRole("spinbutton", { name: /^année/ });
    await userEvent.tab();
    await expect(day).toHaveFocus();

    await userEvent.keyboard("14");
    await expect(month).toHaveFocus();
    await userEvent.keyboard("03");
    await expect(year).toHaveFocus();
    await userEvent.keyboard("2026");
    await expect(lastValue(args.onChange)).toBe("2026-03-14");

    await userEvent.keyboard("{ArrowLeft}");
    await expect(month).toHaveFocus();
    await userEvent.keyboard("{ArrowUp}");
    await expect(lastValue(args.onChange)).toBe("2026-04-14");
    await userEvent.keyboard("{ArrowDown}{ArrowLeft}{ArrowDown}");
    await expect(day).toHaveFocus();
    await expect(lastValue(args.onChange)).toBe("2026-03-13");
  },
};

/** The high-contrast theme: a focused segment, an invalid field and its message. */
export const HighContrast: Story = {
  ...MinMax,
  globals: { theme: "highContrast" },
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    await expect(canvas.getByRole("spinbutton", { name: /^jour/ })).toHaveFocus();
  },
};

/** The segments' order, separators and names follow react-aria's locale for each language. */
const inLanguage = (locale: UiLocale, firstSegment: RegExp, formatted: string): Story => ({
  globals: { locale },
  args: { isRequired: true, defaultValue: marathonDay },
  render: (args) => (
    <DateField {...args} label={copy[locale].label} description={copy[locale].description} />
  ),
  play: async ({ canvas }) => {
    const segments = canvas.getAllByRole("spinbutton");
    await expect(segments[0]).toHaveAccessibleName(firstSegment);
    await expect(canvas.getByRole("group")).toHaveTextContent(formatted);
  },
});

export const French: Story = inLanguage("fr", /^jour/, "14/03/2026");
export const English: Story = inLanguage("en", /^day/, "14/03/2026");
export const German: Story = inLanguage("de", /^Tag/, "14.03.2026");
