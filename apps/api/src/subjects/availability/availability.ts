import {
  type AvailabilityDeclaration,
  type AvailabilityStatus,
  type AvailabilityValues,
  availabilityDuring,
  availabilityLimits,
  blocking,
  type calls,
  declaresAvailability,
  forbidden,
  minutesOfTime,
  notFound,
  Refusal,
  timeOfMinutes,
  validateAvailability,
  wallClockToInstant,
} from "@releve/domain";
import { type Expression, type Kysely, type SqlBool, sql } from "kysely";
import type * as v from "valibot";
import type { Database } from "../../db/schema.js";
import { acceptedForm, invalidForm } from "../../platform/forms.js";
import type { CurrentUser } from "../../platform/users.js";

/**
 * The volunteers' availability (decision 046): each volunteer reads, declares and removes their
 * own declarations; what they say of a period is the domain's rule (`availabilityDuring`), and
 * the order of a search by availability its mirror in SQL ({@link availabilityRank}).
 */

type Db = Kysely<Database>;
type Answer = v.InferInput<typeof calls.availability.availabilityAnswerSchema>;

const columns = [
  "id",
  "kind",
  "start_at",
  "end_at",
  "weekdays",
  "start_minute",
  "end_minute",
  sql<string | null>`valid_from::text`.as("valid_from"),
  sql<string | null>`valid_to::text`.as("valid_to"),
  "comment",
  "created_at",
] as const;

type Row = {
  id: number;
  kind: Answer["kind"];
  start_at: Date | null;
  end_at: Date | null;
  weekdays: number[] | null;
  start_minute: number | null;
  end_minute: number | null;
  valid_from: string | null;
  valid_to: string | null;
  comment: string;
  created_at: Date;
};

function answerOf(row: Row): Answer {
  const weekly = row.weekdays !== null;
  return {
    id: row.id,
    kind: row.kind,
    repeat: weekly ? "weekly" : "once",
    start: row.start_at?.toISOString() ?? null,
    end: row.end_at?.toISOString() ?? null,
    weekdays: [...(row.weekdays ?? [])].sort((a, b) => a - b),
    startTime: row.start_minute === null ? null : timeOfMinutes(row.start_minute),
    endTime: row.end_minute === null ? null : timeOfMinutes(row.end_minute),
    from: row.valid_from,
    to: row.valid_to,
    comment: row.comment,
    createdAt: row.created_at.toISOString(),
  };
}

/** The person's declarations: one-off periods by start, then weekly ones by first day. */
export async function myAvailability(db: Db, personId: number): Promise<{ items: Answer[] }> {
  const rows = await db
    .selectFrom("availability")
    .select(columns)
    .where("person_id", "=", personId)
    .orderBy(sql`weekdays is not null`)
    .orderBy("start_at")
    .orderBy("valid_from")
    .orderBy("id")
    .limit(availabilityLimits.perPerson)
    .execute();
  return { items: rows.map(answerOf) };
}

/**
 * Declares the signed-in volunteer available or unavailable. Only volunteers declare
 * (`availability.forbidden` for others); a person holds at most `availabilityLimits.perPerson`
 * declarations (`list.tooLong { max }` on the whole form).
 */
export async function declareAvailability(
  db: Db,
  user: CurrentUser,
  body: unknown,
  context: { now: Date; timeZone: string },
): Promise<Answer> {
  if (!declaresAvailability(user.user.staffType)) throw new Refusal(forbidden("availability"));
  const values: AvailabilityValues = acceptedForm(validateAvailability(body, context));
  const personId = user.user.personId;
  return db.transaction().execute(async (trx) => {
    // One declaration at a time per person: the count below holds until this one is written.
    await trx
      .selectFrom("person")
      .select("id")
      .where("id", "=", personId)
      .forUpdate()
      .executeTakeFirstOrThrow();
    const held = await trx
      .selectFrom("availability")
      .select((eb) => eb.fn.countAll<string>().as("count"))
      .where("person_id", "=", personId)
      .executeTakeFirstOrThrow();
    if (Number(held.count) >= availabilityLimits.perPerson) {
      throw invalidForm([blocking("", "list.tooLong", { max: availabilityLimits.perPerson })]);
    }
    const shape =
      values.repeat === "once"
        ? {
            start_at: wallClockToInstant(values.start ?? "", context.timeZone),
            end_at: wallClockToInstant(values.end ?? "", context.timeZone),
          }
        : {
            weekdays: values.weekdays,
            start_minute: minutesOfTime(values.startTime ?? ""),
            end_minute: minutesOfTime(values.endTime ?? ""),
            valid_from: values.from,
            valid_to: values.to,
          };
    const row = await trx
      .insertInto("availability")
      .values({ person_id: personId, kind: values.kind, comment: values.comment, ...shape })
      .returning(columns)
      .executeTakeFirstOrThrow();
    return answerOf(row);
  });
}

/** Removes one of the person's declarations; another's, or none, is `availability.notFound`. */
export async function removeAvailability(db: Db, personId: number, id: number): Promise<void> {
  const removed = await db
    .deleteFrom("availability")
    .where("id", "=", id)
    .where("person_id", "=", personId)
    .executeTakeFirst();
  if (Number(removed.numDeletedRows) === 0) throw new Refusal(notFound("availability", { id }));
}

/** Each person's declarations touching a period, by person id (none: no entry). */
export async function declarationsOfPersons(
  db: Db,
  personIds: readonly number[],
  period: { from: string; to: string },
  timeZone: string,
): Promise<Map<number, Answer[]>> {
  const byPerson = new Map<number, Answer[]>();
  if (personIds.length === 0) return byPerson;
  const rows = await db
    .selectFrom("availability")
    .select(["person_id", ...columns])
    .where("person_id", "in", [...personIds])
    .where(overlapping(sql.ref("availability"), period, timeZone))
    .orderBy("person_id")
    .orderBy("id")
    .execute();
  for (const row of rows) {
    const declarations = byPerson.get(row.person_id) ?? [];
    declarations.push(answerOf(row));
    byPerson.set(row.person_id, declarations);
  }
  return byPerson;
}

/** What each person's declarations say of a period (the domain's rule), by person id. */
export async function availabilityOfPersons(
  db: Db,
  personIds: readonly number[],
  period: { from: string; to: string },
  timeZone: string,
): Promise<Map<number, AvailabilityStatus>> {
  const byPerson = await declarationsOfPersons(db, personIds, period, timeZone);
  return new Map(
    personIds.map((id) => [
      id,
      availabilityDuring(byPerson.get(id) ?? [], { start: period.from, end: period.to }, timeZone),
    ]),
  );
}

/**
 * Whether a declaration row (`alias`) touches the period: the domain's overlap, as SQL — a
 * one-off period crossing it, or a weekly one on one of the period's local days (its first
 * `availabilityLimits.weighedDays` at most), between its first and last day, whose hours that
 * day cross it.
 */
function overlapping(
  alias: Expression<unknown>,
  { from, to }: { from: string; to: string },
  timeZone: string,
): Expression<SqlBool> {
  const firstDay = sql`(${from}::timestamptz at time zone ${timeZone})::date`;
  const lastDay = sql`least(((${to}::timestamptz - interval '1 microsecond') at time zone ${timeZone})::date,
    ${firstDay} + ${availabilityLimits.weighedDays - 1}::integer)`;
  return sql<SqlBool>`(
    (${alias}.start_at < ${to}::timestamptz and ${alias}.end_at > ${from}::timestamptz)
    or exists (
      select 1 from generate_series(${firstDay}::timestamp, ${lastDay}::timestamp, interval '1 day') as day
      where day::date >= ${alias}.valid_from
        and (${alias}.valid_to is null or day::date <= ${alias}.valid_to)
        and extract(isodow from day)::smallint = any(${alias}.weekdays)
        and ((day + ${alias}.start_minute * interval '1 minute') at time zone ${timeZone}) < ${to}::timestamptz
        and ((day + ${alias}.end_minute * interval '1 minute') at time zone ${timeZone}) > ${from}::timestamptz))`;
}

/**
 * The order of a search by availability over a period: 0 when an "available" declaration touches
 * it and no "unavailable" one does, 1 when none touches it, 2 when an "unavailable" one does.
 * Available and partly available share the first rank; the answer says which each is.
 */
export function availabilityRank(
  personId: Expression<number>,
  period: { from: string; to: string },
  timeZone: string,
): Expression<number> {
  const touching = (kind: "available" | "unavailable") => sql<SqlBool>`exists (
    select 1 from availability as declared
    where declared.person_id = ${personId} and declared.kind = ${kind}
      and ${overlapping(sql.ref("declared"), period, timeZone)})`;
  return sql<number>`case when ${touching("unavailable")} then 2
    when ${touching("available")} then 0 else 1 end`;
}
