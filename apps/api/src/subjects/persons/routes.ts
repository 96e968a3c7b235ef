import { calls } from "@releve/domain";
import { type ApiRoute, callRoute } from "../../http/api-route.js";
import { getPerson, searchPersons } from "./persons.js";
import { personnelPlanning } from "./planning.js";

/** The person calls (feature `personnel`), limited to the persons of the role's scope. */
export const personRoutes: ApiRoute[] = [
  callRoute(calls.person.search, ({ db, access, body, timeZone }) =>
    searchPersons(db, access, body, timeZone),
  ),
  callRoute(calls.personPlanning.planning, ({ db, access, body, timeZone }) =>
    personnelPlanning(db, access, body, timeZone),
  ),
  callRoute(calls.person.get, ({ db, access, params }) => getPerson(db, access, Number(params.id))),
];
