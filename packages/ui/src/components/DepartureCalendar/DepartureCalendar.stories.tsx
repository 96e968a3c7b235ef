import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, waitFor } from "storybook/test";
import type { UiLocale } from "../../i18n/locales";
import { storyLocale } from "../../storybook/storyLocale";
import { DepartureCalendar, type DepartureCalendarProps } from "./DepartureCalendar";
import { stage, stageNarrow } from "./DepartureCalendar.stories.css";
import type { DepartureCalendarDeparture, DepartureCalendarMeans } from "./DepartureCalendarModel";
import {
  copy,
  eachStatus,
  sampleDepartures,
  sampleMeans,
  sampleTimeZone,
  sampleToday,
} from "./DepartureCalendarStoryData";

/** Which sample a story shows, in the toolbar's language. */
type Sample =
  | "typical"
  | "none"
  | "noMeans"
  | "twoThousand"
  | "severalDays"
  | "eachStatus"
  | "long";

interface SampleData {
  departures: DepartureCalendarDeparture[];
  items: DepartureCalendarMeans[];
}

const samples: Record<Sample, (locale: UiLocale) => SampleData> = {
  typical: (locale) => {
    const departures = sampleDepartures(24, locale);
    return { departures, items: sampleMeans(departures, locale) };
  },
  none: () => ({ departures: [], items: [] }),
  noMeans: (locale) => ({ departures: sampleDepartures(6, locale), items: [] }),
  twoThousand: (locale) => {
    const departures = sampleDepartures(2000, locale);
    return { departures, items: sampleMeans(departures, locale) };
  },
  severalDays: (locale) => {
    const departures = sampleDepartures(12, locale);
    return { departures, items: sampleMeans(departures, locale, 3) };
  },
  eachStatus,
  long: (locale) => {
    const departures = sampleDepartures(6, locale);
    departures[0] = { id: 1, name: copy[locale].long };
    const items = sampleMeans(departures, locale);
    const first = items.find(({ departureId }) => departureId === 1);
    if (first) first.title = copy[locale].long;
    return { departures, items };
  },
};

/** Each sample is built once per language: 2,000 departures take a moment to generate. */
const built = new Map<string, SampleData>();
function sampleOf(sample: Sample, locale: UiLocale): SampleData {
  const key = `${sample} ${locale}`;
  let data = built.get(key);
  if (!data) {
    data = samples[sample](locale);
    built.set(key, data);
  }
  return data;
}

type StoryArgs = Omit<DepartureCalendarProps, "departures" | "items"> & {
  sample: Sample;
  narrow?: boolean;
};

const meta = {
  title: "Domain/DepartureCalendar",
  argTypes: { sample: { control: "select", options: Object.keys(samples) } },
  args: {
    sample: "typical",
    today: sampleToday,
    range: { start: sampleToday, end: sampleToday },
    timeZone: sampleTimeZone,
    onSelectMeans: fn(),
  },
  render: ({ sample, narrow, ...args }, { globals }) => (
    <div className={narrow ? stageNarrow : stage}>
      <DepartureCalendar {...args} {...sampleOf(sample, storyLocale(globals))} />
    </div>
  ),
} satisfies Meta<StoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The element holding the keyboard focus, as an HTMLElement. */
const focused = () => document.activeElement as HTMLElement;

/** The `aria-rowindex` of the row holding the focus. */
const focusedRowIndex = () => focused().closest('[role="row"]')?.getAttribute("aria-rowindex");

/** 24 departures on 10 June, opened at 06:00: the names stay at the left, the hours at the top. */
export const Typical: Story = {
  play: async ({ canvas }) => {
    const grid = canvas.getByRole("grid", { name: "Calendrier des départs" });
    await expect(grid).toHaveAttribute("aria-rowcount", "25");
    await expect(canvas.getByRole("rowheader", { name: /^Paris 15e 01/ })).toBeVisible();
  },
};

/** No departure at all: an empty state says so. */
export const Empty: Story = {
  args: { sample: "none" },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("heading", { name: "Aucun départ à afficher" })).toBeVisible();
  },
};

/** Departures without a means on the shown day: the rows stay, and a message says so. */
export const NoMeans: Story = {
  args: { sample: "noMeans" },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("status")).toHaveTextContent(
      "Aucun moyen d'intervention sur cette période.",
    );
  },
};

/** While the departures load: placeholders, and "loading" said once. */
export const Loading: Story = {
  args: { isLoading: true },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole("grid")).toBeNull();
    await waitFor(() =>
      expect(canvas.getByRole("status")).toHaveTextContent("Chargement des départs…"),
    );
  },
};

/**
 * 2,000 departures with a day of bars each: only the rows and hours in view are in the page.
 * Ctrl+End reaches the last departure, which was not rendered, and PageUp goes back a screen.
 */
export const TwoThousandDepartures: Story = {
  args: { sample: "twoThousand" },
  play: async ({ canvas, userEvent }) => {
    const grid = canvas.getByRole("grid");
    await expect(grid).toHaveAttribute("aria-rowcount", "2001");
    await expect(canvas.getAllByRole("row").length).toBeLessThan(40);
    await expect(canvas.queryByText("Créteil 400")).toBeNull();

    await userEvent.tab();
    await expect(focusedRowIndex()).toBe("2");
    await userEvent.keyboard("{Control>}{End}{/Control}");
    await waitFor(() => expect(focusedRowIndex()).toBe("2001"));
    await expect(focused().closest('[role="row"]')).toHaveTextContent(/Créteil 400/);
    await userEvent.keyboard("{PageUp}");
    const afterPageUp = Number(focusedRowIndex());
    await expect(afterPageUp).toBeLessThan(2001);
    await expect(afterPageUp).toBeGreaterThan(1980);
    await expect(canvas.getAllByRole("row").length).toBeLessThan(40);
  },
};

/** Three days across, a stronger rule at each midnight and today's date underlined. */
export const SeveralDays: Story = {
  args: {
    sample: "severalDays",
    range: { start: sampleToday, end: sampleToday.add({ days: 2 }) },
    scrollToHour: 20,
  },
};

/** Each status (one row each) with each staff completeness: icons, never colour alone. */
export const EachStatus: Story = { args: { sample: "eachStatus" } };

/** A long departure name is cut after two lines, a long title with an ellipsis. */
export const LongNames: Story = {
  args: { sample: "long", narrow: true },
  play: async ({ canvas }) => {
    const header = canvas.getByRole("rowheader", { name: new RegExp(`^${copy.fr.long}`) });
    await expect(header.scrollWidth).toBeLessThanOrEqual(header.clientWidth + 1);
  },
};

/**
 * The arrows move along a row and to the nearest bar of the next; Home goes to the departure's
 * name, End to its last bar; Enter chooses the means.
 */
export const KeyboardNavigation: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.tab();
    const first = focused();
    await expect(first).toHaveAttribute("data-means-index");
    await expect(first.matches(":focus-visible")).toBe(true);
    await expect(focusedRowIndex()).toBe("2");

    await userEvent.keyboard("{ArrowRight}");
    await expect(focused()).not.toBe(first);
    await expect(focused()).toHaveAttribute("data-means-index");

    await userEvent.keyboard("{ArrowDown}");
    await expect(focusedRowIndex()).toBe("3");
    await userEvent.keyboard("{Home}");
    await expect(focused()).toHaveAttribute("role", "rowheader");
    await userEvent.keyboard("{End}");
    const last = focused();
    await expect(last).toHaveAttribute("data-means-index");

    await userEvent.keyboard("{Enter}");
    await expect(args.onSelectMeans).toHaveBeenCalledTimes(1);
    await expect(args.onSelectMeans).toHaveBeenCalledWith(
      expect.objectContaining({ departureId: 2 }),
    );
    await expect(canvas.getByRole("grid")).toContainElement(last);
  },
};

/** High contrast theme: the same shapes, the theme's stronger colours and borders. */
export const HighContrast: Story = { globals: { theme: "highContrast" } };

const inLanguage = (locale: UiLocale): Story => ({
  globals: { locale },
  args: { sample: "eachStatus" },
});

export const French: Story = inLanguage("fr");
export const English: Story = inLanguage("en");
export const German: Story = inLanguage("de");
