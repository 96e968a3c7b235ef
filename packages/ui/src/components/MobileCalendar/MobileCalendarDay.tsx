import type { CalendarDate } from "@internationalized/date";
import { useLingui } from "@lingui/react/macro";
import { type KeyboardEvent, useEffect, useRef } from "react";
import { Button as AriaButton, Heading } from "react-aria-components";
import { vars } from "../../tokens/contract.css";
import { Badge } from "../Badge/Badge";
import type { BadgeTone } from "../Badge/Badge.css";
import { Button } from "../Button/Button";
import { EmptyState } from "../EmptyState/EmptyState";
import { Icon } from "../Icon/Icon";
import type { IconName } from "../Icon/icons";
import { Skeleton } from "../Skeleton/Skeleton";
import { SkeletonShape } from "../Skeleton/SkeletonShape";
import * as styles from "./MobileCalendar.css";
import type { MobileCalendarLabels } from "./MobileCalendarLabels";
import {
  dayStatusIcons,
  type MobileCalendarModel,
  type MobileCalendarRegistration,
  type MobileRegistrationState,
  registrationState,
} from "./MobileCalendarModel";

/** The badge of each state a registration shows: a tone, and a shape for those without status. */
const stateLooks: Record<MobileRegistrationState, { tone: BadgeTone; icon: IconName }> = {
  validated: { tone: "success", icon: dayStatusIcons.validated },
  proposed: { tone: "info", icon: dayStatusIcons.proposed },
  registered: { tone: "warning", icon: dayStatusIcons.registered },
  rejected: { tone: "danger", icon: "close" },
  cancelled: { tone: "neutral", icon: "close" },
  unregistered: { tone: "neutral", icon: "minus" },
  deleted: { tone: "neutral", icon: "trash" },
};

/** Props of {@link MobileCalendarDay}. */
export interface MobileCalendarDayProps {
  /** The days' statuses and registrations. */
  model: MobileCalendarModel;
  /** Translated words and formats. */
  labels: MobileCalendarLabels;
  /** The day shown. */
  date: CalendarDate;
  /** The time zone the registrations' times are read in. */
  timeZone: string;
  /** Goes to another day (previous and next buttons). */
  onDateChange: (date: CalendarDate) => void;
  /** Back to the month (the back button, or Escape). */
  onBack: () => void;
  /** Called when a registration is chosen (tap, Enter). */
  onSelectRegistration: ((registration: MobileCalendarRegistration) => void) | undefined;
  /** Shows placeholders instead of the registrations. */
  isLoading: boolean;
  /** Moves the focus to the day's title once shown: the day was just opened from the month. */
  autoFocus: boolean;
}

/**
 * One day of the person: its date between previous and next buttons, its status, and its
 * registrations as a list, each a button named by what it shows (hours, status, means, activity):
 * Tab goes from one to the next, Enter, Space or a tap chooses it. A plain list rather than a
 * grid: a day holds a few registrations, and a change of day draws them again at once. Escape
 * goes back to the month.
 */
export function MobileCalendarDay({
  model,
  labels,
  date,
  timeZone,
  onDateChange,
  onBack,
  onSelectRegistration,
  isLoading,
  autoFocus,
}: MobileCalendarDayProps) {
  const { t } = useLingui();
  const headingRef = useRef<HTMLHeadingElement>(null);
  // The month's day was focused and is gone: the focus goes where the day view starts, its date.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when the day view mounts.
  useEffect(() => {
    if (autoFocus) headingRef.current?.focus();
  }, []);
  const registrations = model.registrationsOf(date);
  const status = isLoading ? null : model.statusOf(date);
  const title = labels.fullDate(date);
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== "Escape") return;
    event.preventDefault();
    onBack();
  };
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: Escape from anywhere in the day goes back; every control in it is focusable on its own.
    <div className={styles.root} onKeyDown={onKeyDown}>
      <Button variant="quiet" className={styles.backButton} onPress={onBack}>
        <Icon name="chevronLeft" />
        {t({
          comment: "Button of the field staff calendar's day view: back to the month.",
          message: "Retour au mois",
        })}
      </Button>
      <div className={styles.header}>
        <Button
          variant="quiet"
          className={styles.navButton}
          aria-label={t({
            comment: "Planning calendar toolbar button.",
            message: "Jour précédent",
          })}
          onPress={() => onDateChange(date.subtract({ days: 1 }))}
        >
          <Icon name="chevronLeft" />
        </Button>
        <Heading ref={headingRef} level={2} tabIndex={-1} className={styles.heading}>
          {title}
        </Heading>
        <Button
          variant="quiet"
          className={styles.navButton}
          aria-label={t({ comment: "Planning calendar toolbar button.", message: "Jour suivant" })}
          onPress={() => onDateChange(date.add({ days: 1 }))}
        >
          <Icon name="chevronRight" />
        </Button>
      </div>
      {status ? (
        <p className={`${styles.dayStatus} ${styles.statusColour({ status })}`}>
          <Icon name={dayStatusIcons[status]} size="sm" />
          {labels.dayStatus[status]}
        </p>
      ) : null}
      {isLoading ? (
        <Skeleton
          label={t({
            comment: "Spoken while the field staff calendar loads.",
            message: "Chargement de votre calendrier…",
          })}
          className={styles.list}
        >
          <SkeletonShape shape="block" height={vars.space[12]} />
          <SkeletonShape shape="block" height={vars.space[12]} />
        </Skeleton>
      ) : registrations.length === 0 ? (
        <EmptyState
          size="sm"
          icon="calendar"
          headingLevel={3}
          title={t({
            comment: "Shown in the field staff calendar's day view when the day is empty.",
            message: "Aucune inscription ce jour-là",
          })}
        />
      ) : (
        <ul
          aria-label={t({
            comment:
              "Name of the list of the person's registrations on one day: {title} is the day.",
            message: `Inscriptions du ${title}`,
          })}
          className={styles.list}
        >
          {registrations.map((registration) => {
            const state = registrationState(registration);
            const period = labels.period(registration, date, timeZone);
            const word = labels.registration[state];
            return (
              <li key={registration.id} className={styles.listItem}>
                <AriaButton
                  className={styles.item}
                  onPress={() => onSelectRegistration?.(registration)}
                >
                  <span className={styles.itemTop}>
                    <span className={styles.itemTime}>{period}</span>
                    <Badge size="sm" tone={stateLooks[state].tone} icon={stateLooks[state].icon}>
                      {word}
                    </Badge>
                  </span>
                  <span className={styles.itemTitle}>{registration.meansTitle}</span>
                  <span className={styles.itemActivity}>{registration.activityName}</span>
                </AriaButton>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
