import { CalendarDate, type DateValue } from "@internationalized/date";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, type Mock } from "storybook/test";
import type { UiLocale } from "../../i18n/locales";
import { storyLocale } from "../../storybook/storyLocale";
import { RangeCalendar } from "./RangeCalendar";

/** Sample content, in every language the toolbar offers (not part of the shipped catalogue). */
const copy: Record<UiLocale, Record<"label" | "error", string>> = {
  fr: {
    label: "Période du renfort",
    error: "La période couvre des jours où le centre est fermé.",
  },
  en: {
    label: "Reinforcement period",
    error: "The period covers days when the centre is closed.",
  },
  de: {
    label: "Zeitraum der Verstärkung",
    error: "Der Zeitraum umfasst Tage, an denen das Zentrum geschlossen ist.",
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

const meta = {
  title: "Primitives/RangeCalendar",
  component: RangeCalendar,
  args: { onChange: fn(), defaultFocusedValue: reinforcement.start },
  render: (args, { globals }) => (
    <RangeCalendar {...args} aria-label={args["aria-label"] ?? copy[storyLocale(globals)].label} />
  ),
} satisfies Meta<typeof RangeCalendar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** The first and last days filled, the days between joined into a band. */
export const WithValue: Story = {
  args: { defaultValue: reinforcement },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole("button", { name: /lundi 9 mars 2026 sélectionné$/ }),
    ).toHaveAttribute("data-selection-start", "true");
    await expect(canvas.getByRole("button", { name: /^mercredi 11 mars 2026/ })).toHaveAttribute(
      "data-selected",
      "true",
    );
    await expect(
      canvas.getByRole("button", { name: /dimanche 15 mars 2026 sélectionné$/ }),
    ).toHaveAttribute("data-selection-end", "true");
  },
};

export const MinMax: Story = {
  args: {
    defaultValue: reinforcement,
    minValue: new CalendarDate(2026, 3, 5),
    maxValue: new CalendarDate(2026, 3, 25),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("button", { name: "Précédent" })).toBeDisabled();
    await expect(canvas.getByRole("button", { name: /^jeudi 26 mars 2026/ })).toHaveAttribute(
      "aria-disabled",
      "true",
    );
  },
};

/** A range cannot run over unavailable days unless `allowsNonContiguousRanges` is set. */
export const UnavailableDates: Story = {
  args: { isDateUnavailable: isClosed, defaultValue: reinforcement },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("button", { name: /^samedi 21 mars 2026/ })).toHaveAttribute(
      "data-unavailable",
      "true",
    );
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: reinforcement },
};

export const ReadOnly: Story = {
  args: { isReadOnly: true, defaultValue: reinforcement },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole("button", { name: /^mardi 17 mars 2026/ }));
    await userEvent.click(canvas.getByRole("button", { name: /^jeudi 19 mars 2026/ }));
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

/** A range over unavailable days, allowed but flagged: the band in the error colours. */
export const Invalid: Story = {
  args: {
    isInvalid: true,
    isDateUnavailable: isClosed,
    allowsNonContiguousRanges: true,
    defaultValue: { start: new CalendarDate(2026, 3, 18), end: new CalendarDate(2026, 3, 24) },
  },
  render: (args, { globals }) => (
    <RangeCalendar
      {...args}
      aria-label={copy[storyLocale(globals)].label}
      errorMessage={copy[storyLocale(globals)].error}
    />
  ),
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole("button", { name: /mercredi 18 mars 2026 sélectionné$/ }),
    ).toHaveAccessibleDescription(expect.stringContaining(copy.fr.error));
  },
};

/**
 * Enter starts the range on the focused day (react-aria then moves focus one day on, to show a
 * range is being drawn), the arrow keys extend it, Enter ends it.
 */
export const KeyboardSelection: Story = {
  args: { autoFocus: true },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole("button", { name: /^lundi 9 mars 2026/ })).toHaveFocus();
    await userEvent.keyboard("{Enter}{ArrowDown}{ArrowRight}");
    await expect(canvas.getByRole("button", { name: /^mercredi 18 mars 2026/ })).toHaveFocus();
    await expect(canvas.getByRole("button", { name: /^vendredi 13 mars 2026/ })).toHaveAttribute(
      "data-selected",
      "true",
    );
    await userEvent.keyboard("{Enter}");
    await expect(lastRange(args.onChange)).toBe("2026-03-09 → 2026-03-18");
  },
};

/** The high-contrast theme: a range, unavailable and out-of-range days. */
export const HighContrast: Story = {
  globals: { theme: "highContrast" },
  args: {
    defaultValue: reinforcement,
    isDateUnavailable: isClosed,
    minValue: new CalendarDate(2026, 3, 3),
  },
};

const inLanguage = (locale: UiLocale, monday: string, next: string): Story => ({
  globals: { locale },
  args: { defaultValue: reinforcement },
  render: (args) => <RangeCalendar {...args} aria-label={copy[locale].label} />,
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole("columnheader", { hidden: true })[0]).toHaveTextContent(
      monday,
    );
    await expect(canvas.getAllByRole("button", { name: next })[0]).toBeVisible();
  },
});

export const French: Story = inLanguage("fr", "lun.", "Suivant");
export const English: Story = inLanguage("en", "Mon", "Next");
export const German: Story = inLanguage("de", "Mo", "Weiter");
