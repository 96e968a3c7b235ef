import { CalendarDate, type DateValue } from "@internationalized/date";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, type Mock, waitFor } from "storybook/test";
import type { UiLocale } from "../../i18n/locales";
import { StoryPickerStage } from "../../storybook/StoryStage";
import { storyLocale } from "../../storybook/storyLocale";
import { DateRangePicker, type DateRangePickerProps } from "./DateRangePicker";

interface RangeCopy {
  label: string;
  description: string;
  range: string;
  error: string;
  warning: string;
  longLabel: string;
}

/** Sample content, in every language the toolbar offers (not part of the shipped catalogue). */
const copy: Record<UiLocale, RangeCopy> = {
  fr: {
    label: "Période du renfort",
    description: "Du premier au dernier jour sur place.",
    range: "En mars 2026.",
    error: "Indiquez la période du renfort.",
    warning: "Plus de sept jours : prévoyez une relève des équipes.",
    longLabel:
      "Période pendant laquelle la délégation territoriale met des bénévoles à disposition du centre d'hébergement d'urgence",
  },
  en: {
    label: "Reinforcement period",
    description: "From the first to the last day on site.",
    range: "In March 2026.",
    error: "Give the reinforcement period.",
    warning: "More than seven days: plan for the teams to be relieved.",
    longLabel: "Period during which the local branch provides volunteers to the emergency shelter",
  },
  de: {
    label: "Zeitraum der Verstärkung",
    description: "Vom ersten bis zum letzten Tag vor Ort.",
    range: "Im März 2026.",
    error: "Geben Sie den Zeitraum der Verstärkung an.",
    warning: "Mehr als sieben Tage: Planen Sie eine Ablösung der Teams ein.",
    longLabel:
      "Zeitraum, in dem der Kreisverband der Notunterkunft Ehrenamtliche zur Verfügung stellt",
  },
};

/** Fixed dates, in a month that is over: react-aria's `[data-today]` never lands in a picture. */
const reinforcement = { start: new CalendarDate(2026, 3, 9), end: new CalendarDate(2026, 3, 15) };
const closedDays = ["2026-03-20", "2026-03-21"];
const isClosed = (date: DateValue) => closedDays.includes(date.toString());

/** The last range given to a story's `onChange` spy, as ISO text. */
const lastRange = (onChange: unknown) => {
  const range = (onChange as Mock).mock.lastCall?.[0] as { start: DateValue; end: DateValue };
  return `${range?.start} → ${range?.end}`;
};

/** The picker in a frame that holds its popover, labelled in the story's language. */
const renderPicker = (
  args: DateRangePickerProps<DateValue>,
  locale: UiLocale,
  extra: Partial<DateRangePickerProps<DateValue>> = {},
) => (
  <StoryPickerStage isOpen={Boolean(args.defaultOpen)}>
    {(portal) => (
      <DateRangePicker
        {...args}
        label={args.label || copy[locale].label}
        UNSTABLE_portalContainer={portal}
        {...extra}
      />
    )}
  </StoryPickerStage>
);

const meta = {
  title: "Primitives/DateRangePicker",
  component: DateRangePicker,
  args: { label: "", onChange: fn(), placeholderValue: reinforcement.start },
  render: (args, { globals }) => renderPicker(args, storyLocale(globals)),
} satisfies Meta<typeof DateRangePicker>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Two fields, whose segments react-aria names "Date de début" and "Date de fin". */
export const Empty: Story = {
  play: async ({ canvas }) => {
    const segments = canvas.getAllByRole("spinbutton");
    await expect(segments[0]).toHaveAccessibleName(/^jour, Date de début/);
    await expect(segments.at(-1)).toHaveAccessibleName(/^année, Date de fin/);
  },
};

export const WithValue: Story = { args: { defaultValue: reinforcement } };

export const Open: Story = {
  args: { defaultValue: reinforcement, defaultOpen: true },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole("dialog")).toBeVisible();
    await expect(
      canvas.getByRole("button", { name: /dimanche 15 mars 2026 sélectionné$/ }),
    ).toHaveAttribute("data-selection-end", "true");
  },
};

/** A range running past `maxValue`: invalid, the bound named in the interface's language. */
export const MinMax: Story = {
  args: {
    minValue: new CalendarDate(2026, 3, 1),
    maxValue: new CalendarDate(2026, 3, 31),
    defaultValue: { start: new CalendarDate(2026, 3, 28), end: new CalendarDate(2026, 4, 3) },
    validationBehavior: "aria",
  },
  render: (args, { globals }) =>
    renderPicker(args, storyLocale(globals), { description: copy[storyLocale(globals)].range }),
  play: async ({ canvas }) => {
    await expect(canvas.getByText("La date doit être le 31 mars 2026 ou avant.")).toBeVisible();
  },
};

/** An end before the start: invalid, with its own message. */
export const Reversed: Story = {
  args: {
    defaultValue: { start: new CalendarDate(2026, 3, 15), end: new CalendarDate(2026, 3, 9) },
    validationBehavior: "aria",
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText("La date de fin doit suivre la date de début.")).toBeVisible();
  },
};

/** Closed days struck through; a range cannot run over them. */
export const UnavailableDates: Story = {
  args: { isDateUnavailable: isClosed, defaultValue: reinforcement, defaultOpen: true },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole("button", { name: /^vendredi 20 mars 2026/ }),
    ).toHaveAttribute("data-unavailable", "true");
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: reinforcement },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("button", { name: /Calendrier/ })).toBeDisabled();
  },
};

export const ReadOnly: Story = {
  args: { isReadOnly: true, defaultValue: reinforcement },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.tab();
    await userEvent.keyboard("{ArrowUp}");
    await expect(args.onChange).not.toHaveBeenCalled();
    await expect(canvas.getByRole("button", { name: /Calendrier/ })).toBeDisabled();
  },
};

export const Invalid: Story = {
  args: { isInvalid: true, isRequired: true },
  render: (args, { globals }) => {
    const text = copy[storyLocale(globals)];
    return renderPicker(args, storyLocale(globals), {
      description: text.description,
      errorMessage: text.error,
    });
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(copy.fr.error)).toBeVisible();
    await expect(canvas.getAllByRole("spinbutton")[0]).toHaveAttribute("aria-invalid", "true");
  },
};

export const WithWarning: Story = {
  args: {
    defaultValue: { start: new CalendarDate(2026, 3, 2), end: new CalendarDate(2026, 3, 13) },
  },
  render: (args, { globals }) =>
    renderPicker(args, storyLocale(globals), { warning: copy[storyLocale(globals)].warning }),
};

export const LongLabel: Story = {
  args: { isRequired: true, defaultValue: reinforcement },
  render: (args, { globals }) =>
    renderPicker(args, storyLocale(globals), {
      label: copy[storyLocale(globals)].longLabel,
      description: copy[storyLocale(globals)].description,
    }),
};

/**
 * Alt+↓ opens the calendar; Enter on a first day starts the range (focus moves one day on), the
 * arrows extend it, Enter on the last day ends it and closes the popover. Escape closes it
 * without a change and gives focus back.
 */
export const KeyboardPicking: Story = {
  args: { defaultValue: reinforcement },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.tab();
    await userEvent.keyboard("{Alt>}{ArrowDown}{/Alt}");
    const start = await canvas.findByRole("button", { name: /lundi 9 mars 2026 sélectionné$/ });
    await waitFor(() => expect(start).toHaveFocus());

    await userEvent.keyboard("{ArrowDown}{Enter}{ArrowDown}{ArrowRight}{Enter}");
    await waitFor(() => expect(canvas.queryByRole("dialog")).toBeNull());
    await expect(lastRange(args.onChange)).toBe("2026-03-16 → 2026-03-25");

    const button = canvas.getByRole("button", { name: /Calendrier/ });
    button.focus();
    await userEvent.keyboard("{Enter}");
    await expect(await canvas.findByRole("dialog")).toBeVisible();
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(canvas.queryByRole("dialog")).toBeNull());
    // react-aria gives focus back on the next frame.
    await waitFor(() => expect(button).toHaveFocus());
  },
};

/** The high-contrast theme, calendar open. */
export const HighContrast: Story = {
  ...UnavailableDates,
  globals: { theme: "highContrast" },
};

const inLanguage = (locale: UiLocale, start: string, end: string): Story => ({
  globals: { locale },
  args: { defaultValue: reinforcement, defaultOpen: true, isRequired: true },
  render: (args) =>
    renderPicker(args, locale, {
      label: copy[locale].label,
      description: copy[locale].description,
    }),
  play: async ({ canvas }) => {
    await canvas.findByRole("dialog");
    const segments = canvas.getAllByRole("spinbutton", { hidden: true });
    await expect(segments[0]).toHaveAccessibleName(expect.stringContaining(start));
    await expect(segments.at(-1)).toHaveAccessibleName(expect.stringContaining(end));
  },
});

export const French: Story = inLanguage("fr", "Date de début", "Date de fin");
export const English: Story = inLanguage("en", "Start Date", "End Date");
export const German: Story = inLanguage("de", "Startdatum", "Enddatum");
