/** The business time of the API: what "now" is for rules, searches and demo data. */
export type Clock = () => Date;

/**
 * The real clock, or one that starts at a chosen instant when the process starts and runs on
 * from there (a training session or a visual test replaying the same day, with the same demo
 * data). Only business time moves: tokens and certificates keep the real clock.
 */
export function createClock(start?: Date, realNow: () => number = Date.now): Clock {
  if (start === undefined) return () => new Date(realNow());
  const offset = start.getTime() - realNow();
  return () => new Date(realNow() + offset);
}
