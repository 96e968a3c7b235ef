import type { I18n, MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import {
  type Finding,
  type FindingCode,
  findingParams,
  isFindingCode,
  isInstant,
  type ScopeType,
  type Severity,
} from "@releve/domain";
import { formatFileSize } from "@releve/ui";
import { fieldFindingMessages } from "./finding-messages-fields";
import { subjectFindingMessages } from "./finding-messages-subjects";

/**
 * The message of every code a finding of the domain can carry (spec 02 §5: what a form's rules
 * found, shown as the person types, and the findings of a form the API refused), by code. The
 * compiler holds it complete: a code added to the domain's `findingCodes` needs its message.
 */
export const findingMessages: Readonly<Record<FindingCode, MessageDescriptor>> = {
  ...fieldFindingMessages,
  ...subjectFindingMessages,
};

/** What shows for a code without message (one the planner does not know yet), by severity. */
const fallbackMessages: Readonly<Record<Severity, MessageDescriptor>> = {
  blocking: msg({
    id: "rule.fallback.blocking",
    message: "Cette valeur n'est pas acceptée. Corrigez-la pour continuer.",
  }),
  warning: msg({
    id: "rule.fallback.warning",
    message: "Cette valeur est inhabituelle\u00a0: vérifiez-la.",
  }),
  hint: msg({ id: "rule.fallback.hint", message: "Vérifiez cette valeur." }),
};

/** A scope type in the words that follow "défini" (spec 01 §6), for the scope findings. */
const scopeTypeWords: Readonly<Record<ScopeType, MessageDescriptor>> = {
  none: msg({
    id: "rule.param.scopeType.none",
    comment: "Follows 'the scope must be set' / 'the scope is set': a scope without restriction.",
    message: "sans restriction",
  }),
  byTypes: msg({
    id: "rule.param.scopeType.byTypes",
    comment: "Follows 'the scope must be set' / 'the scope is set': by pairs of types.",
    message: "par types d'activité et d'entité",
  }),
  byItems: msg({
    id: "rule.param.scopeType.byItems",
    comment: "Follows 'the scope must be set' / 'the scope is set': by pairs of items.",
    message: "par activités et entités",
  }),
  byFunctions: msg({
    id: "rule.param.scopeType.byFunctions",
    comment: "Follows 'the scope must be set' / 'the scope is set': by the person's functions.",
    message: "selon les fonctions de la personne",
  }),
};

/**
 * A finding in words, in the active language (spec 02 §5): its code's message with the
 * parameters its rule gives, made readable — dates and times as the organisation reads them,
 * sizes with their unit, scope types in words. A code without message shows the fallback of its
 * severity, never the code itself.
 */
export function describeFinding(
  i18n: I18n,
  finding: Pick<Finding, "code" | "params" | "severity">,
): string {
  const { code, severity } = finding;
  if (!isFindingCode(code)) {
    return i18n._(fallbackMessages[severity] ?? fallbackMessages.blocking);
  }
  const values = Object.fromEntries(
    (findingParams[code] as readonly string[]).map((name) => {
      const value = finding.params?.[name];
      // A parameter the rule gives only sometimes: the message's `select` reads `none`.
      return [name, value === undefined ? "none" : readable(i18n, code, name, value)];
    }),
  );
  return i18n._({ ...findingMessages[code], values });
}

const wallClock = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/;
const day = /^\d{4}-\d{2}-\d{2}$/;

/** A parameter of a finding as its message shows it. */
function readable(i18n: I18n, code: FindingCode, name: string, value: string | number): unknown {
  if (name === "maxBytes" && typeof value === "number") return formatFileSize(value, i18n.locale);
  if (name === "scopeType") return scopeTypeWord(i18n, String(value));
  if (name === "allowed") {
    const words = String(value)
      .split(",")
      .map((scopeType) => scopeTypeWord(i18n, scopeType));
    return new Intl.ListFormat(i18n.locale, { type: "disjunction" }).format(words);
  }
  if (typeof value !== "string") return value;
  // The nearest time on the grid is a time of day to type, its day being the field's.
  if (code === "time.nearestOnGrid" && wallClock.test(value)) return timeOf(i18n, value);
  if (wallClock.test(value) || isInstant(value)) return dateTime(i18n, value);
  if (day.test(value)) return date(i18n, value);
  return value;
}

function scopeTypeWord(i18n: I18n, scopeType: string): string {
  return Object.hasOwn(scopeTypeWords, scopeType)
    ? i18n._(scopeTypeWords[scopeType as ScopeType])
    : scopeType;
}

/**
 * The date and time written at the start of a form's wall-clock value or of an API instant: the
 * organisation's wall clock, shown as written whatever the zone of the browser (as the error
 * messages show an instant).
 */
function wallClockDate(value: string): Date {
  return new Date(`${value.slice(0, 16)}:00Z`);
}

function dateTime(i18n: I18n, value: string): string {
  return new Intl.DateTimeFormat(i18n.locale, {
    dateStyle: "long",
    timeStyle: "short",
    timeZone: "UTC",
  }).format(wallClockDate(value));
}

function timeOf(i18n: I18n, value: string): string {
  return new Intl.DateTimeFormat(i18n.locale, { timeStyle: "short", timeZone: "UTC" }).format(
    wallClockDate(value),
  );
}

function date(i18n: I18n, value: string): string {
  return new Intl.DateTimeFormat(i18n.locale, { dateStyle: "long", timeZone: "UTC" }).format(
    new Date(`${value}T00:00:00Z`),
  );
}
