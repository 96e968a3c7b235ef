import { vars } from "@releve/ui/tokens";
import { style } from "@vanilla-extract/css";

export {
  comment,
  entry,
  entryHead,
  fact,
  facts,
  history,
  muted,
  problem,
  row,
  rowMain,
  rows,
  wideFact,
} from "../../../lib/detail/detail.css";

/** The series' pattern, above its occurrences. */
export const pattern = style({ margin: 0 });

export const badges = style({ display: "flex", flexWrap: "wrap", gap: vars.space[2] });
