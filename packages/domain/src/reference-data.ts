/** Languages the product speaks; French is the default (spec 01 §9). */
export const languages = ["fr", "en", "de"] as const;

/** One of the product's languages. */
export type Language = (typeof languages)[number];

/** The default language. */
export const defaultLanguage: Language = "fr";

/** A label in each language of the product. */
export type LocalizedLabel = Record<Language, string>;

/** A type of reference datum (activity type, entity type). */
export interface ReferenceType {
  id: number;
  code: string;
  label: LocalizedLabel;
}

/** A reference datum of a type (activity, entity). */
export interface ReferenceItem {
  id: number;
  typeId: number;
  code: string;
  label: LocalizedLabel;
}

/** An entity of the organisation (region, section, rescue centre), with its parent. */
export interface Entity extends ReferenceItem {
  parentId: number | null;
}

/** Picks the label in a language, falling back to French (the source language). */
export function localizedLabel(label: LocalizedLabel, language: string): string {
  return (label as Record<string, string | undefined>)[language] ?? label.fr;
}

/** Answer of `GET Monitoring/Version`. */
export interface VersionInfo {
  version: string;
  environment: string;
  commit: string | null;
}

/** Deployment environments; every one but production shows a non-dismissible info alert. */
export const environments = ["local", "dev", "test", "validation", "production"] as const;

/** One deployment environment. */
export type Environment = (typeof environments)[number];
