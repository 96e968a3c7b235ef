import { CalendarDate, type DateValue } from "@internationalized/date";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, type Mock } from "storybook/test";
import type { UiLocale } from "../../i18n/locales";
import { storyLocale } from "../../storybook/storyLocale";
import { Calendar } from "./Calendar";

/** Sample content, in every language the toolbar offers (not part of the shipped catalogue). */
const copy: Record<UiLocale, Record<"label" | "error", string>> = {
  fr: {
    label: "Date de la maraude",
    error: "Aucune équipe n'est disponible ce jour-là : choisissez un autre jour.",
  },
  en: {
    label: "Date of the outreach round",
    error: "No team is available on that day: choose another day.",
  },
  de: {
    label: "Datum der Streetwork-Runde",
    error: "An diesem Tag ist kein Team verfügbar: Wählen Sie einen anderen Tag.",
  },
};

/**
 * Fixed dates, in a month that is over: a picture never depends on the day it is taken, and
 * react-aria's `[data-today]` never lands in it.
 */
const marathonDay = new CalendarDate(2026, 3, 14);
const fullyBooked = ["2026-03-20", "2026-03-21", "2026-03-22"];
const isFullyBooked = (date: DateValue) => fullyBooked.includes(date.toString());

/** The last value given to a story's `onChange` spy, as ISO text. */
const lastValue = (onChange: unknown) => String((onChange as Mock).mock.lastCall?.[0]);

const meta = {
  title: "Primitives/Calendar",
  component: Calendar,
  args: { onChange: fn(), defaultFocusedValue: marathonDay },
  render: (args, { globals }) => (
    <Calendar {...args} aria-label={args["aria-label"] ?? copy[storyLocale(globals)].label} />
  ),
} satisfies Meta<typeof Calendar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing picked: March 2026, weeks from Monday (fr-FR). */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("grid", { name: "Date de la maraude, mars 2026" })).toBeVisible();
    await expect(canvas.getAllByRole("columnheader", { hidden: true })[0]).toHaveTextContent(
      "lun.",
    );
    await expect(canvas.getByRole("button", { name: "Précédent" })).toBeEnabled();
  },
};

export const WithValue: Story = {
  args: { defaultValue: marathonDay },
  play: async ({ canvas }) => {
    const day = canvas.getByRole("button", { name: /14 mars 2026/ });
    await expect(day).toHaveAttribute("data-selected", "true");
  },
};

/** Days outside `minValue`/`maxValue` are dimmed and skipped; the buttons stop at the bounds. */
export const MinMax: Story = {
  args: {
    defaultValue: marathonDay,
    minValue: new CalendarDate(2026, 3, 5),
    maxValue: new CalendarDate(2026, 3, 25),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("button", { name: "Précédent" })).toBeDisabled();
    // react-aria adds a hidden "Suivant" at the end of the grid for screen readers.
    await expect(canvas.getAllByRole("button", { name: "Suivant" })[0]).toBeDisabled();
    await expect(canvas.getByRole("button", { name: /^mercredi 4 mars 2026/ })).toHaveAttribute(
      "aria-disabled",
      "true",
    );
  },
};

/** Unavailable days (`isDateUnavailable`) stay focusable, are struck through, cannot be picked. */
export const UnavailableDates: Story = {
  args: { isDateUnavailable: isFullyBooked },
  play: async ({ canvas, userEvent, args }) => {
    const booked = canvas.getByRole("button", { name: /21 mars 2026/ });
    await expect(booked).toHaveAttribute("data-unavailable", "true");
    await userEvent.click(booked);
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: marathonDay },
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    await expect(canvas.getByRole("grid")).not.toContainElement(
      document.activeElement as HTMLElement,
    );
  },
};

/** Read-only: the month can be browsed, the date cannot be changed. */
export const ReadOnly: Story = {
  args: { isReadOnly: true, defaultValue: marathonDay },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole("button", { name: /18 mars 2026/ }));
    await expect(args.onChange).not.toHaveBeenCalled();
    await expect(canvas.getByRole("button", { name: /14 mars 2026/ })).toHaveAttribute(
      "data-selected",
      "true",
    );
  },
};

/** Invalid: the picked day is filled in the error colour and the message is tied to the grid. */
export const Invalid: Story = {
  args: { isInvalid: true, defaultValue: marathonDay },
  render: (args, { globals }) => (
    <Calendar
      {...args}
      aria-label={copy[storyLocale(globals)].label}
      errorMessage={copy[storyLocale(globals)].error}
    />
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByText(copy.fr.error)).toBeVisible();
    await expect(canvas.getByRole("button", { name: /14 mars 2026/ })).toHaveAccessibleDescription(
      expect.stringContaining(copy.fr.error),
    );
  },
};

/**
 * The arrow keys move by day and week, PageDown/PageUp by month (the heading follows), Enter
 * picks the focused day; the focused day shows the focus ring.
 */
export const KeyboardNavigation: Story = {
  args: { autoFocus: true },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole("button", { name: /14 mars 2026/ })).toHaveFocus();
    await userEvent.keyboard("{ArrowRight}{ArrowDown}");
    await expect(canvas.getByRole("button", { name: /22 mars 2026/ })).toHaveFocus();

    await userEvent.keyboard("{PageDown}");
    await expect(canvas.getByRole("button", { name: /22 avril 2026/ })).toHaveFocus();
    await expect(canvas.getByText("avril 2026")).toBeVisible();
    await userEvent.keyboard("{PageUp}{ArrowLeft}");
    await expect(canvas.getByRole("button", { name: /21 mars 2026/ })).toHaveFocus();

    await userEvent.keyboard("{Enter}");
    await expect(lastValue(args.onChange)).toBe("2026-03-21");
    await expect(document.activeElement).toHaveAttribute("data-focus-visible", "true");
  },
};

/** The high-contrast theme: selected, unavailable, out-of-range and focused days. */
export const HighContrast: Story = {
  globals: { theme: "highContrast" },
  args: {
    autoFocus: true,
    defaultValue: marathonDay,
    isDateUnavailable: isFullyBooked,
    minValue: new CalendarDate(2026, 3, 3),
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.keyboard("{ArrowRight}");
    await expect(canvas.getByRole("button", { name: /^dimanche 15 mars 2026/ })).toHaveFocus();
  },
};

/** Weekday names, the first day of the week and the buttons' names follow react-aria's locale. */
const inLanguage = (locale: UiLocale, monday: string, previous: string): Story => ({
  globals: { locale },
  args: { defaultValue: marathonDay },
  render: (args) => <Calendar {...args} aria-label={copy[locale].label} />,
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole("columnheader", { hidden: true })[0]).toHaveTextContent(
      monday,
    );
    await expect(canvas.getByRole("button", { name: previous })).toBeVisible();
  },
});

export const French: Story = inLanguage("fr", "lun.", "Précédent");
export const English: Story = inLanguage("en", "Mon", "Previous");
export const German: Story = inLanguage("de", "Mo", "Zurück");
