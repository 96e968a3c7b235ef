import { useLingui } from "@lingui/react/macro";
import { type AvailabilityStatus, type Conflict, type Instant, routeHref } from "@releve/domain";
import {
  Icon,
  type IconName,
  Link,
  registrationProposedBadge,
  registrationStatusBadgeIcons,
  useConflictDialogLabels,
  visuallyHidden,
} from "@releve/ui";
import { useInstantFormat } from "../../../lib/instant-format";
import { meansName } from "../../../lib/planning/means-types";
import { availabilityLabels } from "../../../lib/registrations/labels";
import type { PlanningPerson } from "../api/staffing";
import { type DayPart, daysTouched, type PlanningWeek } from "../hooks/planning-week";
import * as styles from "./PlanningDay.css";

type PlanningRegistration = PlanningPerson["registrations"][number];
type PlanningAbsence = PlanningPerson["absences"][number];
type PlanningWork = PlanningPerson["workSchedules"][number];

/** What a day of a person's week holds, in the order of their start. */
export type DayItem =
  | { kind: "registration"; item: PlanningRegistration; part: DayPart; conflicts: Conflict[] }
  | { kind: "absence"; item: PlanningAbsence; part: DayPart }
  | { kind: "work"; item: PlanningWork; part: DayPart };

/**
 * A person's week, day by day: each registration, absence and work schedule on every day it
 * touches (a night shift on two), each day's items by start. `conflicts` are the domain's
 * conflicts of each registration (`planningConflicts`).
 */
export function weekItems(
  person: PlanningPerson,
  week: PlanningWeek,
  conflicts: ReadonlyMap<number, Conflict[]>,
): DayItem[][] {
  const days: DayItem[][] = week.days.map(() => []);
  const place = (period: { start: Instant; end: Instant }, make: (part: DayPart) => DayItem) => {
    for (const part of daysTouched(period, week)) days[part.day]?.push(make(part));
  };
  for (const item of person.registrations) {
    place(item, (part) => ({
      kind: "registration",
      item,
      part,
      conflicts: conflicts.get(item.id) ?? [],
    }));
  }
  for (const item of person.absences) place(item, (part) => ({ kind: "absence", item, part }));
  for (const item of person.workSchedules) place(item, (part) => ({ kind: "work", item, part }));
  for (const day of days) day.sort((a, b) => Date.parse(a.item.start) - Date.parse(b.item.start));
  return days;
}

/** The shape of each availability a day may say (the words say it too). */
const availabilityIcons: Record<AvailabilityStatus, IconName> = {
  available: "check",
  partlyAvailable: "clock",
  unknown: "help",
  unavailable: "close",
};

/**
 * The most lines a day shows in its cell: beyond, the first two and "+N de plus", which says the
 * others in its tooltip and, to screen readers, in words.
 */
export const dayItemsShown = 3;

/**
 * A day of a person's week in the personnel planning: what their declared availability says of
 * it (decision 046), then each registration (its status's shape, its hours, its means as a link
 * to its page, a conflict marked), absence and work schedule, on one line each; beyond
 * {@link dayItemsShown} lines, how many more. Each line says in words what its shape
 * and colour show (WCAG 1.4.1).
 */
export function PlanningDay({
  items,
  availability = "unknown",
}: {
  items: readonly DayItem[];
  /** What the person's declared availability says of the day: a first line when it says any. */
  availability?: AvailabilityStatus;
}) {
  const { t, i18n } = useLingui();
  const textOf = useDayLineText();
  const said = availabilityLabels[availability];
  if (items.length === 0 && !said) return null;
  // The availability takes one of the day's lines.
  const lines = said ? dayItemsShown - 1 : dayItemsShown;
  const crowded = items.length > lines;
  const shown = crowded ? items.slice(0, lines - 1) : items;
  const more = items.length - shown.length;
  const others = items.slice(shown.length).map(textOf).join(" ; ");
  return (
    <ul className={styles.day}>
      {said ? (
        <li className={styles.item}>
          <Icon
            name={availabilityIcons[availability]}
            size="sm"
            className={styles.availabilityTone[availability]}
          />
          <span className={`${styles.words} ${styles.more}`}>{i18n._(said)}</span>
        </li>
      ) : null}
      {shown.map((entry) => (
        <DayLine key={`${entry.kind}-${entry.item.id}`} entry={entry} />
      ))}
      {crowded ? (
        <li className={styles.more} title={others}>
          {t({ context: "staffing", message: `+${more} de plus` })}
          <span className={visuallyHidden}> ({others})</span>
        </li>
      ) : null}
    </ul>
  );
}

/** A line of a day in plain words: its hours, then its means or what it is. */
function useDayLineText() {
  const { t } = useLingui();
  const hoursOf = useDayHours();
  return (entry: DayItem) => {
    const hours = hoursOf(entry.item, entry.part);
    const what =
      entry.kind === "registration"
        ? `${meansName(entry.item.meansTypeName, entry.item.plateNumber)} · ${entry.item.operationalActivityTitle}`
        : entry.kind === "absence"
          ? entry.item.type === "FULL"
            ? t({ context: "staffing", message: "Absence" })
            : t({ context: "staffing", message: "Absence partielle" })
          : t({ context: "staffing", message: "Poste" });
    return `${hours} ${what}`.trim();
  };
}

/**
 * "08:00–20:00", "…–06:00" for what began the day before, "22:00–…" for what goes on after,
 * nothing for what takes the whole day.
 */
function useDayHours() {
  const format = useInstantFormat();
  return (item: { start: Instant; end: Instant }, part: DayPart) =>
    part.wholeDay
      ? ""
      : `${part.beganBefore ? "…" : format.time(item.start)}–${part.goesOnAfter ? "…" : format.time(item.end)}`;
}

/** A registration's shape and colour: proposed, validated or pending. */
function registrationLook(item: PlanningRegistration) {
  if (item.isProposed && item.status === "pending") {
    return { icon: registrationProposedBadge.icon, tone: styles.tone.proposed };
  }
  return {
    icon: registrationStatusBadgeIcons[item.status],
    tone: item.status === "validated" ? styles.tone.validated : styles.tone.pending,
  };
}

/** One line of a day: its shape, what the shape says in words (hidden), its hours and name. */
function DayLine({ entry }: { entry: DayItem }) {
  const { t } = useLingui();
  const hours = useDayHours()(entry.item, entry.part);
  const { kinds } = useConflictDialogLabels();
  if (entry.kind === "registration") {
    const { item, conflicts } = entry;
    const look = registrationLook(item);
    const status =
      item.isProposed && item.status === "pending"
        ? t({ context: "staffing", message: "Proposée" })
        : item.status === "validated"
          ? t({ context: "staffing", message: "Validée" })
          : t({ context: "staffing", message: "En attente" });
    const conflictNames = conflicts.map((conflict) => kinds[conflict.type].name).join(", ");
    const name = meansName(item.meansTypeName, item.plateNumber);
    return (
      <li
        className={styles.item}
        title={`${hours} ${name} · ${item.operationalActivityTitle}`.trim()}
      >
        <Icon name={look.icon} size="sm" className={look.tone} />
        <span className={visuallyHidden}>{status} </span>
        {conflicts.length > 0 ? (
          <>
            <Icon name="alert" size="sm" className={styles.tone.conflict} />
            <span className={visuallyHidden}>
              {t({ context: "staffing", message: `Conflit\u00a0: ${conflictNames}.` })}{" "}
            </span>
          </>
        ) : null}
        <Link
          href={routeHref("means-of-intervention-detail-page", { id: item.meansOfInterventionId })}
          className={styles.link}
        >
          {hours ? <span className={styles.hours}>{hours}</span> : null}{" "}
          <span className={styles.words}>
            {name}
            <span className={visuallyHidden}> · {item.operationalActivityTitle}</span>
          </span>
        </Link>
      </li>
    );
  }
  if (entry.kind === "absence") {
    const { item } = entry;
    const name =
      item.type === "FULL"
        ? t({ context: "staffing", message: "Absence" })
        : t({ context: "staffing", message: "Absence partielle" });
    return (
      <li className={styles.item}>
        <Icon name="minus" size="sm" className={styles.tone.absence} />
        <span className={styles.words}>
          {hours ? `${hours} ` : ""}
          {name}
          {item.pending ? ` ${t({ context: "staffing", message: "(en attente)" })}` : ""}
        </span>
      </li>
    );
  }
  return (
    <li className={styles.item}>
      <Icon name="calendar" size="sm" className={styles.tone.work} />
      <span className={styles.words}>
        {hours ? `${hours} ` : ""}
        {t({ context: "staffing", message: "Poste" })}
      </span>
    </li>
  );
}
