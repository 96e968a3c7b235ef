/** An opaque colour as red, green and blue channels from 0 to 255. */
export type Rgb = readonly [red: number, green: number, blue: number];

/**
 * Reads `#RRGGBB`, `#RGB` or the `rgb()`/`rgba()` form browsers return from `getComputedStyle`.
 * Alpha is ignored: the roles of the themes are opaque. Returns `undefined` for anything else.
 */
export function parseColour(colour: string): Rgb | undefined {
  const value = colour.trim();
  const hex = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(value)?.[1];
  if (hex) {
    const full = hex.length === 3 ? [...hex].map((digit) => digit + digit).join("") : hex;
    return [0, 2, 4].map((start) =>
      Number.parseInt(full.slice(start, start + 2), 16),
    ) as unknown as Rgb;
  }
  const channels = /^rgba?\(\s*([\d.]+)[\s,]+([\d.]+)[\s,]+([\d.]+)/i.exec(value);
  if (channels) return [Number(channels[1]), Number(channels[2]), Number(channels[3])];
  return undefined;
}

// WCAG 2.x relative luminance: sRGB channels linearised, weighted by the eye's sensitivity.
function luminance([red, green, blue]: Rgb): number {
  const linear = (channel: number) => {
    const c = channel / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(red) + 0.7152 * linear(green) + 0.0722 * linear(blue);
}

/**
 * The WCAG contrast ratio of two colours, from 1 (same luminance) to 21 (black on white), in
 * either order. `undefined` when a colour cannot be read.
 */
export function contrastRatio(first: string, second: string): number | undefined {
  const a = parseColour(first);
  const b = parseColour(second);
  if (!a || !b) return undefined;
  const [lighter, darker] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (lighter + 0.05) / (darker + 0.05);
}

/** `#RRGGBB` for a colour `parseColour` can read, in capitals as the theme files write them. */
export function toHex(colour: string): string | undefined {
  const rgb = parseColour(colour);
  if (!rgb) return undefined;
  return `#${rgb.map((channel) => Math.round(channel).toString(16).padStart(2, "0")).join("")}`.toUpperCase();
}
