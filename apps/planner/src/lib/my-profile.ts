import { type CallBody, calls } from "@releve/domain";
import { useSWRConfig } from "swr";
import { type Answer, defineQuery, useApiClient } from "./api-context";

/** The signed-in user's own profile, `GET UserProfile/Me` (spec 01 §3 profile state). */
export type MyProfile = Answer<typeof calls.security.myProfile>;

/** What `PUT UserProfile/Me` changes; an absent field is left as it is. */
export type MyProfileChanges = CallBody<typeof calls.security.updateMyProfile>;

/** `GET UserProfile/Me`. */
export const myProfileQuery = defineQuery(calls.security.myProfile);

export const useMyProfile = myProfileQuery.use;

/**
 * `PUT UserProfile/Me`: saves the changes and puts the answer in the cache, so every reader of
 * the profile sees it at once. Refusals are thrown as `ApiRequestError`.
 */
export function useUpdateMyProfile(): (changes: MyProfileChanges) => Promise<MyProfile> {
  const client = useApiClient();
  const { mutate } = useSWRConfig();
  return async (changes) => {
    const profile = await client.call(calls.security.updateMyProfile, { body: changes });
    await mutate(myProfileQuery.key, profile, { revalidate: false });
    return profile;
  };
}
