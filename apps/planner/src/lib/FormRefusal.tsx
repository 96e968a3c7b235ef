import { AlertBanner } from "@releve/ui";
import type { ReactNode } from "react";
import * as styles from "./form.css";
import type { SummaryEntry } from "./form-state";

/**
 * What refused a form's submit beyond its fields (decision 026): the blocking findings about no
 * field of the form (an unchanged proposition, a copied means) listed under `title`, and a
 * refusal the fields cannot hold (not found, a concurrent change) in words, with what the person
 * may do about it (`action`: a reload). Nothing while neither.
 */
export function FormRefusal(props: {
  /** The banners' title ("L'enregistrement est refusé"), translated. */
  title: string;
  others: readonly SummaryEntry[];
  problem: string | null;
  /** How an entry of `others` reads, when more than its message. */
  describe?: (entry: SummaryEntry) => ReactNode;
  /** Beside the problem: what to do about it. */
  action?: ReactNode;
}) {
  const { title, others, problem, describe = (entry) => entry.message } = props;
  return (
    <>
      {others.length > 0 ? (
        <AlertBanner level="danger" title={title}>
          <ul className={styles.findings}>
            {others.map((entry) => (
              <li key={`${entry.finding.field} ${entry.finding.code}`}>{describe(entry)}</li>
            ))}
          </ul>
        </AlertBanner>
      ) : null}
      {problem ? (
        <AlertBanner level="danger" title={title}>
          <p className={styles.findingsText}>{problem}</p>
          {props.action}
        </AlertBanner>
      ) : null}
    </>
  );
}
