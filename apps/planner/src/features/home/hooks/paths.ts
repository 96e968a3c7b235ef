import { routes } from "@releve/domain";
import { generatePath } from "react-router-dom";

/** The detail page of a means of intervention, from the route table. */
export function meansDetailHref(id: number): string {
  return generatePath(`/${routes["means-of-intervention-detail-page"].path}`, {
    id: String(id),
  });
}

/** The list of the means of intervention. */
export const meansListHref = `/${routes["means-of-intervention-list"].path}`;

/** The signed-in person's own registrations. */
export const myRegistrationsHref = `/${routes["registration-user-registration"].path}`;

/** The choice of the active role. */
export const roleSelectionHref = `/${routes.profile.path}`;
