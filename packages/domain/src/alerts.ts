import type { Alert, AlertText } from "./entities.js";
import type { AlertLevel } from "./enums.js";
import { languages } from "./reference-data.js";

/**
 * Alerts shown as banners (spec 01 §2, §3; spec 02 §3, §9): which text to show, whether an
 * alert is current, and in which order the banners stack. The form's rule "an alert needs at
 * least one text" (spec 02 §5) is `checkAlert` of `forms/alert.ts`.
 */

/**
 * Whether a text has something to show. The form requires title and text together, so a saved
 * text has both or neither; display only skips the empty ones, to show what there is.
 */
function isFilled(text: AlertText): boolean {
  return text.title.trim() !== "" || text.text.trim() !== "";
}

/**
 * The text of an alert in a locale (spec 02 §9): the user's locale, then fr, en, de. A blank
 * entry counts as missing. `undefined` when the alert has no text at all.
 */
export function alertText(alert: Pick<Alert, "alertTexts">, locale: string): AlertText | undefined {
  const language = locale.split("-")[0]?.toLowerCase();
  for (const candidate of [language, ...languages]) {
    const text = alert.alertTexts.find(
      (entry) => entry.languageCode === candidate && isFilled(entry),
    );
    if (text) return text;
  }
  return undefined;
}

/**
 * Whether an alert is shown now (spec 01 §3): active, started (`fromDateTime` ≤ now) and not
 * over (now < `toDateTime`; no end means until cancelled).
 */
export function isAlertCurrent(
  alert: Pick<Alert, "isActive" | "fromDateTime" | "toDateTime">,
  now: Date,
): boolean {
  const at = now.getTime();
  return (
    alert.isActive &&
    Date.parse(alert.fromDateTime) <= at &&
    (alert.toDateTime === null || at < Date.parse(alert.toDateTime))
  );
}

/** Display rank of each level: the banners stack danger, warning, info (spec 01 §2). */
export const alertLevelRank: Record<AlertLevel, number> = { danger: 0, warning: 1, info: 2 };

/**
 * Orders alerts for display (spec 01 §2): by level, danger first; within a level the most
 * recently started first, then by id, so the order is stable from one poll to the next.
 */
export function compareAlertsForDisplay(
  a: Pick<Alert, "id" | "level" | "fromDateTime">,
  b: Pick<Alert, "id" | "level" | "fromDateTime">,
): number {
  return (
    alertLevelRank[a.level] - alertLevelRank[b.level] ||
    Date.parse(b.fromDateTime) - Date.parse(a.fromDateTime) ||
    a.id - b.id
  );
}

/** The alerts to show now, in display order (spec 01 §2, §3). */
export function alertsForDisplay<A extends Alert>(alerts: readonly A[], now: Date): A[] {
  return alerts.filter((alert) => isAlertCurrent(alert, now)).sort(compareAlertsForDisplay);
}
