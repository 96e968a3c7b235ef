import type { AbsenceType, EmailType, RoleCode, StaffType } from "@releve/domain";
import type { Insertable } from "kysely";
import type { Database } from "../schema.js";
import { demoUsers, entities } from "./demo-organisation.js";
import type { OperationalRoleCode, RescueCentreCode } from "./planning-catalog.js";
import {
  femaleFirstNames,
  functionsByStaffType,
  lastNames,
  maleFirstNames,
  organisationMailDomain,
  privateMailDomains,
} from "./planning-names.js";
import { addDays, asciiSlug, at, hour, toMinute } from "./planning-support.js";
import type { Random } from "./random.js";

type Rows<T extends keyof Database> = Insertable<Database[T]>[];

/** A person who can be registered, with what the generator needs to place them. */
export interface PersonInfo {
  id: number;
  staffType: StaffType;
  roles: ReadonlySet<OperationalRoleCode>;
  /** The centre they usually serve from (not stored: persons have no entity). */
  centre: RescueCentreCode;
  region: "idf" | "aura";
}

/** An absence from the time-and-attendance tool. */
export interface AbsencePeriod {
  type: AbsenceType;
  start: Date;
  end: Date;
  isPending: boolean;
}

export interface People {
  rows: { person: Rows<"person">; person_email: Rows<"person_email">; absence: Rows<"absence"> };
  /** Everyone who may be registered: the generated persons and the demo users S and V. */
  field: PersonInfo[];
  demoS: PersonInfo;
  demoV: PersonInfo;
  absences: Map<number, AbsencePeriod[]>;
  /** Who takes the managers' decisions on an entity × activity. */
  managersFor(entity: string, activity: string): readonly number[];
}

const centreWeights: readonly (readonly [RescueCentreCode, number])[] = [
  ["paris15", 25],
  ["paris19", 20],
  ["nanterre", 20],
  ["boulogne", 15],
  ["lyon7", 20],
];

const managerRoles: readonly RoleCode[] = ["A", "B", "BAPS", "C", "CAPS"];

/**
 * The persons of the demo planning on top of the ten demo users: French names, functions with the
 * operational roles they qualify for, e-mail addresses, and the absences of employees.
 */
export function buildPeople(
  rng: Random,
  options: {
    count: number;
    firstId: number;
    today: string;
    now: Date;
    timeZone: string;
    demoPersonIds: ReadonlyMap<string, number>;
  },
): People {
  const { today, now, timeZone } = options;
  const rows: People["rows"] = { person: [], person_email: [], absence: [] };
  const field: PersonInfo[] = [];
  const usedAddresses = new Set(demoUsers.map((user) => user.email));
  const address = (first: string, last: string, domain: string) => {
    const base = `${asciiSlug(first)}.${asciiSlug(last)}`;
    for (let suffix = 1; ; suffix++) {
      const candidate = `${base}${suffix === 1 ? "" : suffix}@${domain}`;
      if (!usedAddresses.has(candidate)) {
        usedAddresses.add(candidate);
        return candidate;
      }
    }
  };

  for (let index = 0; index < options.count; index++) {
    const id = options.firstId + index;
    const female = rng.chance(0.5);
    const firstName = rng.pick(female ? femaleFirstNames : maleFirstNames);
    const lastName = rng.pick(lastNames);
    const staffType = rng.weighted<StaffType>([
      ["volunteer", 78],
      ["employee", 17],
      ["external", 5],
    ]);
    const profile = rng.weighted(
      functionsByStaffType[staffType].map((item) => [item, item.weight] as const),
    );
    const centre = rng.weighted(centreWeights);
    const emails: { type: EmailType; address: string }[] = [];
    if (staffType === "employee") {
      emails.push({
        type: "professional",
        address: address(firstName, lastName, organisationMailDomain),
      });
      if (rng.chance(0.4)) {
        emails.push({
          type: "private",
          address: address(firstName, lastName, rng.pick(privateMailDomains)),
        });
      }
    } else if (staffType === "volunteer") {
      emails.push({
        type: "private",
        address: address(firstName, lastName, rng.pick(privateMailDomains)),
      });
      if (profile.roles.includes("teamLeader") && rng.chance(0.5)) {
        emails.push({
          type: "professional",
          address: address(firstName, lastName, organisationMailDomain),
        });
      }
    } else {
      emails.push({
        type: "professional",
        address: address(firstName, lastName, "prestataire.example"),
      });
    }
    rows.person.push({
      id,
      person_id_central_db:
        staffType === "external" ? null : `RC-${String(1001 + index).padStart(6, "0")}`,
      first_name: firstName,
      last_name: lastName,
      staff_type: staffType,
      function: female ? profile.female : profile.male,
      email: emails[0]?.address ?? null,
    });
    for (const email of emails) rows.person_email.push({ person_id: id, ...email });
    field.push({
      id,
      staffType,
      roles: new Set(profile.roles as OperationalRoleCode[]),
      centre,
      region: centre === "lyon7" ? "aura" : "idf",
    });
  }

  const demoId = (subject: string) => {
    const id = options.demoPersonIds.get(subject);
    if (id === undefined) throw new Error(`The demo organisation has no user ${subject}`);
    return id;
  };
  for (const user of demoUsers) {
    rows.person_email.push({
      person_id: demoId(user.subject),
      type: "professional",
      address: user.email,
    });
  }
  const demoS: PersonInfo = {
    id: demoId("demo-s"),
    staffType: "employee",
    roles: new Set(["driver", "coDriver", "firstAider"]),
    centre: "nanterre",
    region: "idf",
  };
  const demoV: PersonInfo = {
    id: demoId("demo-v"),
    staffType: "volunteer",
    roles: new Set(["firstAider", "coDriver"]),
    centre: "paris15",
    region: "idf",
  };
  field.push(demoS, demoV);

  // Absences of employees, from the time-and-attendance tool; Lucas MOREAU (S) has two.
  const absences = new Map<number, AbsencePeriod[]>();
  const addAbsence = (personId: number, absence: AbsencePeriod) => {
    absences.set(personId, [...(absences.get(personId) ?? []), absence]);
  };
  addAbsence(demoS.id, {
    type: "FULL",
    start: at(addDays(today, 9), "00:00", timeZone),
    end: at(addDays(today, 11), "00:00", timeZone),
    isPending: false,
  });
  addAbsence(demoS.id, {
    type: "PART",
    start: at(addDays(today, 4), "13:30", timeZone),
    end: at(addDays(today, 4), "17:30", timeZone),
    isPending: true,
  });
  for (const person of field) {
    if (person.staffType !== "employee" || person === demoS) continue;
    const count = rng.weighted([
      [0, 45],
      [1, 40],
      [2, 15],
    ]);
    for (let index = 0; index < count; index++) {
      const day = addDays(today, rng.int(-14, 14));
      const full = rng.chance(0.65);
      const morning = rng.chance(0.5);
      addAbsence(person.id, {
        type: full ? "FULL" : "PART",
        start: full ? at(day, "00:00", timeZone) : at(day, morning ? "08:00" : "13:30", timeZone),
        end: full
          ? at(addDays(day, rng.int(1, 5)), "00:00", timeZone)
          : at(day, morning ? "12:00" : "17:30", timeZone),
        isPending: rng.chance(0.25),
      });
    }
  }
  for (const [personId, periods] of absences) {
    for (const absence of periods) {
      const id = rows.absence.length + 1;
      rows.absence.push({
        id,
        person_id: personId,
        type: absence.type,
        start_at: absence.start,
        end_at: absence.end,
        is_pending: absence.isPending,
        external_id: `GTA-ABS-${String(id).padStart(6, "0")}`,
        imported_at: toMinute(now.getTime() - rng.int(1, 12) * hour),
      });
    }
  }

  return {
    rows,
    field,
    demoS,
    demoV,
    absences,
    managersFor: managersOf(field, demoId),
  };
}

/**
 * The managers of an entity × activity: the demo users whose manager authorizations cover it
 * (a scope on an entity covers the entities below it), else leads of the region among the
 * generated persons (the demo has no manager in Lyon).
 */
function managersOf(
  field: readonly PersonInfo[],
  demoId: (subject: string) => number,
): People["managersFor"] {
  const parentOf = new Map(entities.map((entity) => [entity.code, entity.parent]));
  const ancestors = (code: string) => {
    const chain: string[] = [];
    for (let current: string | null | undefined = code; current; current = parentOf.get(current)) {
      chain.push(current);
    }
    return chain;
  };
  const leads = {
    idf: field.filter((person) => person.region === "idf" && person.roles.has("postLeader")),
    aura: field.filter((person) => person.region === "aura" && person.roles.has("postLeader")),
  };
  const cache = new Map<string, number[]>();
  return (entity, activity) => {
    const key = `${entity}:${activity}`;
    const known = cache.get(key);
    if (known) return known;
    const chain = ancestors(entity);
    const managers = demoUsers
      .filter((user) =>
        user.authorizations.some(
          (authorization) =>
            managerRoles.includes(authorization.role) &&
            authorization.scopes.some(
              (scope) => scope.activity === activity && chain.includes(scope.entity),
            ),
        ),
      )
      .map((user) => demoId(user.subject));
    if (managers.length === 0) {
      const region = chain.includes("aura") ? "aura" : "idf";
      managers.push(...leads[region].slice(0, 3).map((person) => person.id));
    }
    // A tiny organisation (the reduced sizes of the tests) may have no lead: the coordinator.
    if (managers.length === 0) managers.push(demoId("demo-a"));
    cache.set(key, managers);
    return managers;
  };
}
