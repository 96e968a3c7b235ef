import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn } from "storybook/test";
import type { UiLocale } from "../../i18n/locales";
import { storyNarrow } from "../../storybook/storyFrame.css";
import { storyLocale } from "../../storybook/storyLocale";
import { sprinkles } from "../../tokens/sprinkles.css";
import { Button } from "../Button/Button";
import { iconNames } from "../Icon/icons";
import { Link } from "../Link/Link";
import { EmptyState } from "./EmptyState";
import { emptyStateHeadingLevels, emptyStateSizes } from "./EmptyState.css";

interface EmptyCopy {
  title: string;
  description: string;
  create: string;
  searchTitle: string;
  searchDescription: string;
  clear: string;
  help: string;
  longTitle: string;
  longDescription: string;
}

/** Sample content, in every language the toolbar offers (not part of the shipped catalogue). */
const copy: Record<UiLocale, EmptyCopy> = {
  fr: {
    title: "Aucun dispositif ce jour-là",
    description: "Les dispositifs créés pour cette date apparaîtront ici.",
    create: "Créer un dispositif",
    searchTitle: "Aucun bénévole trouvé",
    searchDescription: "Aucun bénévole ne correspond à ces filtres.",
    clear: "Effacer les filtres",
    help: "Comment inscrire des bénévoles ?",
    longTitle:
      "Aucun dispositif prévisionnel de secours n'est encore planifié pour la délégation territoriale",
    longDescription:
      "Les dispositifs apparaissent ici dès qu'un responsable de l'urgence et du secourisme les a validés ; vous pouvez aussi en proposer un depuis le planning.",
  },
  en: {
    title: "No operations on that day",
    description: "Operations created for this date will appear here.",
    create: "Create an operation",
    searchTitle: "No volunteers found",
    searchDescription: "No volunteer matches these filters.",
    clear: "Clear the filters",
    help: "How do I register volunteers?",
    longTitle: "No planned first-aid operation has been scheduled for the local branch yet",
    longDescription:
      "Operations appear here as soon as an emergency and first-aid manager has approved them; you can also propose one from the schedule.",
  },
  de: {
    title: "An diesem Tag keine Einsätze",
    description: "Für dieses Datum angelegte Einsätze erscheinen hier.",
    create: "Einsatz anlegen",
    searchTitle: "Keine Ehrenamtlichen gefunden",
    searchDescription: "Keine Ehrenamtlichen entsprechen diesen Filtern.",
    clear: "Filter zurücksetzen",
    help: "Wie melde ich Ehrenamtliche an?",
    longTitle: "Für den Kreisverband ist noch kein Sanitätswachdienst geplant",
    longDescription:
      "Einsätze erscheinen hier, sobald eine Bereitschaftsleitung sie freigegeben hat; Sie können auch einen aus dem Dienstplan heraus vorschlagen.",
  },
};

const meta = {
  title: "Primitives/EmptyState",
  component: EmptyState,
  args: { title: "", icon: "calendar" },
  argTypes: {
    icon: { control: "select", options: iconNames },
    size: { control: "inline-radio", options: emptyStateSizes },
    headingLevel: { control: "inline-radio", options: emptyStateHeadingLevels },
  },
  decorators: [
    (Story) => (
      <div className={storyNarrow}>
        <Story />
      </div>
    ),
  ],
  render: (args, { globals }) => {
    const text = copy[storyLocale(globals)];
    return (
      <EmptyState
        {...args}
        title={args.title || text.title}
        description={args.description ?? text.description}
        action={args.action ?? <Button onPress={fn()}>{text.create}</Button>}
      />
    );
  },
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Icon, title, description and an action. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole("heading", { level: 2, name: "Aucun dispositif ce jour-là" }),
    ).toBeVisible();
  },
};

/** Only a title: the least an empty state says. */
export const TitleOnly: Story = {
  render: (_args, { globals }) => <EmptyState title={copy[storyLocale(globals)].title} />,
};

export const WithoutAction: Story = { args: { action: null } };

/** A search with no results: the action undoes the filters; a link offers help. */
export const NoResults: Story = {
  args: { icon: "search" },
  render: (args, { globals }) => {
    const text = copy[storyLocale(globals)];
    return (
      <EmptyState
        {...args}
        title={text.searchTitle}
        description={text.searchDescription}
        action={
          <>
            <Button variant="secondary" onPress={fn()}>
              {text.clear}
            </Button>
            <Link href="#aide" variant="standalone">
              {text.help}
            </Link>
          </>
        }
      />
    );
  },
};

/** Inside a card or a table: smaller and tighter. */
export const Small: Story = { args: { size: "sm" } };

export const Medium: Story = { args: { size: "md" } };

/** Both sizes, one above the other. */
export const AllSizes: Story = {
  render: (args, { globals }) => {
    const text = copy[storyLocale(globals)];
    return (
      <div className={sprinkles({ display: "flex", flexDirection: "column", gap: 4 })}>
        {emptyStateSizes.map((size) => (
          <EmptyState
            key={size}
            {...args}
            size={size}
            title={text.title}
            description={text.description}
            action={<Button size={size}>{text.create}</Button>}
          />
        ))}
      </div>
    );
  },
};

/** The title's level follows the outline of the page it is in. */
export const HeadingLevel: Story = {
  args: { headingLevel: 3 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("heading", { level: 3 })).toHaveTextContent(
      "Aucun dispositif ce jour-là",
    );
  },
};

/** Long title and description wrap inside a narrow column. */
export const LongText: Story = {
  render: (args, { globals }) => {
    const text = copy[storyLocale(globals)];
    return (
      <EmptyState
        {...args}
        title={text.longTitle}
        description={text.longDescription}
        action={<Button>{text.create}</Button>}
      />
    );
  },
};

/** Records presses of the keyboard story's action. */
const pressCreate = fn();

/** Tab reaches the action after the text; Enter presses it. */
export const KeyboardAction: Story = {
  args: { action: <Button onPress={pressCreate}>Créer un dispositif</Button> },
  play: async ({ canvas, userEvent }) => {
    pressCreate.mockClear();
    const button = canvas.getByRole("button", { name: "Créer un dispositif" });
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    await expect(pressCreate).toHaveBeenCalledTimes(1);
  },
};

export const HighContrast: Story = { ...NoResults, globals: { theme: "highContrast" } };

const inLanguage = (locale: UiLocale): Story => ({
  globals: { locale },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("heading", { name: copy[locale].title })).toBeVisible();
    await expect(canvas.getByRole("button", { name: copy[locale].create })).toBeVisible();
  },
});

export const French: Story = inLanguage("fr");
export const English: Story = inLanguage("en");
export const German: Story = inLanguage("de");
