import { type IconName, iconPaths } from "./icons";

/**
 * An icon of the set as a CSS `mask-image`, for a pseudo-element painted by its background
 * colour: the calendars draw each means as one element whose icons are its pseudo-elements, so
 * thousands of means do not cost thousands of SVG trees.
 */
export function iconMask(name: IconName): string {
  const paths = iconPaths[name].map((d) => `<path d='${d}'/>`).join("");
  const svg =
    "<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 24 24' fill='none' stroke='black' " +
    `stroke-width='2.5' stroke-linecap='round' stroke-linejoin='round'>${paths}</svg>`;
  return `url("data:image/svg+xml,${encodeURIComponent(svg)}")`;
}
