import { formatInstantIn } from "@releve/domain";
import { useSWRConfig } from "swr";
import { useUpdateMyProfile } from "../../../lib/my-profile";
import { useSettings } from "../../../lib/settings";
import { latestReleasesKey } from "../api/get-latest-releases";

/**
 * Records that the user has read the latest release notes (spec 01 §1): the current date
 * becomes the last seen release date of their profile (`PUT UserProfile/Me`), as an instant
 * with the organisation's offset.
 *
 * The notes of this visit are emptied first, so they do not open again when the layout mounts
 * anew. A failed save is only logged: the notes then show again at the next start, which is
 * better than never.
 */
export function useMarkReleaseNotesSeen(): () => Promise<void> {
  const updateMyProfile = useUpdateMyProfile();
  const settings = useSettings();
  const { mutate } = useSWRConfig();
  return async () => {
    await mutate(latestReleasesKey, [], { revalidate: false });
    try {
      // Versions are released in real time, not in a training day's business time.
      await updateMyProfile({
        lastSeenReleaseDate: formatInstantIn(new Date(), settings.timeZone),
      });
    } catch (error) {
      console.error("The last seen release date could not be saved", error);
    }
  };
}
