import { staffTypes } from "@releve/domain";
import * as v from "valibot";
import { type ApiRoute, apiRoute } from "../http/api-route.js";
import { choices, ids, paging, searchText } from "../http/schemas.js";
import { getPerson, searchPersons } from "../services/persons.js";

/** Criteria of `POST Person/search` (decision 006). */
const searchSchema = v.object({
  text: searchText,
  staffTypes: choices(staffTypes),
  entityIds: ids,
  activityIds: ids,
  ...paging(["lastName", "firstName", "staffType"]),
});

/** The person calls (feature `personnel`), limited to the persons of the role's scope. */
export const personRoutes: ApiRoute[] = [
  apiRoute({
    method: "POST",
    path: "Person/search",
    feature: "personnel",
    write: false,
    summary: "Searches the persons of the role's scope by name, e-mail, staff type and privileges",
    body: searchSchema,
    handler: ({ db, access, body }) => searchPersons(db, access, body),
  }),
  apiRoute({
    method: "GET",
    path: "Person/:id",
    feature: "personnel",
    write: false,
    summary: "Reads a person with their staff type and e-mail addresses by type",
    handler: ({ db, access, params }) => getPerson(db, access, Number(params.id)),
  }),
];
