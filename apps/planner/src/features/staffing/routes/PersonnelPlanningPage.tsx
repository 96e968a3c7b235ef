import {
  type CalendarDate,
  DateFormatter,
  isSameDay,
  toCalendarDate,
} from "@internationalized/date";
import { useLingui } from "@lingui/react/macro";
import {
  type AvailabilityStatus,
  availabilityOfDay,
  type Conflict,
  calls,
  listName,
  parseDay,
  planningConflicts,
  staffTypes,
  textMaxLengths,
  toZonedInstant,
} from "@releve/domain";
import {
  Button,
  DatePicker,
  Icon,
  IconButton,
  registrationProposedBadge,
  registrationStatusBadgeIcons,
  Switch,
} from "@releve/ui";
import { useMemo, useState } from "react";
import * as v from "valibot";
import { ChoiceFilter } from "../../../lib/ChoiceFilter";
import { type ListColumn, ListTable } from "../../../lib/ListTable";
import { filterControl, listRequest, useListState } from "../../../lib/list-state";
import { PeriodSearch } from "../../../lib/PeriodSearch";
import * as styles from "../../../lib/page.css";
import { usePageTitle } from "../../../lib/page-title";
import { dayFilter } from "../../../lib/period-filter";
import { staffTypeLabels } from "../../../lib/registrations/labels";
import { businessNow, useSettings } from "../../../lib/settings";
import { type PlanningPerson, usePersonnelPlanning } from "../api/staffing";
import { type DayItem, PlanningDay, weekItems } from "../components/PlanningDay";
import * as dayStyles from "../components/PlanningDay.css";
import { type PlanningWeek, planningWeek, weekStart } from "../hooks/planning-week";

/**
 * The planning's filters: a day of the week shown (empty: this week), the persons' words and
 * staff types, whether only the persons in conflict that week are shown, and whether the
 * available come first.
 */
const filtersSchema = v.object({
  week: dayFilter,
  text: v.optional(v.pipe(v.string(), v.maxLength(textMaxLengths.searchText)), ""),
  staffTypes: calls.person.personSearchSchema.entries.staffTypes,
  withConflicts: v.optional(v.boolean(), false),
  availableFirst: v.optional(v.boolean(), false),
});
type PlanningFilters = v.InferOutput<typeof filtersSchema>;
const defaultFilters: PlanningFilters = {
  week: "",
  text: "",
  staffTypes: [],
  withConflicts: false,
  availableFirst: false,
};
const sortColumns = ["lastName", "firstName", "staffType"] as const;

/** Rows tall enough for three lines of a day (`dayItemsShown`), 1.5 rem each. */
const rowHeightRem = 5.25;

/**
 * The personnel planning (route `registration-personnel-planning`, spec 01 §2, decision 041):
 * the persons of the role's scope, a page at a time, across the days of a week — each day their
 * registrations (status, hours, means as a link), absences and work schedules from the
 * time-and-attendance data, a registration in conflict marked (the domain's
 * `planningConflicts`). The week moves back and forth; persons are found by words and staff
 * type, or narrowed to those with a registration in conflict that week (the assignment conflict
 * list, spec 01 §2); the page and its size are the saved "registration personnel" list's.
 */
export function PersonnelPlanningPage() {
  const { t } = useLingui();
  const title = t({ context: "staffing", message: "Planning du personnel" });
  usePageTitle(title);
  const settings = useSettings();
  const [today] = useState(() =>
    toCalendarDate(toZonedInstant(businessNow(settings), settings.timeZone)),
  );
  const state = useListState("registrationPersonnel", filtersSchema, defaultFilters, sortColumns);
  const shownDay = (state.filters.week ? parseDay(state.filters.week) : null) ?? today;
  const shownKey = shownDay.toString();
  // biome-ignore lint/correctness/useExhaustiveDependencies: keyed on the day's value.
  const week = useMemo(
    () => planningWeek(shownDay, settings.timeZone),
    [shownKey, settings.timeZone],
  );
  const { week: _week, ...criteria } = listRequest(state, sortColumns);
  const planning = usePersonnelPlanning({ ...criteria, from: week.from, to: week.to });
  const items = planning.data?.items;
  const days = useMemo(() => {
    const byPerson = new Map<number, PersonDays>();
    for (const person of items ?? []) {
      const conflicts: ReadonlyMap<number, Conflict[]> = planningConflicts(
        person.id,
        person.registrations,
        person.absences,
      );
      byPerson.set(person.id, {
        items: weekItems(person, week, conflicts),
        // What a volunteer's declarations say of each day (decision 046).
        availability: week.days.map((day) =>
          availabilityOfDay(person.availability, day.toString(), settings.timeZone),
        ),
      });
    }
    return byPerson;
  }, [items, week, settings.timeZone]);
  const columns = usePlanningColumns(week, today, days);
  // This week is kept as no week: the planning opens on the week of its day.
  const showWeek = (day: CalendarDate) =>
    state.setFilters({
      ...state.filters,
      week: isSameDay(weekStart(day), weekStart(today)) ? "" : weekStart(day).toString(),
    });

  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{title}</h1>
      <div className={styles.list}>
        <div className={styles.filters}>
          <PeriodSearch
            value={{ text: state.filters.text }}
            onSearch={({ text }) => state.setFilters({ ...state.filters, text })}
            textLabel={t({ context: "staffing", message: "Personne" })}
            textDescription={t({
              context: "staffing",
              message: "Nom, prénom, fonction ou adresse e-mail",
            })}
            withDays={false}
          />
          <ChoiceFilter
            label={t({ context: "staffing", message: "Types de personnel" })}
            options={staffTypes}
            labels={staffTypeLabels}
            {...filterControl(state, "staffTypes")}
          />
          <Switch
            isSelected={state.filters.withConflicts}
            onChange={(withConflicts) => state.setFilters({ ...state.filters, withConflicts })}
            description={t({
              context: "staffing",
              message:
                "Les personnes dont une inscription de la semaine est en conflit (chevauchement, absence)\u00a0: la liste des conflits d'affectation.",
            })}
          >
            {t({ context: "staffing", message: "Conflits à résoudre seulement" })}
          </Switch>
          <Switch
            isSelected={state.filters.availableFirst}
            onChange={(availableFirst) => state.setFilters({ ...state.filters, availableFirst })}
            description={t({
              context: "staffing",
              message:
                "D'après les disponibilités déclarées par les bénévoles : les disponibles de la semaine, puis ceux qui n'ont rien dit, les indisponibles à la fin.",
            })}
          >
            {t({ context: "staffing", message: "Disponibles d'abord" })}
          </Switch>
        </div>
        <WeekBar week={week} onShow={showWeek} today={today} />
        <PlanningLegend />
        <ListTable
          results={planning}
          state={state}
          label={title}
          defaultSort={{ column: "lastName", direction: "ascending" }}
          columns={columns}
          rowText={(person) => `${person.lastName} ${person.firstName}`}
          emptyText={{
            filtered: t({
              context: "staffing",
              message: "Aucune personne ne répond à ces filtres.",
            }),
            unfiltered: t({
              context: "staffing",
              message: "Aucune personne dans votre périmètre.",
            }),
          }}
          errorTitle={t({
            context: "staffing",
            message: "Le planning du personnel n'a pas pu être chargé.",
          })}
          paginationLabel={t({ context: "staffing", message: "Pages du planning du personnel" })}
          rowHeightRem={rowHeightRem}
          visibleRowCount={8}
        />
      </div>
    </div>
  );
}

/** The week shown, said in words, with the way to the previous, the current and the next. */
function WeekBar({
  week,
  today,
  onShow,
}: {
  week: PlanningWeek;
  today: CalendarDate;
  onShow: (day: CalendarDate) => void;
}) {
  const { t, i18n } = useLingui();
  const first = week.days[0] ?? today;
  const last = week.days[week.days.length - 1] ?? today;
  const dates = new DateFormatter(i18n.locale, { dateStyle: "long", timeZone: "UTC" });
  const shown = dates.formatRange(first.toDate("UTC"), last.toDate("UTC"));
  // The day typed or picked is shown by "Afficher", not at each key; a week shown otherwise (the
  // buttons) puts its Monday there.
  const [picked, setPicked] = useState<CalendarDate | null>(first);
  const [pickedFor, setPickedFor] = useState(week.from);
  if (pickedFor !== week.from) {
    setPickedFor(week.from);
    setPicked(first);
  }
  return (
    <div className={dayStyles.weekBar}>
      <form
        className={dayStyles.weekGroup}
        onSubmit={(event) => {
          event.preventDefault();
          if (picked) onShow(picked);
        }}
      >
        <DatePicker
          label={t({ context: "staffing", message: "Aller à la semaine du" })}
          value={picked}
          onChange={setPicked}
        />
        <Button type="submit" variant="secondary">
          {t({ context: "staffing", message: "Afficher" })}
        </Button>
      </form>
      <div className={dayStyles.weekGroup}>
        <IconButton
          icon="chevronLeft"
          variant="secondary"
          aria-label={t({ context: "staffing", message: "Semaine précédente" })}
          onPress={() => onShow(first.subtract({ weeks: 1 }))}
        />
        <Button variant="secondary" onPress={() => onShow(today)}>
          {t({ context: "staffing", message: "Cette semaine" })}
        </Button>
        <IconButton
          icon="chevronRight"
          variant="secondary"
          aria-label={t({ context: "staffing", message: "Semaine suivante" })}
          onPress={() => onShow(first.add({ weeks: 1 }))}
        />
      </div>
      <h2 className={dayStyles.weekTitle} aria-live="polite">
        {t({ context: "staffing", message: `Semaine du ${shown}` })}
      </h2>
    </div>
  );
}

/** What the shapes of the planning say. */
function PlanningLegend() {
  const { t } = useLingui();
  const entries = [
    {
      icon: registrationStatusBadgeIcons.validated,
      tone: dayStyles.tone.validated,
      label: t({ context: "staffing", message: "Inscription validée" }),
    },
    {
      icon: registrationStatusBadgeIcons.pending,
      tone: dayStyles.tone.pending,
      label: t({ context: "staffing", message: "Inscription en attente" }),
    },
    {
      icon: registrationProposedBadge.icon,
      tone: dayStyles.tone.proposed,
      label: t({ context: "staffing", message: "Proposition en attente" }),
    },
    {
      icon: "alert" as const,
      tone: dayStyles.tone.conflict,
      label: t({ context: "staffing", message: "Conflit à résoudre" }),
    },
    {
      icon: "minus" as const,
      tone: dayStyles.tone.absence,
      label: t({ context: "staffing", message: "Absence" }),
    },
    {
      icon: "calendar" as const,
      tone: dayStyles.tone.work,
      label: t({ context: "staffing", message: "Poste de travail planifié" }),
    },
  ];
  return (
    <ul className={dayStyles.legend} aria-label={t({ context: "staffing", message: "Légende" })}>
      {entries.map((entry) => (
        <li key={entry.label} className={dayStyles.item}>
          <Icon name={entry.icon} size="sm" className={entry.tone} />
          {entry.label}
        </li>
      ))}
    </ul>
  );
}

/** A person's week: what each day holds, and what their availability says of it. */
interface PersonDays {
  items: DayItem[][];
  availability: AvailabilityStatus[];
}

/** The planning's columns: the person, then each day of the week. */
function usePlanningColumns(
  week: PlanningWeek,
  today: CalendarDate,
  days: ReadonlyMap<number, PersonDays>,
): ListColumn<PlanningPerson>[] {
  const { t, i18n } = useLingui();
  const weekday = new DateFormatter(i18n.locale, {
    weekday: "short",
    day: "numeric",
    month: "short",
    timeZone: "UTC",
  });
  return [
    {
      id: "lastName",
      header: t({ context: "staffing", message: "Personne" }),
      rowHeader: true,
      sortable: true,
      width: "1.2fr",
      minWidth: 168,
      cell: (person) => (
        <span className={dayStyles.person}>
          <span className={styles.clipped}>{listName(person, i18n.locale)}</span>
          <span className={`${styles.clipped} ${dayStyles.more}`}>
            {[i18n._(staffTypeLabels[person.staffType]), person.function]
              .filter(Boolean)
              .join(" · ")}
          </span>
        </span>
      ),
    },
    ...week.days.map(
      (day, index): ListColumn<PlanningPerson> => ({
        id: `day-${index}`,
        header: isSameDay(day, today)
          ? t({
              context: "staffing",
              message: `${weekday.format(day.toDate("UTC"))} (aujourd'hui)`,
            })
          : weekday.format(day.toDate("UTC")),
        width: "1fr",
        minWidth: 150,
        cell: (person) => (
          <PlanningDay
            items={days.get(person.id)?.items[index] ?? []}
            availability={days.get(person.id)?.availability[index] ?? "unknown"}
          />
        ),
      }),
    ),
  ];
}
