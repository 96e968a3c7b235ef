import type { I18n } from "@lingui/core";
import { useLingui } from "@lingui/react/macro";
import {
  listName,
  liveRegistrationStatuses,
  maxPageSize,
  type SplitType,
  splitMeans,
} from "@releve/domain";
import { SplitDialog, toastQueue } from "@releve/ui";
import { describeError } from "../../../lib/error-messages";
import { describeFinding } from "../../../lib/findings/finding-messages";
import { refusedFindings } from "../../../lib/form-state";
import { LoadProblem } from "../../../lib/LoadProblem";
import { useSettings } from "../../../lib/settings";
import { type MeansRegistration, useMeansRegistrations, useSplitMeans } from "../api/means";
import type { MeansActionSubject, MeansDialogProps } from "./means-dialog";

/**
 * Whether a means lasts the 12 hours a split needs, on the organisation's wall clock: the
 * domain's own check (`splitMeans`), so the action is offered exactly when the API would split.
 */
export function lastsTwelveHours(
  means: Pick<MeansActionSubject, "start" | "end">,
  timeZone: string,
): boolean {
  return splitMeans(means, "halfAndHalf", timeZone).ok;
}

/** The registrations a split moves: the live ones (pending or validated), as the API reads them. */
const isLive = (registration: MeansRegistration) =>
  (liveRegistrationStatuses as readonly string[]).includes(registration.status);

/** A refused split in words: the domain's findings when the form was refused, else its code's. */
function describeRefusal(i18n: I18n, error: unknown): string {
  const findings = refusedFindings(error);
  if (findings && findings.length > 0) {
    return findings.map((finding) => describeFinding(i18n, finding)).join(" ");
  }
  return describeError(i18n, error);
}

/**
 * Splitting a 12-hour means in two (spec 01 §4, the design system's `SplitDialog`): the three
 * split types with both halves, and the people registered placed where the split moves them —
 * employees onto both halves — read before confirming. The dialog stays open while the call
 * runs and says a refusal inside; once split, the means is its first half, linked to the new
 * second one, and every read of means is asked again.
 */
export function SplitMeansDialog({ target, onClose }: MeansDialogProps) {
  const { t, i18n } = useLingui();
  const { timeZone } = useSettings();
  const split = useSplitMeans();
  const { id, start, end } = target.means;
  const name = target.name;
  // One page of the largest size: a means holds far fewer people; more are said, not hidden.
  const registrations = useMeansRegistrations(id, 1, maxPageSize);
  const read = registrations.data;
  const followers = read
    ? read.items.filter(isLive).map((registration) => ({
        registrationId: registration.id,
        name: listName(registration.person, i18n.locale),
        staffType: registration.person.staffType,
        start: registration.start,
        end: registration.end,
      }))
    : registrations.error
      ? undefined
      : ("loading" as const);

  const confirm = async (splitType: SplitType) => {
    const halves = await split.run({ params: { id }, body: { splitType } });
    if (halves === undefined) return false;
    toastQueue.add({ kind: "saved", title: t({ context: "means", message: "Moyen scindé" }) });
    return true;
  };

  return (
    <SplitDialog
      isOpen
      onOpenChange={(isOpen) => {
        if (!isOpen) onClose();
      }}
      title={t({ context: "means", message: `Scinder « ${name} »` })}
      means={{ start, end }}
      timeZone={timeZone}
      {...(followers ? { followers } : {})}
      {...(read && read.total > read.items.length
        ? { moreFollowers: read.total - read.items.length }
        : {})}
      {...(registrations.error && !read
        ? {
            followersProblem: (
              <LoadProblem
                title={t({ context: "means", message: "Le personnel n'a pas pu être chargé." })}
                error={registrations.error}
                retry={() => void registrations.mutate()}
              />
            ),
          }
        : {})}
      {...(split.error ? { refusal: describeRefusal(i18n, split.error) } : {})}
      onConfirm={confirm}
    />
  );
}
