/**
 * The icon set: 24 × 24 outlines drawn with a 2 px round stroke, one SVG path list per name. Drawn
 * for this system (plain geometry), so it carries no third-party licence.
 */
export const iconPaths = {
  add: ["M12 5v14", "M5 12h14"],
  alert: ["M12 3 2 20h20L12 3Z", "M12 10v4", "M12 17.5v.01"],
  arrowDown: ["M12 5v14", "m6 13 6 6 6-6"],
  arrowUp: ["M12 19V5", "m6 11 6-6 6 6"],
  calendar: ["M4 6h16v14H4z", "M4 10h16", "M8 3v4", "M16 3v4"],
  check: ["m5 12.5 4.5 4.5L19 7.5"],
  chevronDown: ["m6 9 6 6 6-6"],
  chevronLeft: ["m15 6-6 6 6 6"],
  chevronRight: ["m9 6 6 6-6 6"],
  chevronUp: ["m6 15 6-6 6 6"],
  clock: ["M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18Z", "M12 7v5l3 2"],
  close: ["M6 6l12 12", "M18 6 6 18"],
  copy: ["M9 9h11v11H9z", "M5 15H4V4h11v1"],
  danger: ["M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18Z", "M12 8v5", "M12 16.5v.01"],
  download: ["M12 4v11", "m7 10 5 5 5-5", "M5 20h14"],
  edit: ["M4 20h4L19 9l-4-4L4 16v4Z", "m13 7 4 4"],
  externalLink: ["M14 4h6v6", "M20 4 11 13", "M18 14v6H4V6h6"],
  file: ["M6 3h8l4 4v14H6z", "M14 3v4h4"],
  filter: ["M4 5h16l-6 7.5V19l-4 2v-8.5L4 5Z"],
  filterActive: [
    "M4 5h16l-6 7.5V19l-4 2v-8.5L4 5Z",
    "M19 2.5a2.5 2.5 0 1 0 0 5 2.5 2.5 0 0 0 0-5Z",
  ],
  help: [
    "M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18Z",
    "M9.5 9.5a2.5 2.5 0 1 1 3.5 2.3c-.6.3-1 .9-1 1.6v.6",
    "M12 17v.01",
  ],
  info: ["M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18Z", "M12 11v6", "M12 7.5v.01"],
  logout: ["M10 4H5v16h5", "M15 8l4 4-4 4", "M19 12H9"],
  menu: ["M4 6h16", "M4 12h16", "M4 18h16"],
  minus: ["M5 12h14"],
  more: ["M5 12h.01", "M12 12h.01", "M19 12h.01"],
  search: ["M10.5 4a6.5 6.5 0 1 0 0 13 6.5 6.5 0 0 0 0-13Z", "m15.5 15.5 4.5 4.5"],
  sort: ["m8 9 4-4 4 4", "m8 15 4 4 4-4"],
  success: ["M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18Z", "m8 12.5 3 3 5-6"],
  trash: ["M4 7h16", "M9 7V4h6v3", "M6 7l1 13h10l1-13", "M10 11v5", "M14 11v5"],
  upload: ["M12 20V9", "m7 14 5-5 5 5", "M5 4h14"],
  user: ["M12 4a4 4 0 1 0 0 8 4 4 0 0 0 0-8Z", "M4 21a8 8 0 0 1 16 0"],
  users: [
    "M9 5a3.5 3.5 0 1 0 0 7 3.5 3.5 0 0 0 0-7Z",
    "M2.5 20a6.5 6.5 0 0 1 13 0",
    "M16 5.5a3 3 0 0 1 0 6",
    "M18 14a6 6 0 0 1 3.5 6",
  ],
  vehicle: [
    "M3 16V7h11v9",
    "M14 10h4l3 3v3h-7",
    "M7 18.5a1.5 1.5 0 1 0 0-3 1.5 1.5 0 0 0 0 3Z",
    "M17 18.5a1.5 1.5 0 1 0 0-3 1.5 1.5 0 0 0 0 3Z",
  ],
  chevronsLeft: ["m18 6-6 6 6 6", "m12 6-6 6 6 6"],
  chevronsRight: ["m6 6 6 6-6 6", "m12 6 6 6-6 6"],
  loader: ["M12 3a9 9 0 1 0 9 9"],
  home: ["M4 11 12 4l8 7", "M6 9.5V20h12V9.5", "M10 20v-5h4v5"],
  bell: ["M6 16V11a6 6 0 0 1 12 0v5l2 2H4l2-2Z", "M10 20.5a2 2 0 0 0 4 0"],
  eye: ["M2 12s3.5-7 10-7 10 7 10 7-3.5 7-10 7S2 12 2 12Z", "M12 9a3 3 0 1 0 0 6 3 3 0 0 0 0-6Z"],
  unlock: ["M5 11h14v10H5z", "M8 11V7a4 4 0 0 1 7.7-1.5"],
  fileText: ["M6 3h8l4 4v14H6z", "M14 3v4h4", "M9 12h6", "M9 15h6", "M9 18h4"],
  fileSheet: ["M6 3h8l4 4v14H6z", "M14 3v4h4", "M9 11h6v7H9z", "M9 14.5h6", "M12 11v7"],
  fileSlides: ["M6 3h8l4 4v14H6z", "M14 3v4h4", "M9 11h6v4H9z", "M12 15v3"],
  fileImage: ["M6 3h8l4 4v14H6z", "M14 3v4h4", "M10 10.5h.01", "m9 18 2.5-3.5 2 2.5 1-1 1.5 2"],
} as const satisfies Record<string, readonly string[]>;

/** The name of an icon of the set. */
export type IconName = keyof typeof iconPaths;

/** Every icon name, for stories and pickers. */
export const iconNames = Object.keys(iconPaths) as IconName[];
