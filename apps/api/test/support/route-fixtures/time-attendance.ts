import { operation, type RouteFixtureMaker } from "./index.js";

/**
 * The exchange with the time-and-attendance tool belongs to no entity × activity pair: the
 * feature alone decides. An upload sends a file of one absence of a demo person; an import is
 * read by its id; an export names its kind and format.
 */
export const timeAttendanceFixture: RouteFixtureMaker = async (db, route) => {
  if (operation(route, "Import")) {
    const form = new FormData();
    const content = [
      "absenceId;personId;type;start;end;status",
      `AUTH-${Date.now()}-${Math.random()};RC-000101;FULL;2032-01-05;2032-01-05;approved`,
    ].join("\n");
    form.append("file", new Blob([content]), "absences.csv");
    return { id: 0, body: form, params: { kind: "absences" }, unscoped: true };
  }
  if (route.method === "GET" && operation(route, "Imports")) {
    const row = await db
      .insertInto("ta_import")
      .values({ kind: "absences", source: "folder", file_name: "absences.csv" })
      .returning("id")
      .executeTakeFirstOrThrow();
    return { id: row.id, body: undefined, unscoped: true };
  }
  if (operation(route, "Export")) {
    return { id: 0, body: undefined, params: { kind: "daily", format: "csv" }, unscoped: true };
  }
  return { id: 0, body: route.path.endsWith("search") ? {} : undefined, unscoped: true };
};
