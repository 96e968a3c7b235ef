/**
 * The generated planning every calendar renders: `count` means of intervention over June 2026
 * in Paris (UTC+2 all month), seeded so every run and every library gets the same ones. Starts
 * fall between 06:00 and 20:00 on the quarter hour, lengths between 2 and 12 hours (the late
 * ones run past midnight), so a busy day holds many overlapping means.
 */
export interface BenchMeans {
  id: number;
  title: string;
  activityName: string;
  /** ISO 8601 with offset, as the API sends them. */
  start: string;
  end: string;
  status: "draft" | "public" | "open" | "cancelled";
  staff: { required: number; validated: number; pending: number };
}

/** A small, seeded pseudo-random generator (mulberry32): the same data on every run. */
export function seeded(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let value = state;
    value = Math.imul(value ^ (value >>> 15), value | 1);
    value ^= value + Math.imul(value ^ (value >>> 7), value | 61);
    return ((value ^ (value >>> 14)) >>> 0) / 4_294_967_296;
  };
}

const minute = 60_000;
const offsetMinutes = 120;
const two = (value: number) => String(value).padStart(2, "0");

/** Paris wall-clock minutes since 2026-06-01 00:00 as an instant with its +02:00 offset. */
function instant(minutes: number): string {
  const local = new Date(Date.UTC(2026, 5, 1) + minutes * minute);
  return (
    `${local.getUTCFullYear()}-${two(local.getUTCMonth() + 1)}-${two(local.getUTCDate())}` +
    `T${two(local.getUTCHours())}:${two(local.getUTCMinutes())}:00+0${offsetMinutes / 60}:00`
  );
}

const types = ["VSAV", "Ambulance", "Poste de secours", "Équipe cynotechnique", "Maraude"];
const activities = ["Fête de la musique", "Marathon de Paris", "Garde de nuit", "Festival d'été"];
const statuses = ["draft", "public", "open", "open", "cancelled"] as const;

export function generateMeans(count: number, seed = 2026): BenchMeans[] {
  const random = seeded(seed);
  const pick = <T>(values: readonly T[]) => values[Math.floor(random() * values.length)] as T;
  const means: BenchMeans[] = [];
  for (let id = 1; id <= count; id++) {
    const start = Math.floor(random() * 30) * 1440 + 360 + Math.floor(random() * 57) * 15;
    const end = start + 120 + Math.floor(random() * 41) * 15;
    const required = 2 + Math.floor(random() * 7);
    const validated = Math.floor(random() * (required + 1));
    means.push({
      id,
      title: `${pick(types)} ${1 + Math.floor(random() * 60)}`,
      activityName: pick(activities),
      start: instant(start),
      end: instant(end),
      status: pick(statuses),
      staff: { required, validated, pending: Math.floor(random() * (required - validated + 1)) },
    });
  }
  return means;
}
