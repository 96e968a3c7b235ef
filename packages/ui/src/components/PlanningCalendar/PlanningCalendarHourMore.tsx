import { useLingui } from "@lingui/react/macro";
import { Button, Dialog, DialogTrigger, Popover } from "react-aria-components";
import { meansLine } from "./PlanningCalendarItem";
import { clockTime, type PlanningCalendarLabels } from "./PlanningCalendarLabels";
import type { MeansIndex } from "./PlanningCalendarModel";
import * as styles from "./PlanningCalendarTimeGrid.css";

/** Props of {@link PlanningCalendarHourMore}. */
interface PlanningCalendarHourMoreProps {
  index: MeansIndex;
  /** Item positions of the means of this hour not drawn on the grid. */
  items: readonly number[];
  labels: PlanningCalendarLabels;
  day: number;
  /** The hour (0 to 23) the means start in. */
  hour: number;
  /** Whether Tab reaches the button: only in the focused cell. */
  isTabbable: boolean;
  /** Chooses the means at this position of the index. */
  onSelectItem: (item: number) => void;
}

/**
 * The "+N" of an hour of the day view: a popover listing the means that did not fit in the
 * lanes, drawn like the means of the month. The popover is outside the grid, so it listens for
 * its own clicks and keys, once for its whole list.
 */
export function PlanningCalendarHourMore({
  index,
  items,
  labels,
  day,
  hour,
  isTabbable,
  onSelectItem,
}: PlanningCalendarHourMoreProps) {
  const { t } = useLingui();
  const time = clockTime(hour * 60);
  const dialogLabel = t({
    comment: "Name of the list of the means of one hour that did not fit on the day view.",
    message: `Autres moyens à partir de ${time}`,
  });
  return (
    <DialogTrigger>
      <Button
        className={`${styles.more} ${styles.hourMore}`}
        style={{ top: `${(hour / 24) * 100}%` }}
        excludeFromTabOrder={!isTabbable}
        aria-label={`${labels.more(items.length)}, ${dialogLabel}`}
      >
        {`+${items.length}`}
      </Button>
      <Popover placement="bottom end" className={styles.popover}>
        <Dialog aria-label={dialogLabel} className={styles.popoverList}>
          {/* biome-ignore lint/a11y/noStaticElementInteractions: one listener for the list's means, each a focusable element with the button role. */}
          <div
            className={styles.popoverList}
            onClick={(event) => {
              const item = (event.target as HTMLElement).closest<HTMLElement>("[data-means-index]");
              if (!item) return;
              event.stopPropagation();
              onSelectItem(Number(item.dataset.meansIndex));
            }}
            onKeyDown={(event) => {
              const item = (event.target as HTMLElement).dataset.meansIndex;
              if ((event.key === "Enter" || event.key === " ") && item !== undefined) {
                // Handled here: the grid's own listener would choose it a second time.
                event.preventDefault();
                event.stopPropagation();
                onSelectItem(Number(item));
              }
            }}
          >
            {items.map((item, key) =>
              meansLine({ index, item, labels, isTabbable: true, day, key }),
            )}
          </div>
        </Dialog>
      </Popover>
    </DialogTrigger>
  );
}
