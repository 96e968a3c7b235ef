import {
  type Instant,
  registrationsFollowingSplit,
  type SplitHalves,
  type StaffType,
} from "@releve/domain";
import { type ReactNode, useId } from "react";
import { Skeleton } from "../Skeleton/Skeleton";
import { SkeletonShape } from "../Skeleton/SkeletonShape";
import * as styles from "./SplitDialog.css";
import type { SplitDialogLabels } from "./SplitDialogLabels";

/** A person registered on the means being split, as {@link SplitDialogFollowers} shows them. */
export interface SplitFollower {
  /** Their registration's id: the row's key. */
  registrationId: number;
  /** Their name, as the host writes it ("PETIT Emma"). */
  name: string;
  /** Their staff type: an employee follows onto both halves (spec 01 §4). */
  staffType: StaffType;
  /** Start of their registration: ISO 8601 with its offset, as the API gives it. */
  start: Instant;
  /** End of their registration, likewise. */
  end: Instant;
}

/** What the host knows of the people who follow: the list, or that it is still reading it. */
export type SplitFollowers = readonly SplitFollower[] | "loading";

/**
 * The people registered on the means and where each goes once it is split, for the chosen type:
 * `registrationsFollowingSplit` of `@releve/domain` places them as the API then does — on the
 * half or halves their hours fall in, cut at the split, and an employee on both. Shown before
 * confirming, since the split cannot be undone.
 */
export function SplitDialogFollowers({
  followers,
  problem,
  halves,
  moreFollowers,
  labels,
}: {
  followers: SplitFollowers;
  /** Why the host could not read them, shown instead of them. */
  problem: ReactNode;
  halves: SplitHalves;
  moreFollowers: number;
  labels: SplitDialogLabels;
}) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className={styles.preview}>
      <h3 id={headingId} className={styles.previewHeading}>
        {labels.followers}
      </h3>
      {problem ? (
        problem
      ) : followers === "loading" ? (
        <Skeleton label={labels.loadingFollowers}>
          <SkeletonShape shape="block" height="4rem" />
        </Skeleton>
      ) : followers.length === 0 && moreFollowers === 0 ? (
        <p className={styles.paragraph}>{labels.noFollowers}</p>
      ) : (
        <>
          <p className={styles.paragraph}>{labels.followRule}</p>
          <FollowerList followers={followers} halves={halves} labels={labels} />
          {moreFollowers > 0 ? (
            <p className={styles.paragraph}>{labels.moreFollowers(moreFollowers)}</p>
          ) : null}
        </>
      )}
    </section>
  );
}

function FollowerList({
  followers,
  halves,
  labels,
}: {
  followers: readonly SplitFollower[];
  halves: SplitHalves;
  labels: SplitDialogLabels;
}) {
  const placed = registrationsFollowingSplit(
    followers.map((follower) => ({
      id: follower.registrationId,
      start: follower.start,
      end: follower.end,
      personStaffType: follower.staffType,
    })),
    halves,
  );
  return (
    <ul className={styles.followers}>
      {followers.map((follower, index) => {
        const place = placed[index];
        return (
          <li key={follower.registrationId} className={styles.follower}>
            <span>
              <span className={styles.followerName}>{follower.name}</span>
              <span className={styles.followerStaffType}>
                {" · "}
                {labels.staffType(follower.staffType)}
              </span>
            </span>
            {place?.first ? <span>{labels.onFirst(place.first)}</span> : null}
            {place?.second ? <span>{labels.onSecond(place.second)}</span> : null}
          </li>
        );
      })}
    </ul>
  );
}
