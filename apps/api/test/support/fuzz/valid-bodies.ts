import type { Kysely } from "kysely";
import type { Database } from "../../../src/db/schema.js";
import type { ApiRoute } from "../../../src/http/api-route.js";
import { meansTypeId } from "../fixtures.js";
import { insertDeparture, locationSourceAt } from "../means-fixtures.js";
import { fixtureFor, type Place, type RouteFixture } from "../route-fixtures/index.js";

/**
 * Valid bodies of every route: the authorization test's fixture (an object in the state the
 * route starts from, and a body that succeeds), plus variants that switch on the parts of a form
 * the first body leaves off (an opening by date or by duration, a predefined schedule, a
 * departure, attachments, each kind of recurrence, the other option of a union). A field is
 * replaced on the first variant that gives it a value, so a hostile value reaches the rule that
 * reads it rather than one that ignores it.
 */

/** Reference data the variants point at: one of each, existing, and usable at any place. */
export interface ReferenceIds {
  locationTypeId: number;
  predefinedScheduleId: number;
  operationalRoleId: number;
  meansTypeId: number;
}

/**
 * Makes the reference data the variants name, and ties the operational role to the means type
 * every means fixture uses, so that registrations may name it.
 */
export async function referenceIds(db: Kysely<Database>): Promise<ReferenceIds> {
  const sourceId = await locationSourceAt(db, {
    uri: "locations/fuzz/items",
    typeUri: "locations/fuzz/types",
  });
  const locationType = await db
    .insertInto("location_type")
    .values({
      source_id: sourceId,
      code: "fuzz-gym",
      label: { fr: "Gymnase", en: "Gym", de: "Turnhalle" },
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  const schedule = await db
    .insertInto("predefined_schedule")
    .values({
      label: { fr: "Matinée", en: "Morning", de: "Vormittag" },
      start_time: "08:00:00",
      end_time: "14:00:00",
      valid_from: "2020-01-01",
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  const role = await db
    .insertInto("operational_role")
    .values({
      code: "fuzz-lead",
      label: { fr: "Chef d'équipe", en: "Team leader", de: "Teamleiter" },
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  const typeId = await meansTypeId(db);
  await db
    .insertInto("means_of_intervention_type_operational_role")
    .values({ type_id: typeId, operational_role_id: role.id })
    .execute();
  return {
    locationTypeId: locationType.id,
    predefinedScheduleId: schedule.id,
    operationalRoleId: role.id,
    meansTypeId: typeId,
  };
}

type Body = Record<string, unknown>;

/** What a route's variants may need besides its first body. */
interface VariantContext {
  db: Kysely<Database>;
  place: Place;
  references: ReferenceIds;
}

const openings = (deadline: string, openingDate: string): Body[] => [
  { openingOption: "specificDate", openingDate },
  { openingOption: "specificDuration", openingDaysBeforeStart: 3 },
  { openingOption: "automatic", automaticRegistrationValidation: true },
  { registrationDeadline: deadline },
];

/** The activity forms (create, edit, clone, recurrence) hold the marathon of 4 April 2027. */
function activityVariants(references: ReferenceIds): Body[] {
  return [
    ...openings("2027-04-01T18:00", "2027-03-20T08:00"),
    { locationTypeId: references.locationTypeId, comment: "Accès par la porte B" },
    { attachments: [{ id: null, fileName: "plan.pdf", type: "application/pdf", size: 2048 }] },
  ];
}

/** The means forms hold 2027-03-10, 08:00–14:00. */
async function meansVariants({ db, place, references }: VariantContext): Promise<Body[]> {
  const departureId = await insertDeparture(db, place.entityId);
  await db
    .insertInto("means_of_intervention_type_departure")
    .values({ type_id: references.meansTypeId, departure_id: departureId })
    .execute();
  return [
    ...openings("2027-03-09T18:00", "2027-03-01T08:00").map((part) => ({
      inheritsFromActivity: false,
      ...part,
    })),
    { scheduleType: "PREDEFINED", predefinedScheduleId: references.predefinedScheduleId },
    { departureId, plateNumber: "AB-123-CD", comment: "Véhicule de premier secours" },
  ];
}

const recurrenceVariants: Body[] = [
  { recurrence: { type: "daily", start: "2027-04-04", end: "2027-04-06" } },
  { recurrence: { type: "monthlyByDay", start: "2027-04-04", occurrenceCount: 2, dayOfMonth: 4 } },
  {
    recurrence: {
      type: "monthlyNth",
      start: "2027-04-04",
      occurrenceCount: 2,
      nth: { value: 0, type: "sunday" },
    },
  },
];

/** The variants of a route beyond its fixture's body, as changes merged into that body. */
async function variantsOf(route: ApiRoute, context: VariantContext): Promise<Body[]> {
  const { references, place } = context;
  const key = `${route.method} ${route.path}`;
  const operationalRoleId = references.operationalRoleId;
  switch (key) {
    case "POST OperationalActivity":
    case "PUT OperationalActivity/:id":
    case "POST OperationalActivity/Clone/:id":
      return [
        ...activityVariants(references),
        ...(key.includes("Clone") ? [{ copyMeans: true }] : []),
      ];
    case "POST Recurrence":
      return [...activityVariants(references), ...recurrenceVariants];
    case "POST OperationalActivity/PreviewSeriesEdit/:id":
    case "PUT OperationalActivity/EditSeries/:id":
      return [...activityVariants(references), { scope: "following" }, { scope: "one" }];
    case "POST MeansOfIntervention":
    case "PUT MeansOfIntervention/:id":
    case "POST MeansOfIntervention/Clone/:id":
      return meansVariants(context);
    case "POST MeansOfIntervention/Duplicate/:id":
      return [{ mode: "targetDate", targetDate: "2027-03-17", offset: undefined }];
    case "POST MeansOfInterventionType":
    case "PUT MeansOfInterventionType/:id":
      return [{ operationalRoleIds: [operationalRoleId], entityIds: [place.entityId] }];
    case "POST ReinforcementNotification":
      // The fixture's body names an address and the caller: the person is the other option.
      return [
        { personId: place.personId, name: undefined, email: undefined, emailType: undefined },
      ];
    case "POST Registration/Register":
    case "POST Registration/Assign":
    case "POST Registration/Propose":
    case "POST Registration/Validate/:id":
    case "POST Registration/ValidateRejected/:id":
    case "PUT Registration/:id":
      return [{ operationalRoleId, comment: "Chef d'équipe" }];
    case "POST UserProfile/AssignRole":
      return [{ validTo: "2027-12-31" }];
    case "POST UserProfileScope":
    case "PUT UserProfileScope/:id":
      return [{ validFrom: "2027-02-01", validTo: "2027-06-30" }];
    case "PUT UserProfile/Me":
      return [{ lastSeenReleaseDate: "2026-11-01T08:00:00+01:00" }];
    default:
      return [];
  }
}

/** The fixture of a route and its valid bodies, the fixture's own first. */
export interface ValidBodies {
  fixture: RouteFixture;
  bodies: unknown[];
}

/**
 * The object a route acts on, at a place, and every valid body of the route for it: the
 * fixture's body, then each variant merged into it (a part set to `undefined` is left out).
 */
export async function validBodies(
  db: Kysely<Database>,
  route: ApiRoute,
  place: Place,
  references: ReferenceIds,
): Promise<ValidBodies> {
  const fixture = await fixtureFor(db, route, place);
  const body = fixture.body;
  if (body === undefined || body instanceof FormData) return { fixture, bodies: [body] };
  const base = firstBodyOf(route, body as Body);
  const variants = await variantsOf(route, { db, place, references });
  return { fixture, bodies: [base, ...variants.map((variant) => merge(base, variant))] };
}

/**
 * The first valid body: the fixture's, but for the reinforcement form, whose fixture names both
 * an address and a person (the caller) — the person wins, and the address's fields would never
 * be read. The address comes first, the person is a variant.
 */
function firstBodyOf(route: ApiRoute, body: Body): Body {
  if (route.method === "POST" && route.path === "ReinforcementNotification") {
    return merge(body, { personId: undefined });
  }
  return body;
}

/** `base` with `change` merged in, one level deep for nested objects (`recurrence`). */
function merge(base: Body, change: Body): Body {
  const merged: Body = { ...base };
  for (const [key, value] of Object.entries(change)) {
    const current = merged[key];
    if (value === undefined) delete merged[key];
    else if (isObject(current) && isObject(value)) merged[key] = { ...current, ...value };
    else merged[key] = value;
  }
  return merged;
}

const isObject = (value: unknown): value is Body =>
  typeof value === "object" && value !== null && !Array.isArray(value);
