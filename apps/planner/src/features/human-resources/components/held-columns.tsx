import { useLingui } from "@lingui/react/macro";
import { useInstantFormat } from "../../../lib/instant-format";
import type { ListColumn } from "../../../lib/ListTable";
import type { Absence } from "../api/time-attendance";
import { PersonCell } from "./PersonCell";

/** A row of held data: a person's, over a period. */
type Held = Pick<Absence, "person" | "start" | "end">;

/**
 * The columns of every list of held data (decision 028): the person, naming the row and sorted
 * by last name, and the period's start, sorted, and end — so the absences and the work schedules
 * read alike.
 */
export function useHeldColumns<Item extends Held>(): Record<
  "person" | "start" | "end",
  ListColumn<Item>
> {
  const { t } = useLingui();
  const format = useInstantFormat();
  return {
    person: {
      id: "lastName",
      header: t({ context: "human-resources", message: "Personne" }),
      rowHeader: true,
      sortable: true,
      width: "2fr",
      cell: (item) => <PersonCell person={item.person} />,
    },
    start: {
      id: "start",
      header: t({ context: "human-resources", message: "Début" }),
      sortable: true,
      width: "1.3fr",
      cell: (item) => format.dateTime(item.start),
    },
    end: {
      id: "end",
      header: t({ context: "human-resources", message: "Fin" }),
      width: "1.3fr",
      cell: (item) => format.dateTime(item.end),
    },
  };
}

/** A row of held data's words, for reaching it by typing: the person's last and first names. */
export const personText = (item: Held) => `${item.person.lastName} ${item.person.firstName}`;
