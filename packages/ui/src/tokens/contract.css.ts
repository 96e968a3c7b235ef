import { createThemeContract } from "@vanilla-extract/css";

/**
 * The shape every Relève theme fills in. Components read `vars.*` only, never a raw value, so a
 * theme (or a test harness that switches motion off) can change the whole system in one place.
 */
export const vars = createThemeContract({
  color: {
    /** Body text: AA (4.5:1) on `background` and `surface`. */
    text: null,
    /** Secondary text (descriptions, hints): still AA on `background` and `surface`. */
    textMuted: null,
    /** Text of disabled controls (WCAG 1.4.3 exempts inactive components). */
    textDisabled: null,
    /** Page background. */
    background: null,
    /** Raised or grouped areas (cards, quiet button hover). */
    surface: null,
    /** Pressed quiet/secondary controls. */
    surfacePressed: null,
    /** Background of disabled controls. */
    surfaceDisabled: null,
    /** Decorative separators: not relied on to identify a control. */
    borderSubtle: null,
    /** Boundaries of inputs and outlined buttons: 3:1 on `background` (WCAG 1.4.11). */
    border: null,
    /** Hovered input boundary. */
    borderHover: null,
    /** The organisation's red: filled primary actions, brand accents. */
    primary: null,
    primaryHover: null,
    primaryPressed: null,
    /** Text and icons on `primary`. */
    onPrimary: null,
    /** Destructive actions and error messages. */
    danger: null,
    dangerHover: null,
    dangerPressed: null,
    onDanger: null,
    dangerSurface: null,
    warning: null,
    warningSurface: null,
    info: null,
    infoSurface: null,
    success: null,
    successSurface: null,
    /**
     * Links: AA on `background` and `surface`. Links are underlined as well, so they are never told
     * apart from the surrounding text by colour alone (WCAG 1.4.1).
     */
    link: null,
    linkHover: null,
    /** Keyboard focus indicator: 3:1 against `background` (WCAG 2.4.13 / 1.4.11). */
    focusRing: null,
  },
  /** Spacing grid: step n is n × 4 px, expressed in rem so it follows the user's font size. */
  space: {
    0: null,
    1: null,
    2: null,
    3: null,
    4: null,
    5: null,
    6: null,
    8: null,
    10: null,
    12: null,
  },
  size: {
    /** Minimum pointer target (WCAG 2.2 SC 2.5.8 asks for 24 × 24 CSS px). */
    targetMin: null,
    /** Height of small controls. */
    controlSm: null,
    /** Height of regular controls and inputs. */
    controlMd: null,
    /** Longest comfortable width of a single-line field. */
    fieldMaxWidth: null,
  },
  radius: {
    none: null,
    sm: null,
    md: null,
    lg: null,
    full: null,
  },
  border: {
    thin: null,
    thick: null,
  },
  focusRing: {
    width: null,
    offset: null,
  },
  font: {
    family: {
      body: null,
      mono: null,
    },
    size: {
      xs: null,
      sm: null,
      md: null,
      lg: null,
      xl: null,
      xxl: null,
    },
    weight: {
      regular: null,
      medium: null,
      semibold: null,
      bold: null,
    },
    lineHeight: {
      tight: null,
      normal: null,
    },
  },
  elevation: {
    none: null,
    raised: null,
    overlay: null,
  },
  zIndex: {
    base: null,
    dropdown: null,
    sticky: null,
    overlay: null,
    modal: null,
    toast: null,
  },
  motion: {
    duration: {
      fast: null,
      normal: null,
      slow: null,
    },
    easing: {
      standard: null,
    },
  },
});
