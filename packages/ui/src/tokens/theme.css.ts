import { createTheme } from "@vanilla-extract/css";
import { vars } from "./contract.css";

/**
 * The organisation's theme, as a class name: put it on the root of the app (or of a story) and
 * every `vars.*` below resolves. This file is the one place where raw values are allowed: each is
 * a design decision, and colour pairs carry their measured contrast ratio.
 */
export const releveTheme = createTheme(vars, {
  color: {
    text: "#1C1F24", // 16.5:1 on white
    textMuted: "#5C616B", // 6.2:1 on white
    textDisabled: "#767C87", // disabled: exempt from 1.4.3, kept legible anyway
    background: "#FFFFFF",
    surface: "#F4F5F7",
    surfacePressed: "#E6E8EC",
    surfaceDisabled: "#EBEDF0",
    borderSubtle: "#D9DCE1",
    border: "#767C87", // 4.2:1 on white, ≥ 3:1 required for input boundaries
    borderHover: "#4E545E",
    primary: "#E2001A", // the organisation's red: 4.9:1 with white text
    primaryHover: "#B3001F",
    primaryPressed: "#8F0015",
    onPrimary: "#FFFFFF",
    danger: "#9E1030", // darker crimson so destructive ≠ primary: 8.2:1 with white
    dangerHover: "#7D0C26",
    dangerPressed: "#5E081B",
    onDanger: "#FFFFFF",
    dangerSurface: "#FDECEE",
    warning: "#8A5300", // 6.3:1 on white
    warningSurface: "#FFF4DB",
    info: "#0B5CAD", // 6.7:1 on white
    infoSurface: "#E8F1FB",
    success: "#1E7B34", // 5.3:1 on white
    successSurface: "#E7F5EA",
    focusRing: "#0F5BD0", // blue, 6.1:1 on white: stays visible next to the red brand colour
  },
  space: {
    0: "0rem",
    1: "0.25rem",
    2: "0.5rem",
    3: "0.75rem",
    4: "1rem",
    5: "1.25rem",
    6: "1.5rem",
    8: "2rem",
    10: "2.5rem",
    12: "3rem",
  },
  size: {
    targetMin: "24px", // WCAG 2.2 SC 2.5.8 is stated in CSS pixels, not rem
    controlSm: "2rem",
    controlMd: "2.5rem",
    fieldMaxWidth: "24rem",
  },
  radius: {
    none: "0",
    sm: "0.25rem",
    md: "0.375rem",
    lg: "0.5rem",
    full: "9999px",
  },
  border: {
    thin: "1px",
    thick: "2px",
  },
  focusRing: {
    width: "2px",
    offset: "2px",
  },
  font: {
    family: {
      body: '"Inter", system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
      mono: 'ui-monospace, "SFMono-Regular", Menlo, Consolas, monospace',
    },
    size: {
      xs: "0.75rem",
      sm: "0.875rem",
      md: "1rem",
      lg: "1.125rem",
      xl: "1.25rem",
      xxl: "1.5rem",
    },
    weight: {
      regular: "400",
      medium: "500",
      semibold: "600",
      bold: "700",
    },
    lineHeight: {
      tight: "1.25",
      normal: "1.5",
    },
  },
  elevation: {
    none: "none",
    raised: "0 1px 2px rgb(28 31 36 / 0.12), 0 1px 3px rgb(28 31 36 / 0.08)",
    overlay: "0 8px 24px rgb(28 31 36 / 0.16), 0 2px 6px rgb(28 31 36 / 0.08)",
  },
  zIndex: {
    base: "0",
    dropdown: "1000",
    sticky: "1100",
    overlay: "1200",
    modal: "1300",
    toast: "1400",
  },
  motion: {
    duration: {
      fast: "120ms",
      normal: "200ms",
      slow: "320ms",
    },
    easing: {
      standard: "cubic-bezier(0.2, 0, 0, 1)",
    },
  },
});
