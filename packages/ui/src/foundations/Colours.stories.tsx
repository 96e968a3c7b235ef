import type { Meta, StoryObj } from "@storybook/react-vite";
import { useLayoutEffect, useRef, useState } from "react";
import { expect } from "storybook/test";
import type { UiLocale } from "../i18n/locales";
import { storyLocale } from "../storybook/storyLocale";
import { storyTheme } from "../storybook/storyTheme";
import { vars } from "../tokens/contract.css";
import { contrastRatio, toHex } from "../tokens/contrast";
import * as colourStyles from "./Colours.css";
import * as styles from "./Foundations.css";
import { type FoundationsCopy, foundationsCopy } from "./foundationsCopy";

type ColourRole = keyof typeof vars.color;

/** Every role of the contract, in the contract's order. */
const colourRoles = Object.keys(vars.color) as ColourRole[];

/**
 * The colour each role is used with, so the ratio shown is the one that matters: text against the
 * page, a fill against the text drawn on it, a tinted surface against its status colour. Roles
 * not listed are measured against `background`.
 */
const partners: Partial<Record<ColourRole, ColourRole>> = {
  background: "text",
  surface: "text",
  surfacePressed: "text",
  surfaceDisabled: "textDisabled",
  primary: "onPrimary",
  primaryHover: "onPrimary",
  primaryPressed: "onPrimary",
  onPrimary: "primary",
  dangerHover: "onDanger",
  dangerPressed: "onDanger",
  onDanger: "danger",
  dangerSurface: "danger",
  warningSurface: "warning",
  infoSurface: "info",
  successSurface: "success",
};

const partnerOf = (role: ColourRole): ColourRole => partners[role] ?? "background";

/** The WCAG level a ratio reaches: 7:1 and 4.5:1 for text, 3:1 for boundaries and icons. */
function level(ratio: number, copy: FoundationsCopy["colours"]["levels"]): string {
  if (ratio >= 7) return copy.aaa;
  if (ratio >= 4.5) return copy.aa;
  if (ratio >= 3) return copy.nonText;
  return copy.decorative;
}

interface ColourPaletteProps {
  locale: UiLocale;
}

/**
 * Every colour role as a swatch, with the colour and the contrast the browser resolves. Keyed by
 * theme where it is rendered, so a theme switch measures again.
 */
function ColourPalette({ locale }: ColourPaletteProps) {
  const copy = foundationsCopy[locale];
  const list = useRef<HTMLUListElement>(null);
  const [resolved, setResolved] = useState<Partial<Record<ColourRole, string>>>({});

  // Measured on the swatches themselves, so the numbers are those of the theme on screen.
  useLayoutEffect(() => {
    const swatches = list.current?.querySelectorAll<HTMLElement>("[data-colour-role]") ?? [];
    const colours: Partial<Record<ColourRole, string>> = {};
    for (const swatch of swatches) {
      const role = swatch.dataset.colourRole as ColourRole;
      colours[role] = getComputedStyle(swatch).backgroundColor;
    }
    setResolved(colours);
  }, []);

  const format = new Intl.NumberFormat(locale, { maximumFractionDigits: 1 });

  return (
    <div className={styles.page}>
      <h2 className={styles.title}>{copy.colours.title}</h2>
      <p className={styles.intro}>{copy.colours.intro}</p>
      <ul ref={list} className={colourStyles.palette}>
        {colourRoles.map((role) => {
          const partner = partnerOf(role);
          const colour = resolved[role];
          const against = resolved[partner];
          const ratio = colour && against ? contrastRatio(colour, against) : undefined;
          return (
            <li key={role} className={colourStyles.card} data-testid={`colour-${role}`}>
              <div
                className={colourStyles.swatch}
                style={{ backgroundColor: vars.color[role] }}
                data-colour-role={role}
              />
              <span className={colourStyles.details}>
                <span className={colourStyles.roleName}>{role}</span>
                <span className={styles.code}>{colour ? toHex(colour) : "…"}</span>
                <span className={colourStyles.measure}>
                  {ratio === undefined
                    ? "…"
                    : `${format.format(ratio)}:1 ${copy.colours.on} ${partner}`}
                </span>
                <span className={colourStyles.measure}>
                  {ratio === undefined ? "…" : level(ratio, copy.colours.levels)}
                </span>
              </span>
            </li>
          );
        })}
      </ul>
    </div>
  );
}

const meta = {
  title: "Foundations/Colours",
  component: ColourPalette,
  parameters: {
    docs: {
      description: {
        component:
          "The colour roles of `vars.color`. Components only ever read a role, so the high-contrast theme (toolbar: Thème) swaps every colour at once. Ratios are measured at render from `getComputedStyle`.",
      },
    },
  },
  render: (_args, { globals }) => (
    <ColourPalette key={storyTheme(globals)} locale={storyLocale(globals)} />
  ),
} satisfies Meta<typeof ColourPalette>;

export default meta;
type Story = StoryObj<typeof meta>;

// The render reads the toolbar; these only satisfy the component's required props.
const args = { locale: "fr" } as const;

/** The organisation's theme. */
export const Default: Story = {
  args,
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId("colour-text")).toHaveTextContent(
      "#1C1F2416,5:1 sur backgroundAAA (7:1)",
    );
    await expect(canvas.getByTestId("colour-onPrimary")).toHaveTextContent("4,9:1 sur primary");
  },
};

/** The high-contrast theme: every text role at 7:1 or more. */
export const HighContrast: Story = {
  args,
  globals: { theme: "highContrast" },
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId("colour-text")).toHaveTextContent("#00000021:1 sur background");
    for (const role of ["textMuted", "link", "danger", "warning", "info", "success"] as const) {
      await expect(canvas.getByTestId(`colour-${role}`)).toHaveTextContent("AAA (7:1)");
    }
  },
};

export const English: Story = { args, globals: { locale: "en" } };
