import { type Kysely, type RawBuilder, sql } from "kysely";
import type { Database } from "../schema.js";
import {
  femaleFirstNames,
  functionsByStaffType,
  lastNames,
  maleFirstNames,
} from "./planning-names.js";
import { addDays, advanceIdentities, dayIn, maxId } from "./planning-support.js";

/** Sizes of the large scale. */
export interface LargeSize {
  persons: number;
  means: number;
  /** Registrations generated per means that is not a draft (every status represented). */
  registrationsPerMeans: number;
}

export const defaultLargeSize: LargeSize = {
  persons: 50_000,
  means: 100_000,
  registrationsPerMeans: 11,
};

/**
 * A deterministic hash of an integer expression into [0, modulo): Knuth's multiplicative hash,
 * keeping the high bits of the 32-bit product. Pure SQL, so the data stays the same on every
 * PostgreSQL and on PGlite.
 */
function hash(expression: RawBuilder<unknown>, salt: number, modulo: number): RawBuilder<number> {
  return sql<number>`((((${expression})::bigint * 2654435761 + ${sql.lit(salt * 40503)}) % 4294967296) / 65536 % ${sql.lit(modulo)})::integer`;
}

/**
 * The mass of the large scale, on top of the default planning, with INSERT … SELECT over
 * generate_series: persons, activities of four means each, registrations and the audit trail.
 *
 * Means fill 12-hour slots (08:00–20:00, 20:00–08:00) over a window centred on today, `perSlot`
 * per slot. The registrations of one slot go to distinct persons (a position in the slot maps
 * to a person by a bijection), so no person holds two overlapping registrations, and a means
 * never has more validated or pending people than it requires.
 */
export async function seedLargePlanning(
  db: Kysely<Database>,
  options: { now: Date; timeZone: string } & Partial<LargeSize>,
): Promise<Record<string, number>> {
  const size = { ...defaultLargeSize, ...options };
  const { now, timeZone } = options;
  const perMeans = size.registrationsPerMeans;
  // Four means per activity, and a slot's registrations must go to distinct persons.
  const perSlot = Math.max(4, Math.min(140, Math.floor(size.persons / perMeans / 4) * 4));
  const meansCount = Math.ceil(size.means / 4) * 4;
  const activityCount = meansCount / 4;
  const slots = Math.ceil(meansCount / perSlot);
  const firstDay = addDays(dayIn(now, timeZone), -Math.floor(slots / 4));
  if (perSlot * perMeans > size.persons) {
    throw new RangeError(`The large planning needs at least ${perSlot * perMeans} persons`);
  }

  // The default planning wrote explicit ids: the identities must follow before the mass.
  await advanceIdentities(db);
  const personBase = await maxId(db, "person");
  const activityBase = await maxId(db, "operational_activity");
  const meansBase = await maxId(db, "means_of_intervention");
  const registrationBase = await maxId(db, "registration");
  const ids = async (query: RawBuilder<{ id: number }>) =>
    (await query.execute(db)).rows.map((row) => row.id);
  const centreIds = await ids(sql`select e.id from entity e join entity_type t on t.id = e.type_id
    where t.code = 'rescueCentre' order by e.id`);
  const activityRows = (
    await sql<{
      id: number;
      label: string;
    }>`select id, label ->> 'fr' as label from activity order by id`.execute(db)
  ).rows;
  const typeIds = await ids(
    sql`select id from means_of_intervention_type where visibility = 'enabled' order by id`,
  );
  const [dayId, nightId] = [
    (
      await ids(
        sql`select id from predefined_schedule where start_time = '08:00' and end_time = '20:00' order by id limit 1`,
      )
    )[0],
    (
      await ids(
        sql`select id from predefined_schedule where start_time = '20:00' and end_time = '08:00' order by id limit 1`,
      )
    )[0],
  ];
  const manager = (
    await ids(sql`select person_id as id from user_profile where subject = 'demo-a'`)
  )[0];
  if (centreIds.length === 0 || typeIds.length === 0 || !dayId || !nightId || !manager) {
    throw new Error(
      "The large planning needs the demo organisation and the default planning first",
    );
  }

  const n = sql.ref("n");
  const functionOf = (staffType: "volunteer" | "employee" | "external") => {
    const labels = functionsByStaffType[staffType].map((profile) => profile.male);
    return sql`(${labels}::text[])[1 + ${hash(n, 4, labels.length)}]`;
  };
  await sql`
    insert into person (id, person_id_central_db, first_name, last_name, staff_type, function, email)
    select ${personBase} + n, 'RB-' || lpad(n::text, 7, '0'), first_name, last_name, staff_type,
           case staff_type when 'volunteer' then ${functionOf("volunteer")}
                           when 'employee' then ${functionOf("employee")}
                           else ${functionOf("external")} end,
           translate(lower(first_name || '.' || replace(last_name, ' ', '')), 'éèêëàâäîïôöùûüçÉ''', 'eeeeaaaiioouuuce')
             || '.' || n || '@bench.example'
      from (select n,
                   case when ${hash(n, 1, 2)} = 0 then (${[...femaleFirstNames]}::text[])[1 + ${hash(n, 2, femaleFirstNames.length)}]
                        else (${[...maleFirstNames]}::text[])[1 + ${hash(n, 2, maleFirstNames.length)}] end as first_name,
                   (${[...lastNames]}::text[])[1 + ${hash(n, 3, lastNames.length)}] as last_name,
                   case when ${hash(n, 5, 100)} < 80 then 'volunteer'
                        when ${hash(n, 5, 100)} < 95 then 'employee' else 'external' end as staff_type
              from generate_series(1, ${size.persons}) as n) as p`.execute(db);
  await sql`
    insert into person_email (person_id, type, address)
    select id, case staff_type when 'volunteer' then 'private' else 'professional' end, email
      from person where id > ${personBase}`.execute(db);

  const a = sql.ref("a");
  const slotStart = sql`((${firstDay}::date + (s / 2)) + case when s % 2 = 0 then time '08:00' else time '20:00' end) at time zone ${timeZone}`;
  const slotEnd = sql`((${firstDay}::date + (s / 2) + (s % 2)) + case when s % 2 = 0 then time '20:00' else time '08:00' end) at time zone ${timeZone}`;
  await sql`
    insert into operational_activity (id, title, start_at, end_at, status, opening_option, activity_id, entity_id,
                                      created_at, created_by, version)
    select ${activityBase} + a + 1,
           (${activityRows.map((row) => row.label)}::text[])[1 + a % ${activityRows.length}] || ' — série ' || (a / ${activityRows.length} + 1),
           start_at, end_at, status, 'manual',
           (${activityRows.map((row) => row.id)}::integer[])[1 + a % ${activityRows.length}],
           (${centreIds}::integer[])[1 + ${hash(a, 6, centreIds.length)}],
           least(start_at - make_interval(days => 5 + ${hash(a, 7, 20)}), ${now}::timestamptz - interval '3 days'),
           ${manager}::integer, case status when 'draft' then 1 when 'public' then 2 else 3 end
      from (select a, ${slotStart} as start_at, ${slotEnd} as end_at,
                   case when ${slotStart} < ${now}::timestamptz
                        then case when ${hash(a, 8, 100)} < 5 then 'cancelled' else 'public' end
                        else case when ${hash(a, 8, 100)} < 8 then 'draft'
                                  when ${hash(a, 8, 100)} < 13 then 'cancelled' else 'public' end end as status
              from generate_series(0, ${activityCount - 1}) as a,
                   lateral (select (a * 4) / ${perSlot} as s) as slot) as activities`.execute(db);

  const i = sql.ref("i");
  await sql`
    insert into means_of_intervention (id, operational_activity_id, type_id, schedule_type, predefined_schedule_id,
                                       start_at, end_at, opening_option, required_staff, status, created_at, version)
    select ${meansBase} + i + 1, oa.id, (${typeIds}::integer[])[1 + ${hash(i, 9, typeIds.length)}], 'PREDEFINED',
           case when extract(hour from oa.start_at at time zone ${timeZone}) = 8 then ${dayId}::integer else ${nightId}::integer end,
           oa.start_at, oa.end_at, 'manual', 2 + ${hash(i, 10, 5)}, s.status, oa.created_at + interval '10 minutes',
           case s.status when 'draft' then 1 when 'public' then 2 else 3 end
      from (select i, ${activityBase} + i / 4 + 1 as activity_id from generate_series(0, ${meansCount - 1}) as i) as m
      join operational_activity oa on oa.id = m.activity_id,
           lateral (select case oa.status when 'draft' then 'draft' when 'cancelled' then 'cancelled'
                               else case when oa.start_at < ${now}::timestamptz
                                         then case when ${hash(i, 11, 100)} < 80 then 'open'
                                                   when ${hash(i, 11, 100)} < 92 then 'public' else 'cancelled' end
                                         else case when ${hash(i, 11, 100)} < 60 then 'open'
                                                   when ${hash(i, 11, 100)} < 87 then 'public'
                                                   when ${hash(i, 11, 100)} < 95 then 'cancelled' else 'draft' end end
                          end as status) as s`.execute(db);

  const q = sql`(i * ${perMeans} + j)`;
  // One statement writes every registration, so no validation runs beside it: the per-person
  // lock that queues concurrent validations would only hold one lock per person until commit
  // (tens of thousands). The exclusion constraint still checks that none overlap.
  await sql`alter table registration disable trigger registration_person_lock`.execute(db);
  await sql`
    insert into registration (person_id, means_of_intervention_id, status, is_proposed, operational_role_id,
                              rejection_reason, start_at, end_at, created_at, created_by,
                              latest_status_change_at, version)
    select person_id, means_id, status, is_proposed, case when status = 'validated' then 1 + (i + j) % 4 end,
           case when status = 'rejected' and not is_proposed then case when ended = 0 then 'absence' else 'rescheduling' end end,
           start_at, end_at, created_at, case when status in ('validated', 'cancelled') or is_proposed then ${manager}::integer else person_id end,
           case when status in ('validated', 'pending') then created_at else created_at + (decided - created_at) / 2 end,
           case when status in ('validated', 'pending') then 1 else 2 end
      from (select i, j, ended, person_id, means_id, start_at, end_at, created_at, decided,
                   case when j < v + p and means_status = 'cancelled' then 'cancelled'
                        when j < v then 'validated'
                        when j < v + p then 'pending'
                        when ended in (0, 1, 5) then 'rejected'
                        when ended in (2, 4) then 'unregistered'
                        else 'deleted' end as status,
                   (j >= v and j < v + p and means_status <> 'cancelled' and (means_status = 'public' or j % 3 = 0))
                     or (j >= v + p and ended = 1) as is_proposed
              from (select i, j, m.id as means_id, m.status as means_status, m.start_at, m.end_at,
                           ${personBase} + 1 + ((i / ${perSlot}) * 7919 + (i % ${perSlot}) * ${perMeans} + j) % ${size.persons} as person_id,
                           v, case when m.start_at < ${now}::timestamptz then 0 else ${hash(i, 13, 1000)} % (m.required_staff - v + 1) end as p,
                           ${hash(q, 14, 6)} as ended,
                           m.created_at + interval '2 days'
                             + (least(m.start_at, ${now}::timestamptz) - m.created_at - interval '2 days') * (${hash(q, 15, 90)} / 100.0) as created_at,
                           least(m.start_at, ${now}::timestamptz) as decided
                      from means_of_intervention m,
                           lateral (select m.id - ${meansBase} - 1 as i) as position,
                           lateral (select case when m.start_at < ${now}::timestamptz
                                                then m.required_staff - (case when ${hash(i, 12, 3)} = 0 then 1 else 0 end)
                                                else ${hash(i, 12, 1000)} % (m.required_staff + 1) end as v) as counts,
                           generate_series(0, ${perMeans - 1}) as j
                     where m.id > ${meansBase} and m.status <> 'draft') as positions) as registrations
     order by means_id, j`.execute(db);
  await sql`alter table registration enable trigger registration_person_lock`.execute(db);

  await auditLarge(db, { now, activityBase, meansBase, registrationBase, manager });
  const count = async (table: keyof Database, column: string, base: number) =>
    Number(
      (
        await sql<{
          count: string;
        }>`select count(*) as count from ${sql.table(table)} where ${sql.ref(column)} > ${base}`.execute(
          db,
        )
      ).rows[0]?.count ?? 0,
    );
  return {
    largePersons: await count("person", "id", personBase),
    largeActivities: await count("operational_activity", "id", activityBase),
    largeMeans: await count("means_of_intervention", "id", meansBase),
    largeRegistrations: await count("registration", "id", registrationBase),
    largeSlots: slots,
  };
}

/** The audit rows of the mass: every status each activity, means and registration reached. */
async function auditLarge(
  db: Kysely<Database>,
  bases: {
    now: Date;
    activityBase: number;
    meansBase: number;
    registrationBase: number;
    manager: number;
  },
): Promise<void> {
  const { now, activityBase, meansBase, registrationBase, manager } = bases;
  for (const [subject, table, base] of [
    ["operationalActivity", "operational_activity", activityBase],
    ["meansOfIntervention", "means_of_intervention", meansBase],
  ] as const) {
    await sql`
      insert into status_change (subject, subject_id, action, from_status, to_status, changed_by, changed_at)
      select ${subject}, id, step.action, step.from_status, step.to_status, ${manager}::integer, step.at
        from ${sql.table(table)} t,
             lateral (values (1, 'create', null, 'draft', t.created_at),
                             (2, 'publish', 'draft', 'public', t.created_at + interval '1 day'),
                             (3, 'open', 'public', 'open', t.created_at + interval '2 days'),
                             (4, 'cancel', 'public', 'cancelled', least(t.start_at, ${now}::timestamptz) - interval '1 hour'))
                     as step (n, action, from_status, to_status, at)
       where t.id > ${base}
         and (step.n = 1
              or (step.n = 2 and t.status <> 'draft')
              or (step.n = 3 and t.status = 'open')
              or (step.n = 4 and t.status = 'cancelled'))
       order by t.id, step.n`.execute(db);
  }
  await sql`
    insert into status_change (subject, subject_id, action, from_status, to_status, changed_by, changed_at, comment)
    select 'registration', r.id, step.action, step.from_status, step.to_status, step.changed_by, step.at, step.comment
      from registration r,
           lateral (values
             (1, case when r.status in ('validated', 'cancelled') then 'assign'
                      when r.is_proposed then 'propose' else 'register' end,
              null, case when r.status in ('validated', 'cancelled') then 'validated' else 'pending' end,
              r.created_by, r.created_at, ''),
             (2, case r.status when 'cancelled' then 'cancel' when 'unregistered' then 'unregister'
                               when 'deleted' then 'delete'
                               else case when r.is_proposed then 'rejectProposition' else 'reject' end end,
              case when r.status = 'cancelled' then 'validated' else 'pending' end, r.status,
              case when r.status = 'unregistered' or r.is_proposed then r.person_id else ${manager}::integer end,
              r.latest_status_change_at,
              case r.status when 'cancelled' then 'Moyen d''intervention annulé.' when 'unregistered' then 'Empêchement.' else '' end))
             as step (n, action, from_status, to_status, changed_by, at, comment)
     where r.id > ${registrationBase}
       and (step.n = 1 or r.status in ('cancelled', 'rejected', 'unregistered', 'deleted'))
     order by r.id, step.n`.execute(db);
}
