/**
 * The measurements every Relève theme shares: the spacing grid, sizes, radii, type scale,
 * z-index layers and motion. A theme file spreads them and sets its own colours, borders, focus
 * ring and elevation, so the high-contrast theme changes what must change for legibility and not
 * the layout. Like the theme files, this is a place where raw values are the point: each one is a
 * design decision.
 */
export const sharedScale = {
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
} as const;
