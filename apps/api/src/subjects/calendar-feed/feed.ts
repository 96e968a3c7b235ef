import { createHash, randomBytes } from "node:crypto";
import {
  type CalendarFeedStatus,
  calendarFeedMaxEvents,
  calendarFeedRegistrationStatuses,
  calendarFeedStatus,
  calendarFeedWindow,
  calls,
  type Language,
  localizedLabel,
  refusal,
  routeHref,
} from "@releve/domain";
import ical, { ICalCalendarMethod, ICalEventStatus } from "ical-generator";
import type { Kysely } from "kysely";
import type { Database } from "../../db/schema.js";
import { formatter, mailWords, organisationName } from "../notifications/index.js";
import { feedWords } from "./feed-texts.js";

/**
 * Each person's calendar feed (decision 045): one private subscription address whose token (32
 * random bytes) is the only right to read it. Only its SHA-256 is stored: the address is shown
 * once, when it is made; a new one replaces it and revoking deletes it, after which the old
 * address answers as one that never existed.
 */

type Db = Kysely<Database>;

const hashOf = (token: string) => createHash("sha256").update(token).digest("base64url");

/** How often a read is noted at most: a calendar polling every minute writes once an hour. */
const readNotedEveryMs = 3_600_000;

/** Whether the person has an address, since when, and when a calendar last read it. */
export async function readMyCalendarFeed(db: Db, personId: number) {
  const row = await db
    .selectFrom("calendar_feed")
    .select(["created_at", "last_read_at"])
    .where("person_id", "=", personId)
    .executeTakeFirst();
  return {
    feed: row
      ? {
          createdAt: row.created_at.toISOString(),
          lastReadAt: row.last_read_at?.toISOString() ?? null,
        }
      : null,
  };
}

/** A new address for the person, replacing theirs; its URL is answered this once. */
export async function createMyCalendarFeed(
  db: Db,
  personId: number,
  now: Date,
  publicUrl: string,
): Promise<{ url: string; createdAt: string }> {
  const token = randomBytes(32).toString("base64url");
  const values = { token_hash: hashOf(token), created_at: now, last_read_at: null };
  await db
    .insertInto("calendar_feed")
    .values({ person_id: personId, ...values })
    .onConflict((conflict) => conflict.column("person_id").doUpdateSet(values))
    .execute();
  return {
    url: `${publicUrl}/api/${calls.calendarFeed.calendarFeed.path.replace(":token", token)}`,
    createdAt: now.toISOString(),
  };
}

/** Takes the person's address away: it answers 404 from now on. */
export async function revokeMyCalendarFeed(db: Db, personId: number): Promise<void> {
  await db.deleteFrom("calendar_feed").where("person_id", "=", personId).execute();
}

/** Where and how the feed speaks: the organisation's address and time zone. */
export interface FeedSettings {
  publicUrl: string;
  timeZone: string;
}

/**
 * The iCalendar document of the token's person: their registrations of the window around `now`
 * (at most `calendarFeedMaxEvents`), in their profile's language. A malformed, wrong or revoked
 * token is refused as an unknown address (`unknown.routeNotFound`).
 */
export async function calendarFeedDocument(
  db: Db,
  token: string,
  now: Date,
  settings: FeedSettings,
): Promise<string> {
  const notFound = () =>
    refusal("unknown", "routeNotFound", { method: "GET", path: "/api/CalendarFeed/…" });
  if (!calls.calendarFeed.calendarFeedTokenPattern.test(token)) throw notFound();
  const feed = await db
    .selectFrom("calendar_feed as f")
    .leftJoin("user_profile as u", "u.person_id", "f.person_id")
    .select(["f.person_id", "f.last_read_at", "u.language"])
    .where("f.token_hash", "=", hashOf(token))
    .executeTakeFirst();
  if (!feed) throw notFound();
  if (!feed.last_read_at || now.getTime() - feed.last_read_at.getTime() >= readNotedEveryMs) {
    await db
      .updateTable("calendar_feed")
      .set({ last_read_at: now })
      .where("person_id", "=", feed.person_id)
      .execute();
  }
  const language: Language = feed.language ?? "fr";
  const events = await feedEvents(db, feed.person_id, now, language);
  return renderFeed(events, { ...settings, language, now });
}

/** One event of a feed: a registration with what its means tells. */
export interface FeedEvent {
  registrationId: number;
  status: CalendarFeedStatus;
  /** Grows with every change of the registration or its means (the event's SEQUENCE). */
  sequence: number;
  start: Date;
  end: Date;
  meansId: number;
  typeLabel: string;
  activityTitle: string;
  entityLabel: string;
  meansStart: Date;
  meansEnd: Date;
  rendezvousAt: Date | null;
  returnAt: Date | null;
  location: string | null;
  comment: string;
}

async function feedEvents(
  db: Db,
  personId: number,
  now: Date,
  language: Language,
): Promise<FeedEvent[]> {
  const { from, to } = calendarFeedWindow(now);
  const rows = await db
    .selectFrom("registration as r")
    .innerJoin("means_of_intervention as m", "m.id", "r.means_of_intervention_id")
    .innerJoin("means_of_intervention_type as t", "t.id", "m.type_id")
    .innerJoin("operational_activity as oa", "oa.id", "m.operational_activity_id")
    .innerJoin("entity as e", "e.id", "oa.entity_id")
    .select([
      "r.id",
      "r.status",
      "r.is_proposed",
      "r.version",
      "r.start_at",
      "r.end_at",
      "r.comment",
      "m.id as meansId",
      "m.version as meansVersion",
      "m.start_at as meansStart",
      "m.end_at as meansEnd",
      "m.ultimate_start_at",
      "m.ultimate_end_at",
      "t.label as typeLabel",
      "oa.title",
      "oa.location",
      "e.label as entityLabel",
    ])
    .where("r.person_id", "=", personId)
    .where("r.status", "in", [...calendarFeedRegistrationStatuses])
    .where("r.end_at", ">", from)
    .where("r.start_at", "<", to)
    .orderBy("r.start_at")
    .orderBy("r.id")
    .limit(calendarFeedMaxEvents)
    .execute();
  return rows.flatMap((row) => {
    const status = calendarFeedStatus({ status: row.status, isProposed: row.is_proposed });
    if (!status) return [];
    return [
      {
        registrationId: row.id,
        status,
        sequence: row.version + row.meansVersion,
        start: row.start_at,
        end: row.end_at,
        meansId: row.meansId,
        typeLabel: localizedLabel(row.typeLabel, language),
        activityTitle: row.title,
        entityLabel: localizedLabel(row.entityLabel, language),
        meansStart: row.meansStart,
        meansEnd: row.meansEnd,
        rendezvousAt: row.ultimate_start_at,
        returnAt: row.ultimate_end_at,
        location: row.location === "" ? null : row.location,
        comment: row.comment,
      },
    ];
  });
}

const eventStatuses: Record<CalendarFeedStatus, ICalEventStatus> = {
  validated: ICalEventStatus.CONFIRMED,
  proposed: ICalEventStatus.TENTATIVE,
  pending: ICalEventStatus.TENTATIVE,
  cancelled: ICalEventStatus.CANCELLED,
  rejected: ICalEventStatus.CANCELLED,
};

/**
 * The document: one event per registration over the person's own hours, titled with its status,
 * its means and activity; the description tells the means' hours, rendezvous, return, place and
 * links to the means in the planner. Events keep their identity (`UID`) across reads, so a
 * calendar updates them in place.
 */
export function renderFeed(
  events: readonly FeedEvent[],
  context: FeedSettings & { language: Language; now: Date },
): string {
  const words = feedWords[context.language];
  const mail = mailWords[context.language];
  const format = formatter(context);
  const host = new URL(context.publicUrl).hostname;
  const calendar = ical({
    name: words.calendarName(organisationName(context.language)),
    prodId: { company: "Relève", product: "Planning", language: context.language.toUpperCase() },
    method: ICalCalendarMethod.PUBLISH,
    // Hint to the calendars that honour it: look again every hour.
    ttl: 3_600,
  });
  for (const event of events) {
    const url = `${context.publicUrl}${routeHref("means-of-intervention-detail-page", { id: event.meansId })}`;
    const rows: [string, string][] = [
      [words.status, words.statuses[event.status]],
      [mail.activity, event.activityTitle],
      [mail.entity, event.entityLabel],
      [words.myHours, format.period(event.start, event.end)],
      [mail.period, format.period(event.meansStart, event.meansEnd)],
    ];
    if (event.rendezvousAt) rows.push([mail.rendezvous, format.dateTime(event.rendezvousAt)]);
    if (event.returnAt) rows.push([mail.return, format.dateTime(event.returnAt)]);
    if (event.location) rows.push([mail.place, event.location]);
    if (event.comment.trim()) rows.push([words.comment, event.comment]);
    calendar.createEvent({
      id: `registration-${event.registrationId}@${host}`,
      sequence: event.sequence,
      stamp: context.now,
      start: event.start,
      end: event.end,
      summary: `[${words.statuses[event.status]}] ${event.typeLabel} — ${event.activityTitle}`,
      description: [...rows.map(([label, value]) => `${mail.label(label)} ${value}`), url].join(
        "\n",
      ),
      location: event.location ?? event.entityLabel,
      url,
      status: eventStatuses[event.status],
    });
  }
  return calendar.toString();
}
