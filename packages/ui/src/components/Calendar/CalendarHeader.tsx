import { Heading } from "react-aria-components";
import * as styles from "./Calendar.css";
import { CalendarIconButton } from "./CalendarIconButton";

/**
 * The month and year between the previous and next buttons, inside a react-aria `Calendar` or
 * `RangeCalendar`: react-aria fills the heading, names the buttons in its locale and disables them
 * at `minValue`/`maxValue`.
 */
export function CalendarHeader() {
  return (
    // A <div>, not a <header>: outside sectioning content a <header> is the page's banner landmark.
    <div className={styles.header}>
      <CalendarIconButton slot="previous" icon="chevronLeft" />
      <Heading className={styles.heading} />
      <CalendarIconButton slot="next" icon="chevronRight" />
    </div>
  );
}
