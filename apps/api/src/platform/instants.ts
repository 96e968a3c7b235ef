import { formatInstantIn, type Instant } from "@releve/domain";

/** An instant of the database with the organisation's offset (none for an absent one). */
export function instantOf(value: Date, timeZone: string): Instant;
export function instantOf(value: Date | null, timeZone: string): Instant | null;
export function instantOf(value: Date | null, timeZone: string): Instant | null {
  return value === null ? null : formatInstantIn(value, timeZone);
}
