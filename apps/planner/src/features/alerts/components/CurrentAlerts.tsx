import { useLingui } from "@lingui/react/macro";
import { type Alert, type AlertLevel, alertsForDisplay, alertText } from "@releve/domain";
import { AlertBanner } from "@releve/ui";
import { useEffect, useRef } from "react";
import { useDismissedAlerts } from "../../../lib/preferences";
import { businessNow, useSettings } from "../../../lib/settings";
import { useCurrentAlerts } from "../api/get-current-alerts";
import { type EnvironmentNotice, useEnvironmentNotice } from "../hooks/useEnvironmentNotice";
import * as styles from "./CurrentAlerts.css";

/** One banner to show: an alert of the API, or the notice of a non-production environment. */
interface Banner {
  key: string;
  level: AlertLevel;
  title: string;
  text: string;
  /** The alert the close button dismisses; `null` for a banner that cannot be dismissed. */
  dismissibleId: number | null;
}

/**
 * The banners in display order: the domain's (danger, warning, info; spec 01 §2), without the
 * dismissible alerts the user closed, each in the best language it has (spec 02 §9: the locale,
 * then fr, en, de). An alert edited to be no longer dismissible shows again. The environment
 * notice comes first among the infos: it is the context of every other piece of news.
 */
function bannersToShow(
  alerts: readonly Alert[],
  dismissedIds: readonly number[],
  locale: string,
  environment: EnvironmentNotice | null,
  now: Date,
): Banner[] {
  const banners: Banner[] = [];
  for (const alert of alertsForDisplay(alerts, now)) {
    if (alert.dismissible && dismissedIds.includes(alert.id)) continue;
    const text = alertText(alert, locale);
    // An alert always has a text (spec 02 §5); one without would be an empty box.
    if (text === undefined) continue;
    banners.push({
      key: `alert-${alert.id}`,
      level: alert.level,
      title: text.title,
      text: text.text,
      dismissibleId: alert.dismissible ? alert.id : null,
    });
  }
  if (environment !== null) {
    const firstInfo = banners.findIndex((banner) => banner.level === "info");
    banners.splice(firstInfo === -1 ? banners.length : firstInfo, 0, {
      key: "environment",
      level: "info",
      ...environment,
      dismissibleId: null,
    });
  }
  return banners;
}

/**
 * The current alerts as banners above the page (spec 01 §2), in a region named "Alertes" that
 * exists only when there is something to show. A dismissed alert is remembered for the user in
 * this browser and stays hidden; the non-production notice cannot be dismissed (spec 01 §1).
 */
export function CurrentAlerts() {
  const { t, i18n } = useLingui();
  const { data: alerts } = useCurrentAlerts();
  const [dismissedIds, dismiss] = useDismissedAlerts();
  const environment = useEnvironmentNotice();
  const regionRef = useRef<HTMLElement>(null);
  // Where focus goes once a banner whose close button had it is gone: the close button now at
  // its place (or the last one), else the region, else the page (AlertBanner leaves it to us).
  const pendingFocus = useRef<number | null>(null);
  const settings = useSettings();
  const banners = bannersToShow(
    alerts ?? [],
    dismissedIds,
    i18n.locale,
    environment,
    businessNow(settings),
  );

  useEffect(() => {
    const position = pendingFocus.current;
    if (position === null) return;
    pendingFocus.current = null;
    const region = regionRef.current;
    const buttons = region ? Array.from(region.querySelectorAll<HTMLElement>("button")) : [];
    const target =
      buttons[Math.min(position, buttons.length - 1)] ??
      region ??
      document.querySelector<HTMLElement>("main");
    target?.focus();
  });

  if (banners.length === 0) return null;
  const dismissible = banners.filter((banner) => banner.dismissibleId !== null);
  const onDismiss = (alertId: number) => {
    if (regionRef.current?.contains(document.activeElement)) {
      pendingFocus.current = dismissible.findIndex((banner) => banner.dismissibleId === alertId);
    }
    dismiss(alertId);
  };
  return (
    <section
      ref={regionRef}
      aria-label={t({
        context: "alerts",
        comment: "Accessible name of the region holding the alert banners.",
        message: "Alertes",
      })}
      tabIndex={-1}
      className={styles.region}
    >
      {banners.map((banner) => {
        const alertId = banner.dismissibleId;
        return (
          <AlertBanner
            key={banner.key}
            level={banner.level}
            title={banner.title}
            {...(alertId === null ? {} : { onDismiss: () => onDismiss(alertId) })}
          >
            {banner.text}
          </AlertBanner>
        );
      })}
    </section>
  );
}
