import { useLingui } from "@lingui/react/macro";
import { useId } from "react";
import { ExportCard } from "./ExportCard";
import * as styles from "./ExportCard.css";
import { ExportHistory } from "./ExportHistory";

/**
 * The work-schedule exports for payroll (spec 02 §9): the daily and the monthly one, each
 * downloaded as XLSX or CSV, and every export made, by hand or by its job.
 */
export function ExportPanel() {
  const { t } = useLingui();
  const headingId = useId();
  return (
    <div className={styles.panel}>
      <section className={styles.panel} aria-labelledby={headingId}>
        <h2 id={headingId} className={styles.heading}>
          {t({ context: "human-resources", message: "Exporter les plannings de travail" })}
        </h2>
        <div className={styles.cards}>
          <ExportCard
            kind="daily"
            description={t({
              context: "human-resources",
              message:
                "Les participations validées d'hier et d'aujourd'hui, à leurs heures réelles.",
            })}
          />
          <ExportCard
            kind="monthly"
            description={t({
              context: "human-resources",
              message:
                "Les participations validées du mois dernier et de ce mois-ci, à leurs heures réelles.",
            })}
          />
        </div>
      </section>
      <ExportHistory />
    </div>
  );
}
