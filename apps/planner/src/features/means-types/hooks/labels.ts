import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import type { MeansTypeVisibility } from "@releve/domain";
import type { BadgeTone } from "@releve/ui";

/** A type's visibility in words (spec 01 §4). */
export const visibilityLabels: Record<MeansTypeVisibility, MessageDescriptor> = {
  enabled: msg({ context: "means-types", message: "Actif" }),
  disabled: msg({ context: "means-types", message: "Désactivé" }),
};

/** A type's visibility as a badge's tone: a disabled type stands back. */
export const visibilityTones: Record<MeansTypeVisibility, BadgeTone> = {
  enabled: "success",
  disabled: "neutral",
};
