import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, waitFor } from "storybook/test";
import type { UiLocale } from "../../i18n/locales";
import { storyNarrow } from "../../storybook/storyFrame.css";
import { storyLocale } from "../../storybook/storyLocale";
import { Tab, TabList, TabPanel, Tabs } from "./Tabs";
import { tabsOrientations } from "./Tabs.css";

type TabKey = "details" | "staff" | "attachments" | "history" | "conflicts" | "departures";

interface TabsCopy {
  list: string;
  tabs: Record<TabKey, string>;
  panels: Record<TabKey, string>;
  staffCount: (count: number) => string;
  longTab: string;
}

/** Sample content, in every language the toolbar offers (not part of the shipped catalogue). */
const copy: Record<UiLocale, TabsCopy> = {
  fr: {
    list: "Moyen d'intervention",
    tabs: {
      details: "Détails",
      staff: "Personnel",
      attachments: "Pièces jointes",
      history: "Historique",
      conflicts: "Conflits",
      departures: "Départs",
    },
    panels: {
      details: "VPSP 2 — de 08:00 à 20:00, départ de la caserne Ménilmontant.",
      staff: "4 personnes inscrites sur 6 requises.",
      attachments: "Aucune pièce jointe.",
      history: "Publié le 12 mars 2026 par la coordination.",
      conflicts: "Aucun conflit d'affectation.",
      departures: "Départ 07:30, retour 20:45.",
    },
    staffCount: (count) => `${count} inscriptions en attente`,
    longTab: "Suivi des changements d'horaire proposés par le personnel",
  },
  en: {
    list: "Means of intervention",
    tabs: {
      details: "Details",
      staff: "Staff",
      attachments: "Attachments",
      history: "History",
      conflicts: "Conflicts",
      departures: "Departures",
    },
    panels: {
      details: "Ambulance 2 — 08:00 to 20:00, leaving from the Ménilmontant station.",
      staff: "4 people registered out of 6 required.",
      attachments: "No attachments.",
      history: "Published on 12 March 2026 by coordination.",
      conflicts: "No assignment conflict.",
      departures: "Leaves 07:30, back 20:45.",
    },
    staffCount: (count) => `${count} pending registrations`,
    longTab: "Follow-up of the schedule changes proposed by the staff",
  },
  de: {
    list: "Einsatzmittel",
    tabs: {
      details: "Details",
      staff: "Personal",
      attachments: "Anhänge",
      history: "Verlauf",
      conflicts: "Konflikte",
      departures: "Abfahrten",
    },
    panels: {
      details: "RTW 2 — 08:00 bis 20:00 Uhr, Abfahrt von der Wache Ménilmontant.",
      staff: "4 von 6 benötigten Personen angemeldet.",
      attachments: "Keine Anhänge.",
      history: "Am 12. März 2026 von der Koordination veröffentlicht.",
      conflicts: "Kein Zuweisungskonflikt.",
      departures: "Abfahrt 07:30, Rückkehr 20:45.",
    },
    staffCount: (count) => `${count} ausstehende Anmeldungen`,
    longTab: "Nachverfolgung der vom Personal vorgeschlagenen Dienstzeitänderungen",
  },
};

const fewKeys: TabKey[] = ["details", "staff", "attachments", "history"];
const allKeys: TabKey[] = [...fewKeys, "conflicts", "departures"];

interface ExampleProps {
  locale: UiLocale;
  keys?: TabKey[];
  staffCount?: number;
  disabled?: TabKey[];
}

/** The tabs of a means of intervention's detail page. */
function MeansTabs({ locale, keys = fewKeys, staffCount, disabled = [] }: ExampleProps) {
  const text = copy[locale];
  return (
    <>
      <TabList aria-label={text.list}>
        {keys.map((key) =>
          key === "staff" && staffCount !== undefined ? (
            <Tab key={key} id={key} count={staffCount} countLabel={text.staffCount(staffCount)}>
              {text.tabs[key]}
            </Tab>
          ) : (
            <Tab key={key} id={key} isDisabled={disabled.includes(key)}>
              {text.tabs[key]}
            </Tab>
          ),
        )}
      </TabList>
      {keys.map((key) => (
        <TabPanel key={key} id={key}>
          {text.panels[key]}
        </TabPanel>
      ))}
    </>
  );
}

const meta = {
  title: "Primitives/Tabs",
  component: Tabs,
  args: { onSelectionChange: fn() },
  argTypes: { orientation: { control: "inline-radio", options: tabsOrientations } },
  render: (args, { globals }) => (
    <Tabs {...args}>
      <MeansTabs locale={storyLocale(globals)} />
    </Tabs>
  ),
} satisfies Meta<typeof Tabs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Vertical: Story = { args: { orientation: "vertical" } };

/** A count badge after a tab's text; its meaning is part of the tab's name. */
export const WithCount: Story = {
  render: (args, { globals }) => (
    <Tabs {...args}>
      <MeansTabs locale={storyLocale(globals)} staffCount={2} />
    </Tabs>
  ),
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole("tab", { name: "Personnel 2 inscriptions en attente" }),
    ).toBeVisible();
  },
};

/** A count past 99 shows "99+". */
export const HighCount: Story = {
  render: (args, { globals }) => (
    <Tabs {...args}>
      <MeansTabs locale={storyLocale(globals)} staffCount={240} />
    </Tabs>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByText("99+")).toBeVisible();
  },
};

/** A disabled tab is skipped by the arrow keys and cannot be selected. */
export const DisabledTab: Story = {
  render: (args, { globals }) => (
    <Tabs {...args}>
      <MeansTabs locale={storyLocale(globals)} disabled={["attachments"]} />
    </Tabs>
  ),
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    await userEvent.keyboard("{ArrowRight}{ArrowRight}");
    await expect(canvas.getByRole("tab", { name: "Historique" })).toHaveFocus();
    await expect(canvas.getByRole("tab", { name: "Pièces jointes" })).toHaveAttribute(
      "aria-disabled",
      "true",
    );
  },
};

/** Arrow keys move between tabs and select them; Home and End jump to the ends. */
export const KeyboardArrows: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.tab();
    const first = canvas.getByRole("tab", { name: "Détails" });
    await expect(first).toHaveFocus();
    await expect(first).toHaveAttribute("data-focus-visible");

    await userEvent.keyboard("{ArrowRight}");
    await expect(canvas.getByRole("tab", { name: "Personnel" })).toHaveFocus();
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith("staff");
    await expect(canvas.getByRole("tabpanel")).toHaveTextContent(copy.fr.panels.staff);

    await userEvent.keyboard("{End}");
    await expect(canvas.getByRole("tab", { name: "Historique" })).toHaveFocus();
    await userEvent.keyboard("{Home}{ArrowLeft}");
    await expect(canvas.getByRole("tab", { name: "Historique" })).toHaveFocus();
    await expect(canvas.getByRole("tab", { name: "Historique" })).toHaveAttribute(
      "data-focus-visible",
    );
  },
};

/** Vertical tabs follow Up and Down. */
export const KeyboardVertical: Story = {
  args: { orientation: "vertical" },
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    await userEvent.keyboard("{ArrowDown}{ArrowDown}");
    await expect(canvas.getByRole("tab", { name: "Pièces jointes" })).toHaveFocus();
    await expect(canvas.getByRole("tab", { name: "Pièces jointes" })).toHaveAttribute(
      "aria-selected",
      "true",
    );
  },
};

/**
 * More tabs than the width holds: the list scrolls sideways, and the tab reached with the arrow
 * keys is scrolled into view with its focus ring whole.
 */
export const Overflow: Story = {
  render: (args, { globals }) => (
    <div className={storyNarrow}>
      <Tabs {...args}>
        <MeansTabs locale={storyLocale(globals)} keys={allKeys} staffCount={4} />
      </Tabs>
    </div>
  ),
  play: async ({ canvas, userEvent }) => {
    const list = canvas.getByRole("tablist");
    await expect(list.scrollWidth).toBeGreaterThan(list.clientWidth);
    await userEvent.tab();
    await userEvent.keyboard("{End}");
    const last = canvas.getByRole("tab", { name: "Départs" });
    await expect(last).toHaveFocus();
    await expect(last).toHaveAttribute("data-focus-visible");
    // Scrolling into view may land a frame after the focus moves.
    await waitFor(() => expect(list.scrollLeft).toBeGreaterThan(0));
    await waitFor(() =>
      expect(last.getBoundingClientRect().right).toBeLessThanOrEqual(
        list.getBoundingClientRect().right + 1,
      ),
    );
  },
};

/** A long tab name stays on one line in a horizontal list (which scrolls) and wraps when vertical. */
export const LongLabel: Story = {
  args: { orientation: "vertical" },
  render: (args, { globals }) => {
    const text = copy[storyLocale(globals)];
    return (
      <div className={storyNarrow}>
        <Tabs {...args}>
          <TabList aria-label={text.list}>
            <Tab id="details">{text.tabs.details}</Tab>
            <Tab id="long">{text.longTab}</Tab>
          </TabList>
          <TabPanel id="details">{text.panels.details}</TabPanel>
          <TabPanel id="long">{text.panels.history}</TabPanel>
        </Tabs>
      </div>
    );
  },
};

const inLanguage = (locale: UiLocale): Story => ({
  globals: { locale },
  render: (args) => (
    <Tabs {...args}>
      <MeansTabs locale={locale} staffCount={3} />
    </Tabs>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("tablist", { name: copy[locale].list })).toBeVisible();
    await expect(
      canvas.getByRole("tab", { name: `${copy[locale].tabs.staff} ${copy[locale].staffCount(3)}` }),
    ).toBeVisible();
  },
});

export const French: Story = inLanguage("fr");
export const English: Story = inLanguage("en");
export const German: Story = inLanguage("de");
