import { insertAlert } from "../notices.js";
import type { RouteFixtureMaker } from "./index.js";

/** A valid body of the alert form, showing from tomorrow for a week. */
function alertBody() {
  const day = (offset: number) =>
    new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
  return {
    level: "warning",
    fromDateTime: `${day(1)}T08:00`,
    toDateTime: `${day(8)}T08:00`,
    dismissible: true,
    alertTexts: [{ languageCode: "fr", title: "Exercice", text: "Exercice régional samedi." }],
  };
}

/**
 * Alerts belong to no entity × activity pair: every role holding `alert.manage` reaches every
 * alert, so there is no object outside the scope (`unscoped`), and the search names none (id 0).
 */
export const alertFixture: RouteFixtureMaker = async (db, route) => {
  if (route.path.endsWith("search")) return { id: 0, body: { pageSize: 100 }, unscoped: true };
  const id = await insertAlert(db);
  const body =
    route.path === "Alert/Create"
      ? alertBody()
      : route.path === "Alert/Update"
        ? { id, ...alertBody() }
        : undefined;
  return { id, body, unscoped: true };
};
