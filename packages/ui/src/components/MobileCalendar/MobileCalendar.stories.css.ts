import { style } from "@vanilla-extract/css";
import { vars } from "../../tokens/contract.css";

/** The width the field staff calendar is shown at in most stories: a small tablet, 28 rem. */
export const stage = style({ width: "28rem" });

/**
 * A phone 390 px wide (a common handset's viewport, in CSS px on purpose): the photographed
 * frame, with its padding, is that wide.
 */
export const phone = style({ width: `calc(390px - 2 * ${vars.space[4]})` });
