import { environments } from "@releve/domain";
import { createContext, useContext } from "react";
import * as v from "valibot";

/** The settings file read at start from the site origin (spec 01 §7). */
export const settingsSchema = v.object({
  apiBaseUrl: v.pipe(v.string(), v.url()),
  environment: v.picklist(environments),
  timeZone: v.string(),
  pagesUnderDevelopment: v.array(v.string()),
  /** How far business time is from the real clock, in milliseconds (0 but for training days). */
  clockOffsetMs: v.optional(v.pipe(v.number(), v.integer()), 0),
  auth: v.object({
    clientId: v.string(),
    authority: v.pipe(v.string(), v.url()),
    knownAuthorities: v.array(v.string()),
    protocolMode: v.picklist(["OIDC", "AAD"]),
    scopes: v.array(v.string()),
    redirectUri: v.pipe(v.string(), v.url()),
    postLogoutRedirectUri: v.pipe(v.string(), v.url()),
  }),
});

/** The application settings. */
export type Settings = v.InferOutput<typeof settingsSchema>;

/** Reads `appsettings.json` from the site origin; a malformed file is a start-up error. */
export async function loadSettings(fetchImpl: typeof fetch = fetch): Promise<Settings> {
  const response = await fetchImpl("/appsettings.json", { cache: "no-cache" });
  if (!response.ok) throw new Error(`appsettings.json: HTTP ${response.status}`);
  return v.parse(settingsSchema, await response.json());
}

const SettingsContext = createContext<Settings | null>(null);

/** Makes the settings read at start available to the pages. */
export const SettingsProvider = SettingsContext.Provider;

/**
 * The product's business time: the server's clock, which may start at a chosen instant
 * (`RELEVE_CLOCK_START`) for a training day. Sign-in keeps the real clock.
 */
export function businessNow(settings: Pick<Settings, "clockOffsetMs">): Date {
  return new Date(Date.now() + settings.clockOffsetMs);
}

/** The settings read at start (`appsettings.json`). */
export function useSettings(): Settings {
  const settings = useContext(SettingsContext);
  if (!settings) throw new Error("useSettings needs a SettingsProvider");
  return settings;
}
