import type { Instant, Language, RoleCode, UserType } from "@releve/domain";
import { useSWRConfig } from "swr";
import { defineQuery, useApiClient } from "./api-context";

/** The signed-in user's own profile, `GET UserProfile/Me` (spec 01 §3 profile state). */
export interface MyProfile {
  /** The interface language chosen by the user (spec 01 §1: the locale comes from the profile). */
  language: Language;
  /** The role chosen on the profile page; `null`: the first role held. */
  activeRoleCode: RoleCode | null;
  /** When the user last saw the release notes; `null` before the first time. */
  lastSeenReleaseDate: Instant | null;
  /** The roles held today, in the order of the role table. */
  roleCodes: RoleCode[];
  /** The user type under the active role, `null` without any role. */
  userType: UserType | null;
}

/** What `PUT UserProfile/Me` changes; an absent field is left as it is. */
export interface MyProfileChanges {
  language?: Language;
  activeRoleCode?: RoleCode;
  lastSeenReleaseDate?: Instant;
}

/** `GET UserProfile/Me`. */
export const myProfileQuery = defineQuery<MyProfile>("UserProfile/Me");

export const useMyProfile = myProfileQuery.use;

/**
 * `PUT UserProfile/Me`: saves the changes and puts the answer in the cache, so every reader of
 * the profile sees it at once. Refusals are thrown as `ApiRequestError`.
 */
export function useUpdateMyProfile(): (changes: MyProfileChanges) => Promise<MyProfile> {
  const client = useApiClient();
  const { mutate } = useSWRConfig();
  return async (changes) => {
    const profile = await client.request<MyProfile>("PUT", myProfileQuery.key, changes);
    await mutate(myProfileQuery.key, profile, { revalidate: false });
    return profile;
  };
}
