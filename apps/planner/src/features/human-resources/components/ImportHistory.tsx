import { msg, plural } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { calls, displayName, importKinds, importOutcomes, importSources } from "@releve/domain";
import { Badge, Button, ProgressBar } from "@releve/ui";
import { useId } from "react";
import * as v from "valibot";
import { ChoiceFilter } from "../../../lib/ChoiceFilter";
import { describeError } from "../../../lib/error-messages";
import { useInstantFormat } from "../../../lib/instant-format";
import { type ListColumn, ListTable } from "../../../lib/ListTable";
import { filterControl, listRequest, useListState } from "../../../lib/list-state";
import { type ImportAnswer, useImports } from "../api/time-attendance";
import { useImportWords } from "../hooks/import-words";
import {
  importKindLabels,
  importOutcomeLabels,
  importOutcomeTones,
  importSourceLabels,
} from "../hooks/labels";
import { useSaveRefusals } from "../hooks/save-download";
import * as styles from "./lists.css";

/** The history's filters: the imports' search criteria of that name. */
const filtersSchema = v.object({
  kinds: calls.timeAttendance.importSearchSchema.entries.kinds,
  outcomes: calls.timeAttendance.importSearchSchema.entries.outcomes,
  sources: calls.timeAttendance.importSearchSchema.entries.sources,
});
type ImportFilters = v.InferOutput<typeof filtersSchema>;
const defaultFilters: ImportFilters = { kinds: [], outcomes: [], sources: [] };
const sortColumns = ["startedAt"] as const;

const refusedCount = (count: number) =>
  msg({
    context: "human-resources",
    message: plural(count, { one: "# ligne refusée", other: "# lignes refusées" }),
  });

/**
 * Every import, newest first (decision 028): when, which file, brought by whom or found in the
 * exchange folder, how it went and what it changed; a refused one's lines are downloadable.
 */
export function ImportHistory() {
  const { t, i18n } = useLingui();
  const format = useInstantFormat();
  const words = useImportWords();
  const refusals = useSaveRefusals();
  const state = useListState("timeAttendanceImport", filtersSchema, defaultFilters, sortColumns);
  const imports = useImports(listRequest(state, sortColumns));
  const headingId = useId();
  const label = t({ context: "human-resources", message: "Historique des imports" });

  const origin = (item: ImportAnswer) => {
    const source = i18n._(importSourceLabels[item.source]);
    const who = item.requestedBy ? displayName(item.requestedBy) : null;
    return who ? t({ context: "human-resources", message: `${source} par ${who}` }) : source;
  };
  const details = (item: ImportAnswer) => {
    if (item.outcome === "imported") return words.changes(item);
    const reasons = [
      ...(item.fileError ? [words.fileError(item.fileError)] : []),
      ...(item.refused > 0 ? [i18n._(refusedCount(item.refused))] : []),
    ];
    return reasons.length > 0 ? reasons.join(" ") : "—";
  };
  // A refused import's lines to download, or how far a running one has read its file.
  const detailsCell = (item: ImportAnswer) => {
    const fileName = item.fileName;
    const said = details(item);
    return (
      <>
        {item.refused > 0 ? (
          <Button
            size="sm"
            variant="secondary"
            aria-label={t({
              context: "human-resources",
              message: `Télécharger les lignes refusées de «\u00a0${fileName}\u00a0»`,
            })}
            onPress={() => void refusals.save(item.id)}
          >
            {t({ context: "human-resources", message: "Lignes refusées" })}
          </Button>
        ) : null}
        {item.outcome === "running" ? (
          <ProgressBar
            size="sm"
            className={styles.cellProgress}
            aria-label={t({
              context: "human-resources",
              message: `Lecture de «\u00a0${fileName}\u00a0»`,
            })}
            value={item.bytesRead}
            maxValue={Math.max(item.fileBytes, 1)}
          />
        ) : (
          <span className={styles.clipped} title={said}>
            {said}
          </span>
        )}
      </>
    );
  };
  const columns: ListColumn<ImportAnswer>[] = [
    {
      id: "fileName",
      header: t({ context: "human-resources", message: "Fichier" }),
      rowHeader: true,
      width: "1.6fr",
      cell: (item) => <span className={styles.clipped}>{item.fileName}</span>,
    },
    {
      id: "startedAt",
      header: t({ context: "human-resources", message: "Date" }),
      sortable: true,
      width: "1.3fr",
      cell: (item) => format.dateTime(item.startedAt),
    },
    {
      id: "kind",
      header: t({ context: "human-resources", message: "Contenu" }),
      width: "1.2fr",
      cell: (item) => i18n._(importKindLabels[item.kind]),
    },
    {
      id: "source",
      header: t({ context: "human-resources", message: "Origine" }),
      width: "1.6fr",
      cell: (item) => <span className={styles.clipped}>{origin(item)}</span>,
    },
    {
      id: "outcome",
      header: t({ context: "human-resources", message: "Résultat" }),
      cell: (item) => (
        <Badge tone={importOutcomeTones[item.outcome]}>
          {i18n._(importOutcomeLabels[item.outcome])}
        </Badge>
      ),
    },
    {
      id: "lines",
      header: t({ context: "human-resources", message: "Lignes" }),
      width: "0.7fr",
      cell: (item) => i18n.number(item.lines),
    },
    {
      id: "details",
      header: t({ context: "human-resources", message: "Détails" }),
      width: "2.4fr",
      cell: detailsCell,
    },
  ];

  return (
    <section className={styles.list} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        {label}
      </h2>
      <div className={styles.filters}>
        <ChoiceFilter
          label={t({ context: "human-resources", message: "Contenus" })}
          options={importKinds}
          labels={importKindLabels}
          {...filterControl(state, "kinds")}
        />
        <ChoiceFilter
          label={t({ context: "human-resources", message: "Résultats" })}
          options={importOutcomes}
          labels={importOutcomeLabels}
          {...filterControl(state, "outcomes")}
        />
        <ChoiceFilter
          label={t({ context: "human-resources", message: "Origines" })}
          options={importSources}
          labels={importSourceLabels}
          {...filterControl(state, "sources")}
        />
      </div>
      {refusals.error ? (
        <p role="alert" className={styles.problem}>
          {describeError(i18n, refusals.error)}
        </p>
      ) : null}
      <ListTable
        results={imports}
        state={state}
        label={label}
        defaultSort={{ column: "startedAt", direction: "descending" }}
        columns={columns}
        rowText={(item) => item.fileName}
        emptyText={{
          filtered: t({
            context: "human-resources",
            message: "Aucun import ne répond à ces filtres.",
          }),
          unfiltered: t({ context: "human-resources", message: "Aucun import pour l'instant." }),
        }}
        errorTitle={t({
          context: "human-resources",
          message: "L'historique des imports n'a pas pu être chargé.",
        })}
        paginationLabel={t({ context: "human-resources", message: "Pages des imports" })}
      />
    </section>
  );
}
