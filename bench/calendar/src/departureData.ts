/**
 * The generated departures every timeline renders: `count` departures (an ambulance base, a
 * post, a team's meeting point), each with its means of intervention over 9–11 June 2026 in
 * Paris (UTC+2 all three days), seeded so every run and every library gets the same ones. Each
 * departure has 4 to 8 means a day, starting between 00:00 and 22:00 on the quarter hour and
 * lasting 2 to 12 hours, so a row holds overlapping means and some run past midnight.
 */
import { type BenchMeans, seeded } from "./data";

export interface BenchDeparture {
  id: number;
  name: string;
}

export interface BenchDepartureMeans extends BenchMeans {
  departureId: number;
  /** Paris wall-clock minutes since 9 June 00:00: the harness cuts the days with them. */
  startMinute: number;
  endMinute: number;
}

export interface DeparturePlanning {
  departures: BenchDeparture[];
  means: BenchDepartureMeans[];
}

/** The days of the planning; the timeline shows the middle one, then the next, then back. */
export const departureDays = ["2026-06-09", "2026-06-10", "2026-06-11"] as const;

const minute = 60_000;
const two = (value: number) => String(value).padStart(2, "0");

/** Paris wall-clock minutes since 2026-06-09 00:00 as an instant with its +02:00 offset. */
function instant(minutes: number): string {
  const local = new Date(Date.UTC(2026, 5, 9) + minutes * minute);
  return (
    `${local.getUTCFullYear()}-${two(local.getUTCMonth() + 1)}-${two(local.getUTCDate())}` +
    `T${two(local.getUTCHours())}:${two(local.getUTCMinutes())}:00+02:00`
  );
}

const bases = ["Paris 15e", "Boulogne", "Montreuil", "Saint-Denis", "Créteil", "Nanterre"];
const types = ["VSAV", "Ambulance", "Poste de secours", "Équipe cynotechnique", "Maraude"];
const activities = ["Fête de la musique", "Marathon de Paris", "Garde de nuit", "Festival d'été"];
const statuses = ["draft", "public", "open", "open", "cancelled"] as const;

export function generateDepartures(count: number, seed = 610): DeparturePlanning {
  const random = seeded(seed);
  const pick = <T>(values: readonly T[]) => values[Math.floor(random() * values.length)] as T;
  const departures: BenchDeparture[] = [];
  const means: BenchDepartureMeans[] = [];
  for (let departure = 1; departure <= count; departure++) {
    departures.push({ id: departure, name: `${pick(bases)} · départ ${departure}` });
    for (let day = 0; day < departureDays.length; day++) {
      const perDay = 4 + Math.floor(random() * 5);
      for (let k = 0; k < perDay; k++) {
        const start = day * 1440 + Math.floor(random() * 89) * 15;
        const end = start + 120 + Math.floor(random() * 41) * 15;
        const required = 2 + Math.floor(random() * 7);
        const validated = Math.floor(random() * (required + 1));
        means.push({
          id: means.length + 1,
          departureId: departure,
          title: `${pick(types)} ${1 + Math.floor(random() * 60)}`,
          activityName: pick(activities),
          start: instant(start),
          end: instant(end),
          startMinute: start,
          endMinute: end,
          status: pick(statuses),
          staff: {
            required,
            validated,
            pending: Math.floor(random() * (required - validated + 1)),
          },
        });
      }
    }
  }
  return { departures, means };
}

/** The means touching a day of {@link departureDays}: what a host loads to show that day. */
export function meansOfDay(means: readonly BenchDepartureMeans[], day: number) {
  const from = day * 1440;
  const to = from + 1440;
  return means.filter((item) => item.startMinute < to && item.endMinute > from);
}
