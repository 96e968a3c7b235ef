import { useLingui } from "@lingui/react/macro";
import { EmptyState, Skeleton, SkeletonShape } from "@releve/ui";
import type { ReactNode } from "react";
import { ApiRequestError } from "../api-client";
import { describeError } from "../error-messages";
import { LoadProblem } from "../LoadProblem";
import { usePageTitle } from "../page-title";
import * as styles from "./detail.css";

/**
 * The parts of a thing's page (decision 032): its frame, its heading with the status and the
 * actions, its sections, and what it says while it loads, when it cannot be shown and when none
 * is chosen. Every feature's detail page is made of these.
 */

/** The page's frame: the browser's title, and what it holds one under the other. */
export function DetailFrame({ title, children }: { title: string; children: ReactNode }) {
  usePageTitle(title);
  return <div className={styles.page}>{children}</div>;
}

/** The page's heading: the title with its status badge beside it, the actions under them. */
export function DetailHeader(props: { title: string; status?: ReactNode; actions?: ReactNode }) {
  return (
    <div className={styles.header}>
      <div className={styles.titleLine}>
        <h1 className={styles.title}>{props.title}</h1>
        {props.status}
      </div>
      {props.actions}
    </div>
  );
}

/** A part of the page under its heading (`id` names it), with what adds to it beside the heading. */
export function DetailSection(props: {
  id: string;
  title: string;
  extra?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section className={styles.section} aria-labelledby={props.id}>
      <div className={styles.sectionHead}>
        <h2 id={props.id} className={styles.sectionTitle}>
          {props.title}
        </h2>
        {props.extra}
      </div>
      {props.children}
    </section>
  );
}

/** Whether a load failed because the thing is not there for this role (gone, or out of scope). */
export function isUnreachable(error: unknown): boolean {
  return (
    error instanceof ApiRequestError &&
    (error.error.code === "notFound" || error.error.code === "forbidden")
  );
}

/** Words of {@link DetailState}, translated by the feature. */
export interface DetailStateWords {
  /** The page's title while the thing is not there ("Moyen d'intervention"). */
  title: string;
  /** Said while it loads ("Chargement du moyen…"). */
  loading: string;
  /** Said when it could not be loaded ("Le moyen n'a pas pu être chargé."). */
  failed: string;
  /** Said when it is not there for this role ("Moyen introuvable"). */
  unreachable: string;
}

/**
 * The page of a thing not (yet) shown: loading, not there for this role (with the catalogue's
 * words for why, and the way back when there is one), or a load that failed, with a retry.
 */
export function DetailState(props: {
  words: DetailStateWords;
  error: unknown;
  retry: () => void;
  /** The way to the feature's list, for whoever may open it. */
  back?: ReactNode;
}) {
  const { i18n } = useLingui();
  const { words, error } = props;
  let content: ReactNode;
  if (error && isUnreachable(error)) {
    content = (
      <EmptyState
        title={words.unreachable}
        description={describeError(i18n, error)}
        action={props.back}
      />
    );
  } else if (error) {
    content = <LoadProblem title={words.failed} error={error} retry={props.retry} />;
  } else {
    content = (
      <Skeleton label={words.loading}>
        <SkeletonShape shape="block" height="16rem" />
      </Skeleton>
    );
  }
  return (
    <DetailFrame title={words.title}>
      <h1 className={styles.title}>{words.title}</h1>
      {content}
    </DetailFrame>
  );
}

/** The page without an id: nothing chosen, and the way to the list where one is chosen. */
export function DetailNoneChosen(props: {
  title: string;
  heading: string;
  description: string;
  back?: ReactNode;
}) {
  return (
    <DetailFrame title={props.title}>
      <h1 className={styles.title}>{props.title}</h1>
      <EmptyState title={props.heading} description={props.description} action={props.back} />
    </DetailFrame>
  );
}

/** A field of a page: its term, and its value as shown. */
export type DetailFact = readonly [term: string, value: ReactNode];

/**
 * A thing's fields, term above value, in as many columns as the width holds; `wide` ones (a
 * comment, a few paragraphs) across every column, after the others.
 */
export function DetailFacts(props: { facts: readonly DetailFact[]; wide?: readonly DetailFact[] }) {
  return (
    <dl className={styles.facts}>
      {props.facts.map(([term, value]) => (
        <div key={term} className={styles.fact}>
          <dt>{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
      {(props.wide ?? []).map(([term, value]) => (
        <div key={term} className={styles.wideFact}>
          <dt>{term}</dt>
          <dd className={styles.comment}>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
