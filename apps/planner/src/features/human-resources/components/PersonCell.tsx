import { displayName } from "@releve/domain";
import type { Absence } from "../api/time-attendance";
import * as styles from "./lists.css";

/** A person of the held data: their name as the product writes it, and their central id. */
export function PersonCell({ person }: { person: Absence["person"] }) {
  return (
    <span className={styles.pair}>
      <span className={styles.clipped}>{displayName(person)}</span>
      {person.personIdCentralDb ? (
        <span className={styles.muted}>{person.personIdCentralDb}</span>
      ) : null}
    </span>
  );
}
