import type { Meta, StoryObj } from "@storybook/react-vite";
import { type ReactNode, useState } from "react";
import { expect, fn, waitFor } from "storybook/test";
import type { UiLocale } from "../../i18n/locales";
import { storyLocale } from "../../storybook/storyLocale";
import { IconButton } from "../IconButton/IconButton";
import { Navbar, type NavbarProps } from "./Navbar";
import { desktop, logo, logoMark, logoText, mobile } from "./Navbar.stories.css";

interface NavbarCopy {
  logo: string;
  managerTitle: string;
  fieldTitle: string;
  help: string;
  managerRole: string;
  fieldRole: string;
  longTitle: string;
  longRole: string;
}

/** Sample content, in every language the toolbar offers (not part of the shipped catalogue). */
const copy: Record<UiLocale, NavbarCopy> = {
  fr: {
    logo: "Relève, accueil",
    managerTitle: "Activités opérationnelles",
    fieldTitle: "Mon calendrier",
    help: "Aide",
    managerRole: "Coordination",
    fieldRole: "Bénévole",
    longTitle: "Dispositif prévisionnel de secours du marathon international de Paris",
    longRole: "Responsable d'activité de la délégation territoriale",
  },
  en: {
    logo: "Relève, home",
    managerTitle: "Operational activities",
    fieldTitle: "My calendar",
    help: "Help",
    managerRole: "Coordination",
    fieldRole: "Volunteer",
    longTitle: "Planned first-aid cover of the Paris international marathon",
    longRole: "Activity manager of the local branch",
  },
  de: {
    logo: "Relève, Startseite",
    managerTitle: "Einsatzaktivitäten",
    fieldTitle: "Mein Kalender",
    help: "Hilfe",
    managerRole: "Koordination",
    fieldRole: "Ehrenamtlich",
    longTitle: "Sanitätswachdienst beim Internationalen Paris-Marathon",
    longRole: "Aktivitätsverantwortliche Person des Kreisverbands",
  },
};

/** A stand-in for the organisation's logo, drawn with the theme's colours. */
function SampleLogo({ name }: { name: string }) {
  return (
    <svg className={logo} viewBox="0 0 112 40" role="img" aria-label={name}>
      <rect className={logoMark} x="0" y="4" width="32" height="32" rx="6" />
      <text className={logoText} x="40" y="27">
        Relève
      </text>
    </svg>
  );
}

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

/** A manager's bar: logo, page title, help menu and profile; the menu button waits for narrow screens. */
function managerProps(locale: UiLocale): NavbarProps {
  const text = copy[locale];
  return {
    logo: <SampleLogo name={text.logo} />,
    title: text.managerTitle,
    onMenuPress: fn(),
    isMenuOpen: false,
    helpMenu: <IconButton icon="help" aria-label={text.help} />,
    profile: { href: "/profile-page", roleLabel: text.managerRole },
  };
}

/** A field staff member's bar: the drawer's menu button, calendar and filter shortcuts, profile. */
function fieldStaffProps(locale: UiLocale): NavbarProps {
  const text = copy[locale];
  return {
    logo: <SampleLogo name={text.logo} />,
    title: text.fieldTitle,
    navigationLayout: "drawer",
    onMenuPress: fn(),
    isMenuOpen: false,
    calendarHref: "/registration/personnel-calendar-page",
    filterHref: "/registration/personnel-filter-page",
    currentHref: "/registration/personnel-calendar-page",
    profile: { href: "/profile-page", roleLabel: text.fieldRole },
  };
}

const meta = {
  title: "Primitives/Navbar",
  component: Navbar,
  render: (args, { globals }) => (
    <Framed className={desktop}>
      {(container) => (
        <Navbar
          {...managerProps(storyLocale(globals))}
          {...args}
          UNSTABLE_portalContainer={container}
        />
      )}
    </Framed>
  ),
} satisfies Meta<typeof Navbar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A manager on a wide screen: the sidebar is in the layout, so no menu button. */
export const Manager: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("banner")).toBeVisible();
    // In the layout, not hidden: display none keeps it out of the accessibility tree too.
    await expect(canvas.queryByRole("button", { name: "Ouvrir le menu" })).toBeNull();
    await expect(canvas.getByRole("link", { name: "Mon profil : Coordination" })).toBeVisible();
  },
};

/** Field staff: calendar (the current page) and filter shortcuts, and the drawer's menu button. */
export const FieldStaff: Story = {
  render: (_args, { globals }) => (
    <Framed className={desktop}>
      {(container) => (
        <Navbar {...fieldStaffProps(storyLocale(globals))} UNSTABLE_portalContainer={container} />
      )}
    </Framed>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("button", { name: "Ouvrir le menu" })).toBeVisible();
    await expect(canvas.getByRole("link", { name: "Mon calendrier" })).toHaveAttribute(
      "aria-current",
      "page",
    );
    await expect(canvas.getByRole("link", { name: "Filtres" })).toBeVisible();
  },
};

/** With a filter set, the filter shortcut changes icon and says so in its name. */
export const FieldStaffFilterActive: Story = {
  render: (_args, { globals }) => (
    <Framed className={desktop}>
      {(container) => (
        <Navbar
          {...fieldStaffProps(storyLocale(globals))}
          isFilterActive
          UNSTABLE_portalContainer={container}
        />
      )}
    </Framed>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("link", { name: "Filtres (un filtre est actif)" })).toBeVisible();
  },
};

/** On a phone: the long title wraps and the long role label is cut; nothing overflows. */
export const MobileLongLabels: Story = {
  render: (_args, { globals }) => {
    const locale = storyLocale(globals);
    const props = fieldStaffProps(locale);
    return (
      <Framed className={mobile}>
        {(container) => (
          <Navbar
            {...props}
            logo={null}
            title={copy[locale].longTitle}
            profile={{ href: "/profile-page", roleLabel: copy[locale].longRole }}
            UNSTABLE_portalContainer={container}
          />
        )}
      </Framed>
    );
  },
  play: async ({ canvas }) => {
    const banner = canvas.getByRole("banner");
    await expect(banner.scrollWidth).toBeLessThanOrEqual(banner.clientWidth);
    await expect(
      canvas.getByRole("link", { name: `Mon profil : ${copy.fr.longRole}` }),
    ).toBeVisible();
  },
};

/**
 * Tab goes through the menu button and each shortcut with a visible focus ring, Shift+Tab goes
 * back; an icon shortcut shows its name in a tooltip; Enter on the menu button asks to open the
 * drawer.
 */
export const KeyboardNavigation: Story = {
  args: { onMenuPress: fn() },
  render: (args, { globals }) => (
    <Framed className={desktop}>
      {(container) => (
        <Navbar
          {...fieldStaffProps(storyLocale(globals))}
          onMenuPress={args.onMenuPress ?? fn()}
          UNSTABLE_portalContainer={container}
        />
      )}
    </Framed>
  ),
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.tab();
    const menu = canvas.getByRole("button", { name: "Ouvrir le menu" });
    await expect(menu).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    await expect(args.onMenuPress).toHaveBeenCalledTimes(1);

    await userEvent.tab();
    await expect(canvas.getByRole("link", { name: "Mon calendrier" })).toHaveFocus();
    await userEvent.tab();
    const filter = canvas.getByRole("link", { name: "Filtres" });
    await expect(filter).toHaveFocus();
    await expect(filter).toHaveAttribute("data-focus-visible");
    await waitFor(() => expect(canvas.getByRole("tooltip")).toHaveTextContent("Filtres"));
    await userEvent.tab();
    await expect(canvas.getByRole("link", { name: "Mon profil : Bénévole" })).toHaveFocus();
    await userEvent.tab({ shift: true });
    await expect(filter).toHaveFocus();
    await waitFor(() => expect(canvas.getByRole("tooltip")).toHaveTextContent("Filtres"));
  },
};

const inLanguage = (locale: UiLocale): Story => ({
  globals: { locale },
  render: () => (
    <Framed className={desktop}>
      {(container) => (
        <Navbar
          {...fieldStaffProps(locale)}
          isFilterActive
          helpMenu={<IconButton icon="help" aria-label={copy[locale].help} />}
          UNSTABLE_portalContainer={container}
        />
      )}
    </Framed>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("banner")).toBeVisible();
    await expect(
      canvas.getByRole("link", { name: new RegExp(copy[locale].fieldRole) }),
    ).toBeVisible();
  },
});

export const French: Story = inLanguage("fr");
export const English: Story = inLanguage("en");
export const German: Story = inLanguage("de");
