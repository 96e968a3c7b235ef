import type { MeansStatus } from "@releve/domain";
import { useMemo, useState } from "react";
import type { Selection, SortDescriptor } from "react-aria-components";
import type { UiLocale } from "../../i18n/locales";
import { Table, type TableProps } from "./Table";
import { TableBody } from "./TableBody";
import { TableColumn, TableHeader } from "./TableHeader";
import { TableCell, TableRow } from "./TableRow";

/**
 * Sample means of intervention for the table stories, generated deterministically (the same
 * index always gives the same row), with their labels in every language of the toolbar. Not part
 * of the shipped catalogue.
 */

/** One row of the sample: a means of intervention as a planner's list shows it. */
export interface SampleMeans {
  id: number;
  name: string;
  /** On-site start, an ISO instant: fixed, so pictures do not depend on today. */
  start: string;
  status: MeansStatus;
  registered: number;
  required: number;
}

/** Keys of the sample's columns. */
export type SampleColumn = "name" | "start" | "status" | "staff";

interface Copy {
  label: string;
  columns: Record<SampleColumn, string>;
  names: readonly string[];
  status: Record<MeansStatus, string>;
  long: string;
  empty: string;
}

/** Sample labels, per language. */
export const copy: Record<UiLocale, Copy> = {
  fr: {
    label: "Moyens d'intervention",
    columns: { name: "Moyen", start: "Début", status: "Statut", staff: "Effectif" },
    names: ["Poste de secours", "Maraude", "Transport sanitaire", "Formation PSC1", "Renfort"],
    status: { draft: "Brouillon", public: "Publié", open: "Ouvert", cancelled: "Annulé" },
    long: "Poste de secours du semi-marathon international de la vallée avec ravitaillement et point d'accueil des familles",
    empty: "Aucun moyen sur cette période. Élargissez les dates ou créez un moyen.",
  },
  en: {
    label: "Means of intervention",
    columns: { name: "Means", start: "Start", status: "Status", staff: "Staff" },
    names: [
      "First-aid post",
      "Street outreach",
      "Patient transport",
      "First-aid course",
      "Reinforcement",
    ],
    status: { draft: "Draft", public: "Published", open: "Open", cancelled: "Cancelled" },
    long: "First-aid post of the international valley half marathon with refreshment stand and family welcome point",
    empty: "No means in this period. Widen the dates or create a means.",
  },
  de: {
    label: "Einsatzmittel",
    columns: { name: "Einsatzmittel", start: "Beginn", status: "Status", staff: "Personalbestand" },
    names: [
      "Sanitätswachdienst",
      "Sozialrunde",
      "Krankentransport",
      "Erste-Hilfe-Kurs",
      "Verstärkung",
    ],
    status: { draft: "Entwurf", public: "Veröffentlicht", open: "Offen", cancelled: "Abgesagt" },
    long: "Sanitätswachdienst beim internationalen Talhalbmarathon mit Verpflegungsstelle und Empfangspunkt für Angehörige",
    empty:
      "Keine Einsatzmittel in diesem Zeitraum. Erweitern Sie die Daten oder legen Sie eines an.",
  },
};

const statuses: readonly MeansStatus[] = ["open", "public", "draft", "cancelled"];
const firstStart = Date.UTC(2026, 6, 14, 6, 0);
const minute = 60_000;

/** `count` sample means in `locale`: row `i` starts 35 minutes after row `i - 1`. */
export function sampleMeans(count: number, locale: UiLocale): SampleMeans[] {
  const { names } = copy[locale];
  return Array.from({ length: count }, (_, index) => ({
    id: index + 1,
    name: `${names[index % names.length]} ${index + 1}`,
    start: new Date(firstStart + index * 35 * minute).toISOString(),
    status: statuses[(index * 7) % statuses.length] ?? "open",
    registered: (index * 3) % 5,
    required: 4 + (index % 3),
  }));
}

function compare(a: SampleMeans, b: SampleMeans, column: SampleColumn): number {
  if (column === "staff") return a.registered / a.required - b.registered / b.required;
  if (column === "name") return a.id - b.id;
  // ISO instants and status codes sort as plain strings.
  return a[column] < b[column] ? -1 : a[column] > b[column] ? 1 : 0;
}

/** Props of {@link SampleMeansTable}. */
export interface SampleMeansTableProps extends Omit<TableProps, "children"> {
  locale: UiLocale;
  rows: readonly SampleMeans[];
  /** Whether the name and start columns sort. */
  isSortable?: boolean;
  /** Called with each new sort order, after the rows are sorted. */
  onSorted?: (descriptor: SortDescriptor) => void;
  /** Called with each new selection. */
  onSelected?: (selection: Selection) => void;
}

/** The sample as a planner would show it: sorting and selection held in state. */
export function SampleMeansTable({
  locale,
  rows,
  isSortable = false,
  onSorted,
  onSelected,
  ...props
}: SampleMeansTableProps) {
  const [sortDescriptor, setSortDescriptor] = useState<SortDescriptor>({
    column: "start",
    direction: "ascending",
  });
  const sorted = useMemo(() => {
    if (!isSortable) return rows;
    const column = sortDescriptor.column as SampleColumn;
    const sign = sortDescriptor.direction === "descending" ? -1 : 1;
    return [...rows].sort((a, b) => sign * compare(a, b, column));
  }, [rows, isSortable, sortDescriptor]);
  const dateFormat = useMemo(
    () =>
      new Intl.DateTimeFormat(locale, {
        dateStyle: "medium",
        timeStyle: "short",
        timeZone: "Europe/Paris",
      }),
    [locale],
  );
  const text = copy[locale];
  return (
    <Table
      aria-label={text.label}
      {...props}
      {...(isSortable
        ? {
            sortDescriptor,
            onSortChange: (descriptor: SortDescriptor) => {
              setSortDescriptor(descriptor);
              onSorted?.(descriptor);
            },
          }
        : {})}
      {...(onSelected ? { onSelectionChange: onSelected } : {})}
    >
      <TableHeader>
        <TableColumn id="name" isRowHeader allowsSorting={isSortable} width="2fr">
          {text.columns.name}
        </TableColumn>
        <TableColumn id="start" allowsSorting={isSortable} width="1.5fr">
          {text.columns.start}
        </TableColumn>
        <TableColumn id="status">{text.columns.status}</TableColumn>
        <TableColumn id="staff" allowsSorting={isSortable}>
          {text.columns.staff}
        </TableColumn>
      </TableHeader>
      <TableBody items={sorted} renderEmptyState={() => text.empty}>
        {(row) => (
          <TableRow id={row.id} textValue={row.name}>
            <TableCell>{row.name}</TableCell>
            <TableCell>{dateFormat.format(new Date(row.start))}</TableCell>
            <TableCell>{text.status[row.status]}</TableCell>
            <TableCell>{`${row.registered} / ${row.required}`}</TableCell>
          </TableRow>
        )}
      </TableBody>
    </Table>
  );
}
