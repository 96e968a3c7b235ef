import { type CalendarDate, fromDate, toCalendarDate } from "@internationalized/date";
import { useState } from "react";
import { businessNow, useSettings } from "../../../lib/settings";

/** Today on the organisation's clock and in business time, read once for the page. */
export function useBusinessToday(): CalendarDate {
  const settings = useSettings();
  const [today] = useState(() =>
    toCalendarDate(fromDate(businessNow(settings), settings.timeZone)),
  );
  return today;
}
