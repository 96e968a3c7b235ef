import type { Meta, StoryObj } from "@storybook/react-vite";
import { type ReactNode, useState } from "react";
import { expect, fn, waitFor, within } from "storybook/test";
import type { UiLocale } from "../../i18n/locales";
import { storyLocale } from "../../storybook/storyLocale";
import { Navbar } from "../Navbar/Navbar";
import { SideNav } from "./SideNav";
import { column, phone, shortColumn, withTooltipRoom } from "./SideNav.stories.css";
import { copy, menu } from "./SideNav.stories.data";

const release = { version: "3.4.1", href: "/release-note-page" };

/** Renders `children` once the wrapping element exists, handing it over as a portal container. */
function Framed({
  className,
  children,
}: {
  className: string;
  children: (container: HTMLElement) => ReactNode;
}) {
  const [container, setContainer] = useState<HTMLDivElement | null>(null);
  return (
    <div ref={setContainer} className={className}>
      {container ? children(container) : null}
    </div>
  );
}

const meta = {
  title: "Primitives/SideNav",
  component: SideNav,
  args: {
    sections: [],
    currentHref: "/operational-activity/list",
    release,
    onCollapsedChange: fn(),
    onOpenChange: fn(),
  },
  render: (args, { globals }) => (
    <div className={column}>
      <SideNav {...args} sections={menu(storyLocale(globals))} />
    </div>
  ),
} satisfies Meta<typeof SideNav>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The coordination manager's menu, on the operational activities page, with two counts. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const current = canvas.getByRole("link", { name: copy.fr.entries.activities });
    await expect(current).toHaveAttribute("aria-current", "page");
    await expect(
      canvas.getByRole("link", { name: "Inscriptions 3 nouvelles inscriptions" }),
    ).toBeVisible();
  },
};

/** Counts past 99 show "99+"; the label read out keeps the real number. */
export const HighCounts: Story = {
  render: (args, { globals }) => (
    <div className={column}>
      <SideNav
        {...args}
        sections={menu(storyLocale(globals), { registrations: 240, scheduleChanges: 99 })}
      />
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByText("99+")).toBeVisible();
    await expect(
      canvas.getByRole("link", { name: "Inscriptions 240 nouvelles inscriptions" }),
    ).toBeVisible();
  },
};

/** Long entry and section names wrap inside the sidebar's width. */
export const LongLabels: Story = {
  render: (args, { globals }) => (
    <div className={column}>
      <SideNav {...args} sections={menu(storyLocale(globals), { isLong: true })} />
    </div>
  ),
  play: async ({ canvas }) => {
    const nav = canvas.getByRole("navigation");
    await expect(nav.scrollWidth).toBeLessThanOrEqual(nav.clientWidth);
  },
};

/** More entries than the height holds: they scroll, the version link stays in view. */
export const ScrollingEntries: Story = {
  render: (args, { globals }) => (
    <div className={shortColumn}>
      <SideNav {...args} sections={menu(storyLocale(globals))} />
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("link", { name: "Version 3.4.1" })).toBeVisible();
  },
};

/** No entry (a role with no authorised feature): the toggle and the version link remain. */
export const Empty: Story = {
  render: (args) => (
    <div className={shortColumn}>
      <SideNav {...args} sections={[]} />
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.queryAllByRole("list")).toHaveLength(0);
    await expect(canvas.getByRole("link", { name: "Version 3.4.1" })).toBeVisible();
  },
};

/** Collapsed to icons: every entry keeps its name, counts sit on the icons. */
export const Collapsed: Story = {
  args: { defaultCollapsed: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("button", { name: "Déplier le menu" })).toBeVisible();
    await expect(canvas.getByRole("link", { name: copy.fr.entries.home })).toBeVisible();
    await expect(
      canvas.getByRole("link", { name: "Changements d'horaire 1 horaire proposé" }),
    ).toBeVisible();
  },
};

/** A collapsed entry reached with Tab shows its label in a tooltip beside it. */
export const CollapsedTooltipOnFocus: Story = {
  args: { defaultCollapsed: true },
  render: (args, { globals }) => (
    <Framed className={withTooltipRoom}>
      {(container) => (
        <SideNav
          {...args}
          sections={menu(storyLocale(globals))}
          UNSTABLE_portalContainer={container}
        />
      )}
    </Framed>
  ),
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    const link = canvas.getByRole("link", { name: copy.fr.entries.activities });
    await expect(link).toHaveFocus();
    await expect(link).toHaveAttribute("data-focus-visible");
    await waitFor(() =>
      expect(canvas.getByRole("tooltip")).toHaveTextContent(copy.fr.entries.activities),
    );
  },
};

/** Enter on the toggle collapses the sidebar, then expands it; focus stays on the toggle. */
export const ToggleWithKeyboard: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.tab();
    const toggle = canvas.getByRole("button", { name: "Réduire le menu" });
    await expect(toggle).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    await expect(args.onCollapsedChange).toHaveBeenLastCalledWith(true);
    await expect(canvas.getByRole("button", { name: "Déplier le menu" })).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    await expect(args.onCollapsedChange).toHaveBeenLastCalledWith(false);
    const expanded = canvas.getByRole("button", { name: "Réduire le menu" });
    await expect(expanded).toHaveFocus();
    await expect(expanded).toHaveAttribute("data-focus-visible");
  },
};

/** Tab goes through the toggle, then every entry in reading order, with a visible focus ring. */
export const TabThroughEntries: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    await expect(canvas.getByRole("button", { name: "Réduire le menu" })).toHaveFocus();
    for (const name of [copy.fr.entries.home, copy.fr.entries.activities, copy.fr.entries.means]) {
      await userEvent.tab();
      const link = canvas.getByRole("link", { name });
      await expect(link).toHaveFocus();
      await expect(link).toHaveAttribute("data-focus-visible");
    }
  },
};

/**
 * The mobile drawer, open over a phone-sized screen (the field staff's layout): a modal dialog
 * holding the same navigation. Escape, the close button, a press outside or a followed link
 * ask the host to close it.
 */
export const MobileDrawerOpen: Story = {
  args: { layout: "drawer", isOpen: true, currentHref: "/home" },
  render: (args, { globals }) => {
    const locale = storyLocale(globals);
    return (
      <Framed className={phone}>
        {(container) => (
          <>
            <Navbar
              title={copy[locale].entries.home}
              navigationLayout="drawer"
              onMenuPress={fn()}
              isMenuOpen={args.isOpen ?? false}
            />
            <SideNav {...args} sections={menu(locale)} UNSTABLE_portalContainer={container} />
          </>
        )}
      </Framed>
    );
  },
  play: async ({ canvasElement, userEvent, args }) => {
    const dialog = within(canvasElement).getByRole("dialog", { name: "Menu principal" });
    await expect(within(dialog).getByRole("navigation")).toBeVisible();
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    await userEvent.keyboard("{Escape}");
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
  },
};

const inLanguage = (locale: UiLocale): Story => ({
  globals: { locale },
  render: (args) => (
    <div className={column}>
      <SideNav {...args} sections={menu(locale)} />
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole("link", {
        name: `${copy[locale].entries.registrations} ${copy[locale].registrations(3)}`,
      }),
    ).toBeVisible();
  },
});

export const French: Story = inLanguage("fr");
export const English: Story = inLanguage("en");
export const German: Story = inLanguage("de");
