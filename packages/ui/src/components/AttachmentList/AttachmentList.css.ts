import { style } from "@vanilla-extract/css";
import { vars } from "../../tokens/contract.css";

/** The list: one file a line, separated by a thin rule. */
export const list = style({
  display: "flex",
  flexDirection: "column",
  margin: 0,
  padding: 0,
  listStyle: "none",
  fontFamily: vars.font.family.body,
  color: vars.color.text,
});

/** A file: its type icon, its name and details, and the remove button. */
export const item = style({
  display: "flex",
  alignItems: "flex-start",
  gap: vars.space[3],
  paddingBlock: vars.space[2],
  borderBottomWidth: vars.border.thin,
  borderBottomStyle: "solid",
  borderBottomColor: vars.color.borderSubtle,
  selectors: {
    "&:last-child": { borderBottomWidth: 0 },
  },
});

/** The type icon, level with the first line of the name. */
export const typeIcon = style({
  flex: "none",
  marginBlockStart: vars.space[1],
  color: vars.color.textMuted,
});

/** Name and details: takes the room left, wraps a long name instead of overflowing. */
export const body = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space[1],
  flex: "1 1 auto",
  minWidth: 0,
  paddingBlockStart: vars.space[1],
});

/** The file name: the download link, or plain text before the file is stored. */
export const name = style({
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.medium,
  lineHeight: vars.font.lineHeight.tight,
  overflowWrap: "anywhere",
});

/** The download icon after the name, inside the link. */
export const downloadIcon = style({
  marginInlineStart: vars.space[1],
});

/** Type and size, under the name. */
export const details = style({
  color: vars.color.textMuted,
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.normal,
});

/** The remove button keeps its size however long the name is. */
export const remove = style({
  flex: "none",
});

/** Said when there is no file. */
export const empty = style({
  margin: 0,
  color: vars.color.textMuted,
  fontFamily: vars.font.family.body,
  fontSize: vars.font.size.sm,
});
