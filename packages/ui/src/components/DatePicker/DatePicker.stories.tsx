import { CalendarDate, CalendarDateTime, type DateValue } from "@internationalized/date";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, type Mock, waitFor } from "storybook/test";
import type { UiLocale } from "../../i18n/locales";
import { StoryPickerStage } from "../../storybook/StoryStage";
import { storyLocale } from "../../storybook/storyLocale";
import { DatePicker, type DatePickerProps } from "./DatePicker";

interface PickerCopy {
  label: string;
  description: string;
  range: string;
  error: string;
  warning: string;
  longLabel: string;
}

/** Sample content, in every language the toolbar offers (not part of the shipped catalogue). */
const copy: Record<UiLocale, PickerCopy> = {
  fr: {
    label: "Date du poste de secours",
    description: "Le jour de la manifestation.",
    range: "En mars 2026, hors jours complets.",
    error: "Choisissez le jour de la manifestation.",
    warning: "Un autre poste de secours est déjà prévu ce jour-là.",
    longLabel:
      "Date du dispositif prévisionnel de secours telle qu'elle figurera sur la convention signée avec l'organisateur",
  },
  en: {
    label: "First-aid post date",
    description: "The day of the event.",
    range: "In March 2026, except fully booked days.",
    error: "Choose the day of the event.",
    warning: "Another first-aid post is already planned on that day.",
    longLabel:
      "Date of the planned first-aid cover as it will appear in the agreement signed with the organiser",
  },
  de: {
    label: "Datum des Sanitätsdienstes",
    description: "Der Tag der Veranstaltung.",
    range: "Im März 2026, außer ausgebuchten Tagen.",
    error: "Wählen Sie den Tag der Veranstaltung.",
    warning: "An diesem Tag ist bereits ein anderer Sanitätsdienst geplant.",
    longLabel:
      "Datum des geplanten Sanitätswachdienstes, wie es in der mit dem Veranstalter geschlossenen Vereinbarung steht",
  },
};

/** Fixed dates, in a month that is over: react-aria's `[data-today]` never lands in a picture. */
const marathonDay = new CalendarDate(2026, 3, 14);
const fullyBooked = ["2026-03-20", "2026-03-21", "2026-03-22"];
const isFullyBooked = (date: DateValue) => fullyBooked.includes(date.toString());

/** The last value given to a story's `onChange` spy, as ISO text. */
const lastValue = (onChange: unknown) => String((onChange as Mock).mock.lastCall?.[0]);

/** The picker in a frame that holds its popover, labelled in the story's language. */
const renderPicker = (
  args: DatePickerProps<DateValue>,
  locale: UiLocale,
  extra: Partial<DatePickerProps<DateValue>> = {},
) => (
  <StoryPickerStage isOpen={Boolean(args.defaultOpen)}>
    {(portal) => (
      <DatePicker
        {...args}
        label={args.label || copy[locale].label}
        UNSTABLE_portalContainer={portal}
        {...extra}
      />
    )}
  </StoryPickerStage>
);

const meta = {
  title: "Primitives/DatePicker",
  component: DatePicker,
  args: { label: "", onChange: fn(), placeholderValue: marathonDay },
  render: (args, { globals }) => renderPicker(args, storyLocale(globals)),
} satisfies Meta<typeof DatePicker>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const WithValue: Story = { args: { defaultValue: marathonDay } };

/** The calendar open under the field, on the selected day's month. */
export const Open: Story = {
  args: { defaultValue: marathonDay, defaultOpen: true },
  play: async ({ canvas }) => {
    const dialog = await canvas.findByRole("dialog", { name: /Date du poste de secours/ });
    await expect(dialog).toBeVisible();
    await expect(canvas.getByRole("button", { name: /14 mars 2026/ })).toHaveAttribute(
      "data-selected",
      "true",
    );
  },
};

/** `granularity="minute"`: the calendar picks the day, the segments hold the time. */
export const DateAndTime: Story = {
  args: {
    defaultValue: new CalendarDateTime(2026, 3, 14, 7, 30),
    granularity: "minute",
    placeholderValue: new CalendarDateTime(2026, 3, 14, 7, 30),
  },
};

/** A typed date out of bounds: invalid, the bound named in the interface's language. */
export const MinMax: Story = {
  args: {
    minValue: new CalendarDate(2026, 3, 1),
    maxValue: new CalendarDate(2026, 3, 31),
    defaultValue: new CalendarDate(2026, 4, 4),
    validationBehavior: "aria",
  },
  render: (args, { globals }) =>
    renderPicker(args, storyLocale(globals), { description: copy[storyLocale(globals)].range }),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("group", { name: copy.fr.label })).toHaveAccessibleDescription(
      expect.stringContaining("La date doit être le 31 mars 2026 ou avant."),
    );
  },
};

/** Unavailable days struck through in the open calendar; typing one makes the field invalid. */
export const UnavailableDates: Story = {
  args: {
    isDateUnavailable: isFullyBooked,
    minValue: new CalendarDate(2026, 3, 1),
    maxValue: new CalendarDate(2026, 3, 31),
    defaultValue: new CalendarDate(2026, 3, 21),
    validationBehavior: "aria",
    defaultOpen: true,
  },
  render: (args, { globals }) =>
    renderPicker(args, storyLocale(globals), { description: copy[storyLocale(globals)].range }),
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole("button", { name: /^vendredi 20 mars 2026/ }),
    ).toHaveAttribute("data-unavailable", "true");
    await expect(canvas.getByText("Cette date n'est pas disponible.")).toBeVisible();
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: marathonDay },
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    await expect(canvas.getByRole("button", { name: /Calendrier/ })).toBeDisabled();
    for (const segment of canvas.getAllByRole("spinbutton")) {
      await expect(segment).not.toHaveFocus();
    }
  },
};

/** Read-only: the date can be read and copied; the calendar button is off. */
export const ReadOnly: Story = {
  args: { isReadOnly: true, defaultValue: marathonDay },
  play: async ({ canvas }) => {
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
    await expect(canvas.getByRole("group", { name: /Date du poste/ })).toHaveAccessibleDescription(
      `${copy.fr.description} ${copy.fr.error}`,
    );
  },
};

export const WithWarning: Story = {
  args: { defaultValue: marathonDay },
  render: (args, { globals }) =>
    renderPicker(args, storyLocale(globals), { warning: copy[storyLocale(globals)].warning }),
};

export const LongLabel: Story = {
  args: { isRequired: true, defaultValue: marathonDay },
  render: (args, { globals }) =>
    renderPicker(args, storyLocale(globals), {
      label: copy[storyLocale(globals)].longLabel,
      description: copy[storyLocale(globals)].description,
    }),
};

/**
 * Alt+↓ opens the calendar on the field's date; the arrows move by day, PageDown/PageUp by
 * month; Enter picks the day and closes it. Enter on the calendar button opens it again, Escape
 * closes it and gives focus back to the button.
 */
export const KeyboardPicking: Story = {
  args: { defaultValue: marathonDay },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.tab();
    await expect(canvas.getByRole("spinbutton", { name: /^jour/ })).toHaveFocus();
    await userEvent.keyboard("{Alt>}{ArrowDown}{/Alt}");
    const march14 = await canvas.findByRole("button", { name: /14 mars 2026/ });
    await waitFor(() => expect(march14).toHaveFocus());

    await userEvent.keyboard("{ArrowRight}{PageDown}");
    await expect(canvas.getByRole("button", { name: /^mercredi 15 avril 2026/ })).toHaveFocus();
    await userEvent.keyboard("{PageUp}{Enter}");
    await waitFor(() => expect(canvas.queryByRole("dialog")).toBeNull());
    await expect(lastValue(args.onChange)).toBe("2026-03-15");

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

/** The calendar open in each language: month, weekdays, first day and names from react-aria. */
const inLanguage = (locale: UiLocale, monday: string, button: RegExp): Story => ({
  globals: { locale },
  args: { defaultValue: marathonDay, defaultOpen: true, isRequired: true },
  render: (args) =>
    renderPicker(args, locale, {
      label: copy[locale].label,
      description: copy[locale].description,
    }),
  play: async ({ canvas }) => {
    await canvas.findByRole("dialog");
    await expect(canvas.getAllByRole("columnheader", { hidden: true })[0]).toHaveTextContent(
      monday,
    );
    await expect(canvas.getByRole("button", { name: button, hidden: true })).toBeInTheDocument();
  },
});

export const French: Story = inLanguage("fr", "lun.", /^Calendrier/);
export const English: Story = inLanguage("en", "Mon", /^Calendar/);
export const German: Story = inLanguage("de", "Mo", /^Kalender/);
