import type { ScheduleChangeStatus } from "@releve/domain";
import type { Insertable } from "kysely";
import type { Database } from "../schema.js";
import type { OperationalRoleCode } from "./planning-catalog.js";
import type { MeansDraft } from "./planning-means.js";
import type { PersonInfo } from "./planning-people.js";
import {
  endedPaths,
  type PathName,
  paths,
  type RegistrationContext,
  type RegistrationDraft,
  walk,
} from "./planning-registration-paths.js";
import { buildScheduleChanges, buildWorkSchedules } from "./planning-schedules.js";
import { type AuditEntry, day, earliest, hour, plus } from "./planning-support.js";

type Rows<T extends keyof Database> = Insertable<Database[T]>[];

export interface Registrations {
  rows: {
    registration: Rows<"registration">;
    schedule_change: Rows<"schedule_change">;
    work_schedule: Rows<"work_schedule">;
  };
  audit: AuditEntry[];
}

/** Who is booked when: validated and pending registrations, and approved full absences. */
class Calendar {
  private readonly booked = new Map<number, [number, number][]>();

  /** Whether the person is free from `start` to `end`, with `margin` of rest on each side. */
  isFree(personId: number, start: Date, end: Date, margin = 6 * hour): boolean {
    const from = start.getTime() - margin;
    const to = end.getTime() + margin;
    return (this.booked.get(personId) ?? []).every(([s, e]) => e <= from || s >= to);
  }

  book(personId: number, start: Date, end: Date): void {
    const periods = this.booked.get(personId) ?? [];
    periods.push([start.getTime(), end.getTime()]);
    this.booked.set(personId, periods);
  }
}

interface MeansState {
  live: number;
  validated: number;
  persons: Set<number>;
}

/**
 * The registrations of every means: first the demo users S and V (so they always have some),
 * then the others, means by means. Never more validated and pending than the required staff
 * (the domain's maximum, stricter than the database's), never two live registrations of one
 * person that overlap (a per-person calendar, with rest between shifts), one live registration
 * per person and means. Then schedule changes and the employees' work schedules.
 */
export function buildRegistrations(
  context: RegistrationContext,
  means: readonly MeansDraft[],
): Registrations {
  const { rng, now, people } = context;
  const calendar = new Calendar();
  for (const [personId, absences] of people.absences) {
    for (const absence of absences) {
      if (absence.type === "FULL" && !absence.isPending) {
        calendar.book(personId, absence.start, absence.end);
      }
    }
  }
  const states = new Map<MeansDraft, MeansState>();
  const stateOf = (item: MeansDraft) => {
    let state = states.get(item);
    if (!state) {
      state = { live: 0, validated: 0, persons: new Set() };
      states.set(item, state);
    }
    return state;
  };
  const drafts: RegistrationDraft[] = [];
  const audit: AuditEntry[] = [];

  const create = (
    item: MeansDraft,
    person: PersonInfo,
    path: PathName,
    role: OperationalRoleCode | null,
    times?: { start: Date; end: Date },
    from?: Date,
  ): RegistrationDraft => {
    const draft = walk(context, item, person, path, role, drafts.length + 1, audit, times, from);
    drafts.push(draft);
    const state = stateOf(item);
    state.persons.add(person.id);
    if (draft.state.status === "validated" || draft.state.status === "pending") {
      state.live += 1;
      if (draft.state.status === "validated") state.validated += 1;
      calendar.book(person.id, draft.row.start_at, draft.row.end_at);
    }
    return draft;
  };

  const ordered = [...means].sort((a, b) => a.start.getTime() - b.start.getTime() || a.id - b.id);
  const demoRegistrations = demoPlan(context, ordered, calendar, stateOf, create);

  for (const item of ordered) {
    if (!item.assignFrom) continue;
    const state = stateOf(item);
    const until = item.cancelledAt ?? earliest(item.start, now);
    const isOpen = item.registerFrom !== null && item.registerFrom <= until;
    const r = item.required;
    let validated: number;
    let pending: number;
    if (item.cancelledAt) {
      validated = Math.round(r * (0.3 + 0.7 * rng.next()));
      pending = rng.int(0, r - validated);
    } else if (item.start <= now) {
      validated = rng.chance(0.65) ? r : Math.max(0, r - rng.int(1, 2));
      pending = rng.chance(0.08) ? Math.min(1, r - validated) : 0;
    } else {
      const soon = item.start.getTime() - now.getTime() < 3 * day;
      validated = soon ? rng.int(Math.ceil(r / 2), r) : rng.int(0, r);
      pending = rng.int(0, r - validated);
    }
    validated = Math.max(0, Math.min(validated - state.validated, r - state.live));
    pending = Math.max(0, Math.min(pending, r - state.live - validated));
    const ended = rng.weighted([
      [0, 45],
      [1, 35],
      [2, 15],
      [3, 5],
    ]);

    const candidates = rankCandidates(context, item);
    const pickPerson = (role: OperationalRoleCode | null, live: boolean, span?: [Date, Date]) =>
      candidates.find(
        (person) =>
          !state.persons.has(person.id) &&
          (role === null
            ? item.type.crew.some((crew) => person.roles.has(crew))
            : person.roles.has(role)) &&
          (!live || calendar.isFree(person.id, span?.[0] ?? item.start, span?.[1] ?? item.end)),
      );
    const nextRole = () => item.type.crew[state.live % item.type.crew.length] ?? null;
    const followsSplit = item.half === "first" && item.sibling ? item.sibling : null;

    for (let index = 0; index < validated + pending; index++) {
      const isValidated = index < validated;
      const role = nextRole();
      const person =
        pickPerson(role, true, followsSplit ? [item.start, followsSplit.end] : undefined) ??
        pickPerson(null, true, followsSplit ? [item.start, followsSplit.end] : undefined);
      if (!person) break;
      const path: PathName = isValidated
        ? isOpen
          ? rng.weighted<PathName>([
              ["registeredValidated", 45],
              ["assigned", 20],
              ["proposedAccepted", 10],
              ["revalidated", 5],
            ])
          : rng.weighted<PathName>([
              ["assigned", 70],
              ["proposedAccepted", 30],
            ])
        : isOpen && !item.automaticValidation && rng.chance(0.7)
          ? "pending"
          : "proposed";
      const partial =
        person.staffType !== "employee" &&
        item.schedule === null &&
        item.half === null &&
        item.end.getTime() - item.start.getTime() >= 8 * hour &&
        rng.chance(0.15);
      const cut = rng.int(2, 3) * hour;
      const times = partial
        ? rng.chance(0.5)
          ? { start: plus(item.start, cut), end: item.end }
          : { start: item.start, end: plus(item.end, -cut) }
        : undefined;
      const draft = create(item, person, path, role, times);
      // Employees assigned to one half of a split are assigned to the other (spec 01 §4).
      const sibling = followsSplit;
      if (
        sibling?.splitAt &&
        person.staffType === "employee" &&
        draft.state.status === "validated"
      ) {
        const siblingState = stateOf(sibling);
        if (siblingState.live < sibling.required && !siblingState.persons.has(person.id)) {
          create(sibling, person, "assigned", role, undefined, sibling.splitAt);
        }
      }
    }
    for (let index = 0; index < ended; index++) {
      const person = pickPerson(null, false);
      if (!person) break;
      const path = isOpen
        ? rng.pick(endedPaths)
        : rng.pick(["rejectedAfterValidation", "rejectedProposition", "deletedAssigned"] as const);
      create(item, person, path, null);
    }
  }

  const scheduleChanges = buildScheduleChanges(context, drafts, demoRegistrations, audit);
  for (const draft of drafts) draft.row.version = draft.steps;
  return {
    rows: {
      registration: drafts.map((draft) => draft.row),
      schedule_change: scheduleChanges,
      work_schedule: buildWorkSchedules(context, drafts),
    },
    audit,
  };
}

/** The people of the means' region, the most likely first: same centre, fitting staff type. */
function rankCandidates(context: RegistrationContext, item: MeansDraft): PersonInfo[] {
  const { rng, people } = context;
  const region = item.centre === "lyon7" ? "aura" : "idf";
  const prefersEmployees = item.type.code === "vpsp" || item.type.code === "vsl";
  return people.field
    .filter(
      (person) => person.region === region && person !== people.demoS && person !== people.demoV,
    )
    .map((person) => ({
      person,
      score:
        rng.next() +
        (person.centre === item.centre ? 1 : 0) +
        ((person.staffType === "employee") === prefersEmployees ? 0.6 : 0),
    }))
    .sort((a, b) => b.score - a.score)
    .map(({ person }) => person);
}

type Create = (
  item: MeansDraft,
  person: PersonInfo,
  path: PathName,
  role: OperationalRoleCode | null,
) => RegistrationDraft;

/** What the demo users S and V find in their calendar, past and upcoming. */
const demoWishes: {
  who: "S" | "V";
  when: "past" | "upcoming";
  path: PathName;
  change?: ScheduleChangeStatus;
}[] = [
  { who: "S", when: "past", path: "assigned" },
  { who: "S", when: "past", path: "assigned", change: "rejected" },
  { who: "S", when: "past", path: "registeredValidated" },
  { who: "S", when: "upcoming", path: "assigned", change: "pending" },
  { who: "S", when: "upcoming", path: "assigned", change: "validated" },
  { who: "S", when: "upcoming", path: "registeredValidated" },
  { who: "S", when: "upcoming", path: "proposed" },
  { who: "S", when: "upcoming", path: "pending" },
  { who: "S", when: "upcoming", path: "rejected" },
  { who: "V", when: "past", path: "registeredValidated" },
  { who: "V", when: "past", path: "registeredValidated" },
  { who: "V", when: "past", path: "proposedAccepted" },
  { who: "V", when: "past", path: "unregisteredPending" },
  { who: "V", when: "upcoming", path: "registeredValidated", change: "pending" },
  { who: "V", when: "upcoming", path: "registeredValidated" },
  { who: "V", when: "upcoming", path: "pending" },
  { who: "V", when: "upcoming", path: "pending" },
  { who: "V", when: "upcoming", path: "proposed" },
  { who: "V", when: "upcoming", path: "rejectedProposition" },
  { who: "V", when: "upcoming", path: "unregisteredValidated" },
];

function demoPlan(
  context: RegistrationContext,
  ordered: readonly MeansDraft[],
  calendar: Calendar,
  stateOf: (item: MeansDraft) => MeansState,
  create: Create,
): Map<RegistrationDraft, ScheduleChangeStatus> {
  const { rng, now, people } = context;
  const changes = new Map<RegistrationDraft, ScheduleChangeStatus>();
  for (const wish of demoWishes) {
    const person = wish.who === "S" ? people.demoS : people.demoV;
    const types = wish.who === "S" ? ["vpsp", "vsl"] : ["firstAidTeam", "vpsp", "socialTeam"];
    const registers = paths[wish.path][0][0] === "register";
    const isLive = [
      "assigned",
      "registeredValidated",
      "proposedAccepted",
      "pending",
      "proposed",
    ].includes(wish.path);
    const eligible = ordered.filter((item) => {
      const state = stateOf(item);
      const inWindow =
        wish.when === "past"
          ? item.end < now && item.start > plus(now, -13 * day)
          : item.start > plus(now, 3 * hour) && item.start < plus(now, 13 * day);
      return (
        inWindow &&
        !item.cancelledAt &&
        item.half === null &&
        types.includes(item.type.code) &&
        item.centre !== "lyon7" &&
        item.assignFrom !== null &&
        (!registers || (item.registerFrom !== null && !item.automaticValidation)) &&
        !state.persons.has(person.id) &&
        (!isLive ||
          (state.live < item.required && calendar.isFree(person.id, item.start, item.end)))
      );
    });
    if (eligible.length === 0) continue;
    const item = rng.pick(eligible);
    const role = item.type.crew.find((crew) => person.roles.has(crew)) ?? null;
    const draft = create(item, person, wish.path, role);
    if (wish.change) changes.set(draft, wish.change);
  }
  return changes;
}
