import { type APIRequestContext, type Browser, expect, type Page } from "@playwright/test";
import { apiToken, demoUsers, signInAs } from "./fixtures";

/**
 * The journeys' preconditions, prepared through the API as a manager would through the screens:
 * calls under a role, the business clock, activities and means, the demo users' persons.
 */

/** A demo user's e-mail address, as the seed writes it. */
export const addressOf = (user: (typeof demoUsers)[number]) =>
  `${user.name.split(" ")[0]?.toLowerCase()}.${user.name.split(" ")[1]?.toLowerCase().normalize("NFD").replace(/\p{M}/gu, "")}@releve.example`;

/** Calls of the API under a role (the administrator's by default), as a journey's preconditions. */
export function apiAs(request: APIRequestContext, authorization: string, role = "Admin") {
  return async <T>(method: "GET" | "POST" | "PUT", path: string, data?: unknown): Promise<T> => {
    const response = await request.fetch(`/api/${path}`, {
      method,
      headers: { authorization, "x-activeRoleCode": role },
      ...(data === undefined ? {} : { data }),
    });
    expect(response.status(), `${method} ${path}: ${await response.text()}`).toBeLessThan(300);
    return (await response.json()) as T;
  };
}

export type Api = ReturnType<typeof apiAs>;

/** The business "now" of the running product (it plays the demo day). */
export async function businessNow(request: APIRequestContext): Promise<number> {
  const settings = (await (await request.get("/appsettings.json")).json()) as {
    clockOffsetMs: number;
  };
  return Date.now() + settings.clockOffsetMs;
}

/** The day in Paris (`YYYY-MM-DD`) `days` after the instant `now`. */
export function parisDay(now: number, days: number): string {
  return new Intl.DateTimeFormat("sv-SE", { timeZone: "Europe/Paris" }).format(
    new Date(now + days * 86_400_000),
  );
}

/** A wall-clock date-time in Paris, on the 5-minute grid, `minutes` after `from`. */
export function parisWallClock(from: number, minutes: number): string {
  const at = new Date(Math.ceil((from + minutes * 60_000) / 300_000) * 300_000);
  const parts = new Intl.DateTimeFormat("sv-SE", {
    timeZone: "Europe/Paris",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
  }).format(at);
  return parts.replace(" ", "T");
}

/**
 * A new draft activity from `start` to `end`, at an entity and of an activity given by their
 * demo codes (Lyon 7, dpsPublicEvent by default): its id.
 */
export async function draftActivity(
  api: Api,
  title: string,
  period: { start: string; end: string },
  at: { entity?: string; activity?: string } = {},
): Promise<number> {
  const activity = await api<{ id: number }>(
    "POST",
    "OperationalActivity",
    await activityForm(api, title, period, at),
  );
  return activity.id;
}

/**
 * A daily series of `count` draft activities from the period's day, as {@link draftActivity}
 * makes one: their ids, in order.
 */
export async function draftSeries(
  api: Api,
  title: string,
  period: { start: string; end: string },
  count: number,
  at: { entity?: string; activity?: string } = {},
): Promise<number[]> {
  const series = await api<{ occurrences: { id: number }[] }>("POST", "Recurrence", {
    ...(await activityForm(api, title, period, at)),
    recurrence: { type: "daily", start: period.start.slice(0, 10), occurrenceCount: count },
  });
  return series.occurrences.map((occurrence) => occurrence.id);
}

/** The activity form of a draft at Accor Arena, at Lyon 7 (dpsPublicEvent) unless said. */
async function activityForm(
  api: Api,
  title: string,
  period: { start: string; end: string },
  at: { entity?: string; activity?: string },
) {
  const [entities, activities] = await Promise.all([
    api<{ id: number; code: string }[]>("GET", "Entities/GetAllEntities"),
    api<{ id: number; code: string }[]>("GET", "Activities/GetAllActivities"),
  ]);
  return {
    title,
    location: "Accor Arena",
    start: period.start,
    end: period.end,
    automaticRegistrationValidation: false,
    registrationDeadline: null,
    openingOption: "manual",
    openingDate: null,
    openingDaysBeforeStart: null,
    activityId: activities.find((activity) => activity.code === (at.activity ?? "dpsPublicEvent"))
      ?.id,
    entityId: entities.find((entity) => entity.code === (at.entity ?? "lyon7"))?.id,
    comment: "",
    attachments: [],
  };
}

/** A new public activity at Lyon 7 (dpsPublicEvent), from `start` to `end`: its id. */
export async function publicActivity(
  api: Api,
  title: string,
  period: { start: string; end: string },
): Promise<number> {
  const id = await draftActivity(api, title, period);
  await api("POST", `OperationalActivity/Publish/${id}`, { comment: "" });
  return id;
}

/**
 * A draft means of the activity from `start` to `end`, of 4 staff (or `staff`), of its first
 * type, leaving from that type's first departure when asked: its id.
 */
export async function draftMeans(
  api: Api,
  activityId: number,
  period: { start: string; end: string },
  opening: { option: "manual" | "specificDuration"; days?: number } = { option: "manual" },
  from: { withDeparture?: boolean; staff?: number } = {},
): Promise<number> {
  const [type] = await api<{ id: number; departureIds: number[] }[]>(
    "GET",
    `MeansOfInterventionType/OfferedFor/${activityId}`,
  );
  const [means] = await api<{ id: number }[]>("POST", "MeansOfIntervention", {
    operationalActivityId: activityId,
    typeId: type?.id,
    staffPerTeam: from.staff ?? 4,
    teamCount: 1,
    scheduleType: "FREE",
    predefinedScheduleId: null,
    departureId: from.withDeparture ? (type?.departureIds[0] ?? null) : null,
    plateNumber: "",
    start: period.start,
    end: period.end,
    ultimateStart: null,
    ultimateEnd: null,
    automaticRegistrationValidation: false,
    registrationDeadline: null,
    openingOption: opening.option,
    openingDate: null,
    openingDaysBeforeStart: opening.days ?? null,
    comment: "",
    inheritsFromActivity: false,
  });
  if (!means) throw new Error("no means created");
  return means.id;
}

/**
 * A means of the activity from `start` to `end`, of 4 staff (or `staff`), published; opened when
 * its opening is manual and `open` is not false. Its id.
 */
export async function publishedMeans(
  api: Api,
  activityId: number,
  period: { start: string; end: string },
  opening: { option: "manual" | "specificDuration"; days?: number; open?: boolean } = {
    option: "manual",
  },
  staff?: number,
): Promise<number> {
  const id = await draftMeans(api, activityId, period, opening, staff ? { staff } : {});
  await api("POST", `MeansOfIntervention/Publish/${id}`, { comment: "" });
  if (opening.option === "manual" && opening.open !== false) {
    await api("POST", `MeansOfIntervention/Open/${id}`, { comment: "" });
  }
  return id;
}

/**
 * An open means of a new public activity at Lyon 7 (dpsPublicEvent), from `start` to `end`, of
 * 4 staff (or `staff`); only published when it opens days before its start.
 */
export async function openMeans(
  api: Api,
  title: string,
  period: { start: string; end: string },
  opening: { option: "manual" | "specificDuration"; days?: number } = { option: "manual" },
  staff?: number,
) {
  return publishedMeans(api, await publicActivity(api, title, period), period, opening, staff);
}

/** The id of a demo user's person, found by their address. */
export async function personId(api: Api, user: (typeof demoUsers)[number]): Promise<number> {
  const page = await api<{ items: { id: number }[] }>("POST", "Person/search", {
    text: addressOf(user),
    page: 1,
    pageSize: 5,
  });
  if (page.items.length !== 1) throw new Error(`Not one person at ${addressOf(user)}`);
  return page.items[0]?.id ?? 0;
}

/**
 * A volunteer (or an employee) nobody has registered during a period: each run of a journey
 * assigns another one to the same slot.
 */
export async function freeVolunteer(
  api: Api,
  period: { start: string; end: string },
  staffType: "volunteer" | "employee" = "volunteer",
): Promise<number> {
  const busy = await api<{ items: { personId: number }[] }>("POST", "Registration/search", {
    statuses: ["validated", "pending"],
    from: period.start,
    to: period.end,
    page: 1,
    pageSize: 100,
  });
  const taken = new Set(busy.items.map((registration) => registration.personId));
  const volunteers = await api<{ items: { id: number }[] }>("POST", "Person/search", {
    staffTypes: [staffType],
    sort: { field: "lastName", direction: "asc" },
    page: 1,
    pageSize: 100,
  });
  const free = volunteers.items.find((person) => !taken.has(person.id));
  if (!free) throw new Error(`No ${staffType} free in that period`);
  return free.id;
}

/** A person as the planner names them in its lists: "LASTNAME First". */
export const nameOf = (person: { firstName: string; lastName: string }) =>
  `${person.lastName.toLocaleUpperCase("fr")} ${person.firstName}`;

/** A person as the person search answers it. */
export interface FoundPerson {
  id: number;
  firstName: string;
  lastName: string;
}

/**
 * Two volunteers of the scope `inScope` calls under, nobody has registered during the period
 * (instants as the API answers them), with different last names, so a screen tells them apart.
 */
export async function twoFreeVolunteers(
  asAdmin: Api,
  inScope: Api,
  period: { start: string; end: string },
): Promise<[FoundPerson, FoundPerson]> {
  const busy = await asAdmin<{ items: { personId: number }[] }>("POST", "Registration/search", {
    statuses: ["validated", "pending"],
    from: period.start,
    to: period.end,
    page: 1,
    pageSize: 100,
  });
  const taken = new Set(busy.items.map((registration) => registration.personId));
  const found = await inScope<{ items: FoundPerson[] }>("POST", "Person/search", {
    staffTypes: ["volunteer"],
    sort: { field: "lastName", direction: "asc" },
    page: 1,
    pageSize: 100,
  });
  const free = found.items.filter((person) => !taken.has(person.id));
  const first = free[0];
  const second = free.find((person) => first && person.lastName !== first.lastName);
  if (!first || !second) throw new Error("Two free volunteers of the scope are needed");
  return [first, second];
}

/**
 * The transport referent (C, Karim HADDAD, at Nanterre) signed in, in a browser context of their
 * own, with their API.
 */
export async function referentOf(browser: Browser, request: APIRequestContext) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signInAs(page, demoUsers[4]);
  const authorization = await apiToken(page);
  return { context, page, authorization, api: apiAs(request, authorization, "C") };
}

/**
 * A number of days after the business day for this run's far planning: `afterDays` (each
 * journey its own range) plus up to 299 more by the minute, so runs spread and rarely meet.
 */
export const spreadDays = (afterDays: number) =>
  afterDays + (Math.floor(Date.now() / 60_000) % 300);

/**
 * A day among the 30 from {@link spreadDays}`(afterDays)` on which the person holds nothing, nor
 * the day before or after: no earlier run's registration, and no rest warning from one.
 */
export async function freeDayOf(api: Api, person: number, now: number, afterDays: number) {
  const first = spreadDays(afterDays);
  for (let day = first; day < first + 30; day += 1) {
    const date = parisWallClock(now + day * 86_400_000, 0).slice(0, 10);
    const around = await api<{ total: number }>("POST", "Registration/search", {
      personIds: [person],
      statuses: ["pending", "validated"],
      from: new Date(Date.parse(`${date}T00:00:00Z`) - 86_400_000).toISOString(),
      to: new Date(Date.parse(`${date}T00:00:00Z`) + 2 * 86_400_000).toISOString(),
      page: 1,
      pageSize: 1,
    });
    if (around.total === 0) return date;
  }
  throw new Error("The person has no free day in a month");
}

/** In the open assignment dialog, searches persons by words and ticks the one named. */
export async function choosePerson(page: Page, words: string, name: string) {
  const dialog = page.getByRole("dialog");
  await dialog.getByRole("textbox").first().fill(words);
  await dialog.getByRole("textbox").first().press("Enter");
  const escaped = name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  // Pressed on its words, as a person does: the drawn box covers the input.
  await dialog.getByText(new RegExp(`^${escaped}`)).click();
  await expect(dialog.getByRole("checkbox", { name: new RegExp(`^${escaped}`) })).toBeChecked();
}
