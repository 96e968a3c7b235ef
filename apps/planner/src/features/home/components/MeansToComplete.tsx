import { useLingui } from "@lingui/react/macro";
import type { HomeMoment } from "../hooks/home-moment";
import { HomeBlock } from "./HomeBlock";
import * as styles from "./HomeBlock.css";
import { MeansToCompleteDay } from "./MeansToCompleteDay";

/** Props of {@link MeansToComplete}. */
export interface MeansToCompleteProps {
  /** The moment the page looks from. */
  moment: HomeMoment;
}

/**
 * The managers' block: the means of the role's scope that lack staff today and tomorrow, a day
 * beside the other when there is room.
 */
export function MeansToComplete({ moment }: MeansToCompleteProps) {
  const { t } = useLingui();
  return (
    <HomeBlock
      title={t`Moyens à compléter`}
      description={t`Les moyens de votre périmètre qui ont moins de personnes validées que requises.`}
    >
      <div className={styles.days}>
        <MeansToCompleteDay day="today" period={moment.restOfToday} />
        <MeansToCompleteDay day="tomorrow" period={moment.tomorrow} />
      </div>
    </HomeBlock>
  );
}
