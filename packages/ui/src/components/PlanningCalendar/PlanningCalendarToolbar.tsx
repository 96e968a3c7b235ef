import { useLingui } from "@lingui/react/macro";
import { memo } from "react";
import { type Key, ToggleButton, ToggleButtonGroup } from "react-aria-components";
import { Button } from "../Button/Button";
import { IconButton } from "../IconButton/IconButton";
import * as styles from "./PlanningCalendar.css";
import { type PlanningCalendarView, planningCalendarViews } from "./PlanningCalendarDates";
import type { PlanningCalendarLabels } from "./PlanningCalendarLabels";

/** What the toolbar's buttons do; a stable object, so a change of period leaves them alone. */
export interface PlanningCalendarActions {
  onPrevious: () => void;
  onNext: () => void;
  onToday: () => void;
  onViewChange: (view: PlanningCalendarView) => void;
  /** Chooses the means at this position of the index (from a list outside the grid). */
  onSelectItem: (item: number) => void;
}

/** Props of {@link PlanningCalendarToolbar}. */
interface PlanningCalendarToolbarProps {
  labels: PlanningCalendarLabels;
  view: PlanningCalendarView;
  /** The shown period, in words. */
  title: string;
  actions: PlanningCalendarActions;
}

const isView = (key: Key | undefined): key is PlanningCalendarView =>
  planningCalendarViews.some((view) => view === key);

/** Previous, next and today. Memoised: moving to another period does not re-render them. */
const Navigation = memo(function Navigation({
  labels,
  view,
  actions,
}: Omit<PlanningCalendarToolbarProps, "title">) {
  const { t } = useLingui();
  return (
    <div className={styles.navigation}>
      <IconButton
        icon="chevronLeft"
        size="sm"
        aria-label={labels.previous[view]}
        onPress={actions.onPrevious}
      />
      <IconButton
        icon="chevronRight"
        size="sm"
        aria-label={labels.next[view]}
        onPress={actions.onNext}
      />
      <Button variant="secondary" size="sm" onPress={actions.onToday}>
        {t({ comment: "Planning calendar toolbar: go to today.", message: "Aujourd'hui" })}
      </Button>
    </div>
  );
});

/** The month / week / day switch: react-aria's toggle button group, one choice at a time. */
const ViewSwitch = memo(function ViewSwitch({
  labels,
  view,
  actions,
}: Omit<PlanningCalendarToolbarProps, "title">) {
  const { t } = useLingui();
  return (
    <ToggleButtonGroup
      className={styles.viewSwitch}
      aria-label={t({
        comment: "Name of the planning calendar view switch.",
        message: "Affichage",
      })}
      selectionMode="single"
      disallowEmptySelection
      selectedKeys={[view]}
      onSelectionChange={(keys) => {
        const [key] = keys;
        if (isView(key)) actions.onViewChange(key);
      }}
    >
      {planningCalendarViews.map((option) => (
        <ToggleButton key={option} id={option} className={styles.viewButton}>
          {labels.view[option]}
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
});

/**
 * Previous, next and today, the shown period, and the view switch. The period is a polite live
 * region: moving by keyboard inside the grid announces the new month or week once.
 */
export function PlanningCalendarToolbar({
  labels,
  view,
  title,
  actions,
}: PlanningCalendarToolbarProps) {
  return (
    <div className={styles.toolbar}>
      <Navigation labels={labels} view={view} actions={actions} />
      <div className={styles.title} aria-live="polite">
        {title}
      </div>
      <ViewSwitch labels={labels} view={view} actions={actions} />
    </div>
  );
}
