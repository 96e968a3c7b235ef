import { CalendarDate, toCalendarDate } from "@internationalized/date";
import { useLingui } from "@lingui/react/macro";
import {
  type Day,
  defaultTimeZone,
  hasFeature,
  incompleteDays,
  liveRegistrationStatuses,
  maxPageSize,
  parseDay,
  registrationsByDay,
  routeHref,
  toZonedInstant,
} from "@releve/domain";
import {
  AlertBanner,
  EmptyState,
  Link,
  MobileCalendar,
  type MobileCalendarRegistration,
  type MobileCalendarView,
  mobileCalendarDays,
} from "@releve/ui";
import { useDeferredValue, useEffect, useMemo, useRef, useState } from "react";
import { useSearchParams } from "react-router-dom";
import { LoadProblem } from "../../../lib/LoadProblem";
import { OfflineNotice } from "../../../lib/offline/OfflineNotice";
import { OfflineRecorder } from "../../../lib/offline/OfflineRecorder";
import { useOnline } from "../../../lib/offline/online";
import * as styles from "../../../lib/page.css";
import { usePageTitle } from "../../../lib/page-title";
import { meansName } from "../../../lib/planning/means-types";
import { RegisterDialog } from "../../../lib/registrations/MyRegistration";
import { useSession } from "../../../lib/session";
import { businessNow, useSettings } from "../../../lib/settings";
import { type Registration, staffingReads, useRegistrations } from "../api/staffing";
import { DayAvailability } from "../components/DayAvailability";
import { DayOpenMeans } from "../components/DayOpenMeans";
import { type OwnActing, OwnActionDialog } from "../components/OwnActionDialog";
import { RegistrationSheet } from "../components/RegistrationSheet";
import { isFiltering, usePersonnelMobileFilter } from "../hooks/personnel-filter";
import { dayStart, type RegistrableMeans, useRegistrableMeans } from "../hooks/registrable-means";
import * as own from "./PersonnelCalendarPage.css";

/** The statuses of a registration that holds the person to a means. */
const live: readonly string[] = liveRegistrationStatuses;

/** The calendar's registration for a registration of the search, with its means' and activity's names. */
function calendarRegistration(registration: Registration): MobileCalendarRegistration {
  return {
    id: registration.id,
    status: registration.status,
    isProposed: registration.isProposed,
    start: registration.start,
    end: registration.end,
    meansTitle: meansName(
      registration.meansOfIntervention.typeName,
      registration.meansOfIntervention.plateNumber,
    ),
    activityName: registration.operationalActivity.title,
  };
}

/**
 * "Mon calendrier", the field staff's own calendar (route `registration-personnel-calendar-page`,
 * spec 01 §2 and §4, decision 044): the month with each day's status by the domain's rule —
 * validated, proposed, registered, or incomplete where an open means still needs her — and its
 * legend; a day's registrations, each shown whole when chosen with what she may still do (accept
 * or decline a proposition, unregister), and the open means of that day to register on. The day
 * opened is in the address (`?day=2026-12-01&view=day`): a reload or a shared link shows the same
 * day, and the day view's back returns to its month.
 *
 * The registrations and the open means are read for the days the month grid shows (the month and
 * a week on each side): one page of each search, far more than a person takes in six weeks; when
 * her registrations exceed it, the page says so and leads to the full list.
 */
export function PersonnelCalendarPage() {
  const { t } = useLingui();
  const title = t({ context: "staffing", message: "Mon calendrier" });
  usePageTitle(title);
  const settings = useSettings();
  // Hidden while flagged as under development (spec 01 §2): the navbar leaves it out, and an
  // address kept from before says where the registrations are.
  if (settings.pagesUnderDevelopment.includes("registration-personnel-calendar-page")) {
    return (
      <div className={styles.page}>
        <h1 className={styles.title}>{title}</h1>
        <EmptyState
          headingLevel={2}
          icon="calendar"
          title={t({
            context: "staffing",
            message: "Votre calendrier n'est pas encore disponible",
          })}
          description={t({
            context: "staffing",
            message: "Vos inscriptions sont dans « Mes inscriptions ».",
          })}
          action={
            <Link href={routeHref("registration-user-registration")}>
              {t({ context: "staffing", message: "Voir toutes vos inscriptions" })}
            </Link>
          }
        />
      </div>
    );
  }
  // What the calendar receives is kept on the device, to be read without the network.
  return (
    <OfflineRecorder>
      <PersonnelCalendar title={title} />
    </OfflineRecorder>
  );
}

/** The calendar of {@link PersonnelCalendarPage}, under its title. */
function PersonnelCalendar({ title }: { title: string }) {
  const { t } = useLingui();
  const { user, activeAuthorization } = useSession();
  // Volunteers declare their availability (decision 046).
  const declaresAvailability = hasFeature(activeAuthorization, "availability", true);
  const settings = useSettings();
  const [search] = useSearchParams();
  // The moment the page opened: today's mark, and what may still be done with a registration.
  const [now] = useState(() => businessNow(settings));
  const today = toCalendarDate(toZonedInstant(now, defaultTimeZone));
  const dayParameter = search.get("day") ?? "";
  const addressed = useMemo(() => parseDay(dayParameter), [dayParameter]);
  const view = addressed && search.get("view") === "day" ? "day" : "month";
  // The month the calendar shows (its focused day's): what the searches ask for.
  const [month, setMonth] = useState(() => firstOfMonth(addressed ?? today));
  // The days the month grid shows: a change of day within the month asks nothing again.
  const days = useMemo(() => mobileCalendarDays(month), [month]);
  const { filter, criteria } = usePersonnelMobileFilter();
  // Worked out once for the days shown: a change of day within them hashes nothing again.
  const registrationSearch = useMemo(
    () => ({
      personIds: [user.personId],
      ...criteria,
      from: dayStart(days.from),
      to: dayStart(days.to.add({ days: 1 })),
      sort: { field: "start" as const, direction: "asc" as const },
      page: 1,
      pageSize: maxPageSize,
    }),
    [user.personId, criteria, days],
  );
  const registrations = useRegistrations(registrationSearch);
  const answer = registrations.data;
  const shown = useMemo(() => answer?.items.map(calendarRegistration) ?? [], [answer]);
  // The means she is on already, which the open ones leave out.
  const liveMeansIds = useMemo(
    () =>
      answer
        ? new Set(
            answer.items
              .filter((item) => live.includes(item.status))
              .map((item) => item.meansOfInterventionId),
          )
        : null,
    [answer],
  );
  const open = useRegistrableMeans(days, now, liveMeansIds, criteria);
  const incomplete = useMemo(
    () =>
      open.registrable
        ? incompleteDays(
            open.registrable.map((item) => item.means),
            defaultTimeZone,
            days,
          )
        : [],
    [open.registrable, days],
  );
  // The open means of each day shown, grouped once: a change of day reads its list.
  const openByDay = useMemo(
    () =>
      open.registrable
        ? registrationsByDay(
            open.registrable.map((item) => ({
              ...item,
              start: item.means.start,
              end: item.means.end,
            })),
            defaultTimeZone,
            days,
          )
        : undefined,
    [open.registrable, days],
  );
  const [registering, setRegistering] = useState<RegistrableMeans | null>(null);
  const [chosenId, setChosenId] = useState<number | null>(null);
  const sheet = answer?.items.find((item) => item.id === chosenId) ?? null;
  const [acting, setActing] = useState<OwnActing | null>(null);
  // Offline, the notice says why nothing loads: no failure is told call by call.
  const online = useOnline();

  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{title}</h1>
      <OfflineNotice isMissing={!answer} />
      {isFiltering(filter) ? (
        <p className={own.filtered}>
          {t({
            context: "staffing",
            message:
              "Filtré\u00a0: seules les activités et les entités de vos filtres sont montrées.",
          })}{" "}
          <Link href={routeHref("registration-personnel-filter-page")}>
            {t({ context: "staffing", message: "Modifier les filtres" })}
          </Link>
        </p>
      ) : null}
      {registrations.error && online ? (
        <LoadProblem
          title={t({
            context: "staffing",
            message: "Vos inscriptions n'ont pas pu être chargées.",
          })}
          error={registrations.error}
          retry={() => void registrations.mutate()}
          level={answer ? "warning" : "danger"}
        />
      ) : null}
      {answer && answer.total > answer.items.length ? (
        <AlertBanner
          level="info"
          title={t({
            context: "staffing",
            message: `Le calendrier montre vos ${answer.items.length} premières inscriptions de ces semaines.`,
          })}
        >
          <Link href={routeHref("registration-user-registration")}>
            {t({ context: "staffing", message: "Voir toutes vos inscriptions" })}
          </Link>
        </AlertBanner>
      ) : null}
      {open.error && online ? (
        <LoadProblem
          title={t({
            context: "staffing",
            message: "Les moyens ouverts n'ont pas pu être chargés.",
          })}
          error={open.error}
          retry={open.retry}
          level="warning"
        />
      ) : null}
      <CalendarDays
        registrations={shown}
        incompleteDays={incomplete}
        isLoading={!answer && !registrations.error}
        today={today}
        view={view}
        addressed={addressed}
        month={month}
        onMonthChange={setMonth}
        onSelectRegistration={setChosenId}
        declaresAvailability={declaresAvailability}
        openByDay={openByDay}
        onRegister={setRegistering}
      />
      {registering ? (
        <RegisterDialog
          means={{ id: registering.means.id, name: registering.name }}
          reads={staffingReads}
          onClose={() => setRegistering(null)}
        />
      ) : null}
      {sheet ? (
        <RegistrationSheet
          registration={sheet}
          now={now.toISOString()}
          onAct={(action) => {
            setChosenId(null);
            setActing({ action, registration: sheet });
          }}
          onClose={() => setChosenId(null)}
        />
      ) : null}
      <OwnActionDialog acting={acting} onClose={() => setActing(null)} />
    </div>
  );
}

/** The first day of the month of `date`. */
const firstOfMonth = (date: CalendarDate) => new CalendarDate(date.year, date.month, 1);

/** Props of {@link CalendarDays}: what the page read, and the day and month of its address. */
interface CalendarDaysProps {
  registrations: readonly MobileCalendarRegistration[];
  incompleteDays: readonly Day[];
  isLoading: boolean;
  today: CalendarDate;
  view: MobileCalendarView;
  /** The day of the address (`?day=`). */
  addressed: CalendarDate | null;
  /** The month the page reads; told when the focused day leaves it. */
  month: CalendarDate;
  onMonthChange: (month: CalendarDate) => void;
  onSelectRegistration: (id: number) => void;
  declaresAvailability: boolean;
  /** The open means she may register for, by day (`2031-03-15`); `undefined` while they load. */
  openByDay: ReadonlyMap<string, readonly RegistrableMeans[]> | undefined;
  onRegister: (means: RegistrableMeans) => void;
}

/**
 * The month and the day view of {@link PersonnelCalendar}, with the day's availability and open
 * means. It holds the day shown and the focused day itself: a change of day within the month
 * draws the calendar alone, not the page and its searches. The day view's previous and next days
 * show at once; the address follows once painted.
 */
function CalendarDays({
  registrations,
  incompleteDays: incomplete,
  isLoading,
  today,
  view,
  addressed,
  month,
  onMonthChange,
  onSelectRegistration,
  declaresAvailability,
  openByDay,
  onRegister,
}: CalendarDaysProps) {
  const [, setSearch] = useSearchParams();
  // The day view's previous or next day, shown before the address says it.
  const [stepped, setStepped] = useState<CalendarDate | null>(null);
  // The day last written to the address. The router draws an address in a transition: until it
  // has drawn that day, the address shown is an earlier one, and a press back onto that earlier
  // day must not be taken for the address having caught up (the written day would then show).
  const written = useRef<string | null>(null);
  const caughtUp =
    addressed !== null && (written.current === null || written.current === addressed.toString());
  if (stepped && (view !== "day" || !addressed || (caughtUp && stepped.compare(addressed) === 0))) {
    setStepped(null);
  }
  const chosen = view === "day" ? (stepped ?? addressed) : addressed;
  useEffect(() => {
    if (!stepped) return;
    // Just before the next paint, a task for after it: the address costs the press nothing.
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => {
        written.current = stepped.toString();
        setSearch({ day: written.current, view: "day" }, { replace: true });
      }, 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [stepped, setSearch]);
  // The day's availability and open means follow the day shown in a render of their own, after
  // the day's heading and registrations are painted; until then they are inert, not pressable
  // for the day before.
  const following = useDeferredValue(view === "day" ? (chosen?.toString() ?? null) : null);
  const followed = useMemo(() => (following ? parseDay(following) : null), [following]);
  const isBehind = (view === "day" ? (chosen?.toString() ?? null) : null) !== following;
  const [focused, setFocused] = useState<CalendarDate>(chosen ?? today);
  // A day chosen in the month is told before the view changes to it.
  const opened = useRef<CalendarDate | null>(null);
  return (
    <>
      <MobileCalendar
        registrations={registrations}
        incompleteDays={incomplete}
        isLoading={isLoading}
        today={today}
        view={view}
        onViewChange={(next) => {
          setStepped(null);
          const day = opened.current ?? chosen ?? focused;
          if (next === "day") setSearch({ day: day.toString(), view: "day" });
          else setSearch(chosen ? { day: chosen.toString() } : {}, { replace: true });
          opened.current = null;
        }}
        value={chosen}
        onChange={(date) => {
          // The day view's previous and next days replace the day shown.
          if (view === "day") setStepped(date);
          else opened.current = date;
        }}
        focusedValue={focused}
        onFocusChange={(date) => {
          setFocused(date);
          if (date.year !== month.year || date.month !== month.month) {
            onMonthChange(firstOfMonth(date));
          }
        }}
        onSelectRegistration={(registration) => onSelectRegistration(registration.id)}
      />
      {view === "day" && followed ? (
        <div className={own.following} inert={isBehind} aria-busy={isBehind || undefined}>
          {declaresAvailability ? <DayAvailability day={followed} /> : null}
          <DayOpenMeans day={followed} openByDay={openByDay} onRegister={onRegister} />
        </div>
      ) : null}
    </>
  );
}
