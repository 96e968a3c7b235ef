import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, waitFor } from "storybook/test";
import type { UiLocale } from "../../i18n/locales";
import { StoryOverlayStage } from "../../storybook/StoryStage";
import { storyLocale } from "../../storybook/storyLocale";
import { Button } from "../Button/Button";
import { IconButton } from "../IconButton/IconButton";
import { Menu, type MenuProps, MenuTrigger, SubmenuTrigger } from "./Menu";
import { MenuItem, MenuSection, MenuSeparator } from "./MenuItem";

interface MenuCopy {
  actions: string;
  edit: string;
  duplicate: string;
  export: string;
  move: string;
  paris: string;
  lyon: string;
  remove: string;
  share: string;
  link: string;
  email: string;
  sort: string;
  byDate: string;
  byName: string;
  exportHint: string;
  longLabel: string;
}

/** Sample content, in every language the toolbar offers (not part of the shipped catalogue). */
const copy: Record<UiLocale, MenuCopy> = {
  fr: {
    actions: "Actions du dispositif",
    edit: "Modifier",
    duplicate: "Dupliquer",
    export: "Exporter en PDF",
    move: "Déplacer vers",
    paris: "Délégation de Paris 15e",
    lyon: "Délégation de Lyon",
    remove: "Supprimer le dispositif",
    share: "Partager",
    link: "Copier le lien",
    email: "Envoyer par courriel",
    sort: "Trier par",
    byDate: "Date de début",
    byName: "Nom",
    exportHint: "Disponible une fois le dispositif validé",
    longLabel: "Inscrire tous les bénévoles proposés et prévenir le chef de poste par courriel",
  },
  en: {
    actions: "Operation actions",
    edit: "Edit",
    duplicate: "Duplicate",
    export: "Export as PDF",
    move: "Move to",
    paris: "Paris 15th branch",
    lyon: "Lyon branch",
    remove: "Delete the operation",
    share: "Share",
    link: "Copy link",
    email: "Send by email",
    sort: "Sort by",
    byDate: "Start date",
    byName: "Name",
    exportHint: "Available once the operation is validated",
    longLabel: "Register every proposed volunteer and notify the team leader by email",
  },
  de: {
    actions: "Aktionen für den Einsatz",
    edit: "Bearbeiten",
    duplicate: "Duplizieren",
    export: "Als PDF exportieren",
    move: "Verschieben nach",
    paris: "Kreisverband Paris 15",
    lyon: "Kreisverband Lyon",
    remove: "Einsatz löschen",
    share: "Teilen",
    link: "Link kopieren",
    email: "Per E-Mail senden",
    sort: "Sortieren nach",
    byDate: "Beginn",
    byName: "Name",
    exportHint: "Verfügbar, sobald der Einsatz freigegeben ist",
    longLabel:
      "Alle vorgeschlagenen Ehrenamtlichen anmelden und die Wachleitung per E-Mail benachrichtigen",
  },
};

type MenuStoryArgs = MenuProps<object>;

/** The menu of actions on an operation, in the language asked for. */
function OperationMenu({
  locale,
  isOpen,
  ...args
}: MenuStoryArgs & { locale: UiLocale; isOpen: boolean }) {
  const text = copy[locale];
  return (
    <StoryOverlayStage size="regular">
      {(portalContainer) => (
        <MenuTrigger defaultOpen={isOpen}>
          <IconButton icon="more" aria-label={text.actions} variant="secondary" />
          <Menu {...args} UNSTABLE_portalContainer={portalContainer}>
            <MenuItem id="edit" icon="edit" shortcut="Ctrl+E">
              {text.edit}
            </MenuItem>
            <MenuItem id="duplicate" icon="copy" shortcut="Ctrl+D">
              {text.duplicate}
            </MenuItem>
            <MenuItem id="export" icon="download" isDisabled description={text.exportHint}>
              {text.export}
            </MenuItem>
            <MenuSeparator />
            <MenuItem id="remove" icon="trash" variant="danger">
              {text.remove}
            </MenuItem>
          </Menu>
        </MenuTrigger>
      )}
    </StoryOverlayStage>
  );
}

const meta = {
  title: "Primitives/Menu",
  component: Menu,
  args: { onAction: fn() },
  render: (args, { globals }) => <OperationMenu {...args} locale={storyLocale(globals)} isOpen />,
} satisfies Meta<MenuStoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Icons, shortcuts, a disabled item with its reason, a separator and a destructive item. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const menu = await canvas.findByRole("menu", { name: copy.fr.actions });
    await expect(menu).toBeVisible();
    await expect(
      canvas.getByRole("menuitem", { name: `${copy.fr.export} ${copy.fr.exportHint}` }),
    ).toHaveAttribute("aria-disabled", "true");
  },
};

/** Groups with headings, which name them for assistive technology. */
export const Sections: Story = {
  render: (args, { globals }) => {
    const text = copy[storyLocale(globals)];
    return (
      <StoryOverlayStage size="regular">
        {(portalContainer) => (
          <MenuTrigger defaultOpen>
            <Button variant="secondary">{text.actions}</Button>
            <Menu {...args} UNSTABLE_portalContainer={portalContainer}>
              <MenuSection title={text.actions}>
                <MenuItem icon="edit">{text.edit}</MenuItem>
                <MenuItem icon="copy">{text.duplicate}</MenuItem>
              </MenuSection>
              <MenuSection title={text.share}>
                <MenuItem icon="copy">{text.link}</MenuItem>
                <MenuItem icon="externalLink">{text.email}</MenuItem>
              </MenuSection>
            </Menu>
          </MenuTrigger>
        )}
      </StoryOverlayStage>
    );
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole("group", { name: copy.fr.share })).toBeVisible();
  },
};

/** A choice kept by the menu: the chosen item carries a check. */
export const Selection: Story = {
  render: (args, { globals }) => {
    const text = copy[storyLocale(globals)];
    return (
      <StoryOverlayStage size="regular">
        {(portalContainer) => (
          <MenuTrigger defaultOpen>
            <Button variant="secondary">{text.sort}</Button>
            <Menu
              {...args}
              selectionMode="single"
              defaultSelectedKeys={["date"]}
              UNSTABLE_portalContainer={portalContainer}
            >
              <MenuItem id="date">{text.byDate}</MenuItem>
              <MenuItem id="name">{text.byName}</MenuItem>
            </Menu>
          </MenuTrigger>
        )}
      </StoryOverlayStage>
    );
  },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole("menuitemradio", { name: copy.fr.byDate }),
    ).toHaveAttribute("aria-checked", "true");
  },
};

/** A long label wraps inside the menu's width instead of overflowing. */
export const LongLabel: Story = {
  render: (args, { globals }) => {
    const text = copy[storyLocale(globals)];
    return (
      <StoryOverlayStage size="regular">
        {(portalContainer) => (
          <MenuTrigger defaultOpen>
            <IconButton icon="more" aria-label={text.actions} variant="secondary" />
            <Menu {...args} UNSTABLE_portalContainer={portalContainer}>
              <MenuItem icon="users">{text.longLabel}</MenuItem>
              <MenuItem icon="edit" shortcut="Ctrl+E">
                {text.edit}
              </MenuItem>
            </Menu>
          </MenuTrigger>
        )}
      </StoryOverlayStage>
    );
  },
};

/** ArrowRight opens a submenu beside its item and focuses its first item; ArrowLeft closes it. */
export const Submenu: Story = {
  render: (args, { globals }) => {
    const text = copy[storyLocale(globals)];
    return (
      <StoryOverlayStage size="regular">
        {(portalContainer) => (
          <MenuTrigger>
            <IconButton icon="more" aria-label={text.actions} variant="secondary" />
            <Menu {...args} UNSTABLE_portalContainer={portalContainer}>
              <MenuItem icon="edit">{text.edit}</MenuItem>
              <SubmenuTrigger>
                <MenuItem>{text.move}</MenuItem>
                {/* No portal container: react-aria keeps a submenu with its parent menu. */}
                <Menu {...args}>
                  <MenuItem>{text.paris}</MenuItem>
                  <MenuItem>{text.lyon}</MenuItem>
                </Menu>
              </SubmenuTrigger>
            </Menu>
          </MenuTrigger>
        )}
      </StoryOverlayStage>
    );
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    await userEvent.keyboard("{Enter}");
    const first = await canvas.findByRole("menuitem", { name: copy.fr.edit });
    await waitFor(() => expect(first).toHaveFocus());
    await userEvent.keyboard("{ArrowDown}");
    const move = canvas.getByRole("menuitem", { name: copy.fr.move });
    await expect(move).toHaveAttribute("aria-haspopup", "menu");
    await userEvent.keyboard("{ArrowRight}");
    const paris = await canvas.findByRole("menuitem", { name: copy.fr.paris });
    await waitFor(() => expect(paris).toHaveFocus());
    await userEvent.keyboard("{ArrowLeft}");
    await waitFor(() => expect(move).toHaveFocus());
    await userEvent.keyboard("{ArrowRight}");
    await waitFor(() =>
      expect(canvas.getByRole("menuitem", { name: copy.fr.paris })).toHaveFocus(),
    );
  },
};

/**
 * Enter opens the menu on its first item; the arrows move and skip the disabled item; Enter acts
 * and closes; Escape closes and focus returns to the button; ArrowUp opens on the last item.
 */
export const KeyboardNavigation: Story = {
  render: (args, { globals }) => (
    <OperationMenu {...args} locale={storyLocale(globals)} isOpen={false} />
  ),
  play: async ({ canvas, userEvent, args }) => {
    const trigger = await canvas.findByRole("button", { name: copy.fr.actions });
    await userEvent.tab();
    await expect(trigger).toHaveFocus();

    await userEvent.keyboard("{Enter}");
    const edit = await canvas.findByRole("menuitem", { name: `${copy.fr.edit} Ctrl+E` });
    await waitFor(() => expect(edit).toHaveFocus());
    await userEvent.keyboard("{ArrowDown}");
    await expect(
      canvas.getByRole("menuitem", { name: `${copy.fr.duplicate} Ctrl+D` }),
    ).toHaveFocus();
    await userEvent.keyboard("{ArrowDown}");
    await expect(canvas.getByRole("menuitem", { name: copy.fr.remove })).toHaveFocus();

    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(canvas.queryByRole("menu")).toBeNull());
    await waitFor(() => expect(trigger).toHaveFocus());

    await userEvent.keyboard("{ArrowUp}");
    await waitFor(() =>
      expect(canvas.getByRole("menuitem", { name: copy.fr.remove })).toHaveFocus(),
    );
    await userEvent.keyboard("{ArrowUp}{ArrowUp}");
    await expect(canvas.getByRole("menuitem", { name: `${copy.fr.edit} Ctrl+E` })).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    // react-aria passes the item's key, then its value (none here).
    await expect(args.onAction).toHaveBeenCalledWith("edit", undefined);
    await waitFor(() => expect(canvas.queryByRole("menu")).toBeNull());
    await waitFor(() => expect(trigger).toHaveFocus());

    await userEvent.keyboard(" ");
    await waitFor(() =>
      expect(canvas.getByRole("menuitem", { name: `${copy.fr.edit} Ctrl+E` })).toHaveFocus(),
    );
  },
};

const inLanguage = (locale: UiLocale): Story => ({
  globals: { locale },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole("menu", { name: copy[locale].actions })).toBeVisible();
    await expect(canvas.getByRole("menuitem", { name: copy[locale].remove })).toBeVisible();
  },
});

export const French: Story = inLanguage("fr");
export const English: Story = inLanguage("en");
export const German: Story = inLanguage("de");
