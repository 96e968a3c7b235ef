import {
  activityTransition,
  calls,
  checkOperationalActivity,
  type Finding,
  findingsDiffer,
  hasBlocking,
  instantToWallClock,
  notFound,
  type OperationalActivity,
  Refusal,
  refusal,
  type SeriesEditScope,
  seriesEditOccurrences,
  seriesEditRange,
  validateOperationalActivitySeriesEdit,
  wallClockToInstant,
} from "@releve/domain";
import type { Kysely, Selectable } from "kysely";
import type { Database, OperationalActivityTable } from "../../db/schema.js";
import { type Access, requireInScope } from "../../platform/access.js";
import { invalidForm } from "../../platform/forms.js";
import { instantOf } from "../../platform/instants.js";
import { retryingTransaction } from "../../platform/retrying-transaction.js";
import { type ActivityEdit, writeActivityEdits } from "./edit.js";
import { requireActivityPlace } from "./form.js";
import { getOperationalActivity, toOperationalActivity } from "./reads.js";
import { type SeriesEditImpact, seriesEditImpact } from "./series-edit-impact.js";

/**
 * Editing an occurrence of a series: this one, it and the following ones, or the whole series
 * (decision 031). The preview and the edit share one plan — the occurrences the scope reaches,
 * each with its values and the findings of the activity's rules — so the preview tells exactly
 * what the edit would do.
 */

type Row = Selectable<OperationalActivityTable>;
type Context = { now: Date; timeZone: string };

const { seriesEditListMaxLength } = calls.operationalActivitySeries;

/** An occurrence's edit with the findings of the activity's rules on its values. */
interface CheckedEdit extends ActivityEdit {
  findings: Finding[];
}

/** What a series edit would do. */
interface SeriesEditPlan {
  scope: SeriesEditScope;
  /** The occurrences edited, in the series' order; the one the form was typed on first among equals. */
  edits: CheckedEdit[];
  /** The one the form was typed on. */
  edited: CheckedEdit;
  /** Cancelled occurrences within the scope, left as they are. */
  skippedIds: number[];
}

/** What the preview and the edit both answer besides the activities. */
export type SeriesEditSummary = SeriesEditImpact & {
  scope: SeriesEditScope;
  activityCount: number;
  skippedIds: number[];
  findings: Finding[];
  occurrenceFindings: { operationalActivityId: number; start: string; findings: Finding[] }[];
};

/** `validation.invalidForm` naming the occurrence whose findings refuse the edit. */
function refusedOn(findings: readonly Finding[], operationalActivityId: number): Refusal {
  const { data } = invalidForm(findings).error;
  return refusal("validation", "invalidForm", { ...data, operationalActivityId });
}

/**
 * The occurrences a body may reach, read before its form: its whole series for `following` and
 * `series`, the edited one alone otherwise (a scope not known is refused by the form's check).
 */
function reachOf(body: unknown): SeriesEditScope {
  const scope = (body as { scope?: unknown } | null)?.scope;
  return scope === "following" || scope === "series" ? "series" : "one";
}

/**
 * The occurrences of the edited one's series (itself alone for `one`, and for an activity of no
 * series), in the series' order. Editing locks them in that order, as deleting a series does, so
 * that two edits of a series, or an edit and a deletion, queue rather than deadlock.
 */
function occurrencesOf(db: Kysely<Database>, edited: Row, reach: SeriesEditScope, lock: boolean) {
  const alone = edited.recurrence_id === null || reach === "one";
  return db
    .selectFrom("operational_activity")
    .selectAll()
    .$if(alone, (query) => query.where("id", "=", edited.id))
    .$if(!alone, (query) => query.where("recurrence_id", "=", edited.recurrence_id))
    .orderBy("start_at")
    .orderBy("id")
    .$if(lock, (query) => query.forUpdate())
    .execute();
}

/**
 * Plans a series edit: the occurrence must be editable (`operationalActivity.unexpectedStatus`),
 * the form valid (`validation.invalidForm`), every occurrence of the scope in the role's scope
 * (`operationalActivity.forbidden` naming it), the form's place known and in scope. Cancelled
 * occurrences are skipped. Blocking findings stay in the plan: the preview answers them, the edit
 * refuses them.
 */
async function planSeriesEdit(
  db: Kysely<Database>,
  access: Access,
  id: number,
  body: unknown,
  context: Context & { lock: boolean },
): Promise<SeriesEditPlan> {
  const { timeZone } = context;
  const first = await getOperationalActivity(db, access, id);
  const rows = await occurrencesOf(db, first, reachOf(body), context.lock);
  // Read again, under the lock when editing: the occurrence may have changed, or gone.
  const current = rows.find((row) => row.id === id);
  if (!current) throw new Refusal(notFound("operationalActivity", { id }));
  const allowed = activityTransition(current, "edit");
  if (!allowed.ok) throw new Refusal(allowed.error);
  const wallClock = (row: Row) => instantToWallClock(row.start_at, timeZone);
  const { values, findings } = validateOperationalActivitySeriesEdit(body, {
    ...context,
    originalStart: wallClock(current),
  });
  if (!values) throw refusedOn(findings, id);
  const { scope, ...form } = values;
  const range = seriesEditRange(
    scope,
    id,
    rows.map((row) => ({ id: row.id, start: wallClock(row), row })),
  );
  for (const { row } of range) {
    requireInScope(access, "operationalActivity", {
      id: row.id,
      entityId: row.entity_id,
      activityId: row.activity_id,
    });
  }
  await requireActivityPlace(db, access, form, id);
  const editable = range.filter(({ row }) => activityTransition(row, "edit").ok);
  const edits = seriesEditOccurrences(form, scope, id, editable, timeZone).map(
    ({ occurrence, values: own }): CheckedEdit => ({
      current: occurrence.row,
      values: own,
      findings:
        occurrence.id === id
          ? findings
          : checkOperationalActivity(own, { ...context, originalStart: occurrence.start }),
    }),
  );
  return {
    scope,
    edits,
    edited: edits.find((edit) => edit.current.id === id) as CheckedEdit,
    skippedIds: range.filter((item) => !editable.includes(item)).map(({ row }) => row.id),
  };
}

/** What a plan touches, and the findings of the occurrences that differ from the edited one's. */
async function summaryOf(
  db: Kysely<Database>,
  plan: SeriesEditPlan,
  timeZone: string,
): Promise<SeriesEditSummary> {
  const differing = plan.edits.filter(
    (edit) => edit !== plan.edited && findingsDiffer(plan.edited.findings, edit.findings),
  );
  return {
    scope: plan.scope,
    activityCount: plan.edits.length,
    skippedIds: plan.skippedIds,
    ...(await seriesEditImpact(db, plan.edits, timeZone)),
    findings: plan.edited.findings,
    occurrenceFindings: differing.slice(0, seriesEditListMaxLength).map((edit) => ({
      operationalActivityId: edit.current.id,
      start: instantOf(
        new Date(wallClockToInstant(edit.values.start, timeZone) as string),
        timeZone,
      ),
      findings: edit.findings,
    })),
  };
}

/**
 * What editing an occurrence with a scope would do, writing nothing: the occurrences it would
 * change, their means and registrations, the registrations it would leave outside their
 * activity's period, and the findings — blocking ones included, which the edit would refuse.
 */
export async function previewSeriesEdit(
  db: Kysely<Database>,
  access: Access,
  id: number,
  body: unknown,
  context: Context,
): Promise<SeriesEditSummary & { operationalActivityIds: number[] }> {
  const plan = await planSeriesEdit(db, access, id, body, { ...context, lock: false });
  return {
    ...(await summaryOf(db, plan, context.timeZone)),
    operationalActivityIds: plan.edits.map((edit) => edit.current.id),
  };
}

/**
 * Edits an occurrence with a scope, all or nothing, in one transaction: the occurrences locked in
 * the series' order, each checked by the activity's rules on its own values — a blocking finding
 * on any refuses the whole edit with `validation.invalidForm` naming it, the edited one first —
 * then each written with its version moved on and its audit row. A transaction the database
 * aborts for concurrency is run again, then refused as `operationalActivity.concurrentChange`.
 */
export async function applySeriesEdit(
  db: Kysely<Database>,
  access: Access,
  id: number,
  body: unknown,
  context: Context,
): Promise<SeriesEditSummary & { activities: OperationalActivity[] }> {
  const { timeZone } = context;
  return retryingTransaction(
    db,
    "operationalActivity",
    async (trx) => {
      const plan = await planSeriesEdit(trx, access, id, body, { ...context, lock: true });
      for (const edit of [plan.edited, ...plan.edits]) {
        if (hasBlocking(edit.findings)) throw refusedOn(edit.findings, edit.current.id);
      }
      const summary = await summaryOf(trx, plan, timeZone);
      const rows = await writeActivityEdits(trx, plan.edits, {
        timeZone,
        changedBy: access.user.user.personId,
      });
      return { ...summary, activities: rows.map((row) => toOperationalActivity(row, timeZone)) };
    },
    { id, action: "edit" },
  );
}
