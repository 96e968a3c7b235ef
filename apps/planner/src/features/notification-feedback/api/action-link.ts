import { calls } from "@releve/domain";
import useSWR from "swr";
import useSWRMutation from "swr/mutation";
import { createAnonymousApiClient } from "../../../lib/api-client";
import type { Answer } from "../../../lib/api-context";
import { loadSettings } from "../../../lib/settings";

let connection:
  | Promise<{ client: ReturnType<typeof createAnonymousApiClient>; timeZone: string }>
  | undefined;

/** The page's client (no sign-in, the API's address from the settings) and the time zone. */
function anonymousClient() {
  connection ??= loadSettings().then((settings) => ({
    client: createAnonymousApiClient({ baseUrl: settings.apiBaseUrl }),
    timeZone: settings.timeZone,
  }));
  return connection;
}

/**
 * What the link of `token` answers while it is valid, with the organisation's time zone to show
 * its expiry in; a wrong or spent link is an error.
 */
export function useActionLink(token: string) {
  return useSWR(
    token === "" ? null : ["Notification/ActionLink", token],
    async () => {
      const { client, timeZone } = await anonymousClient();
      const link = await client.call(calls.notification.actionLink, { params: { token } });
      return { ...link, timeZone };
    },
    { revalidateOnFocus: false, shouldRetryOnError: false },
  );
}

/** Records the link's answer (once). */
export function useAnswerActionLink(token: string) {
  return useSWRMutation(
    ["Notification/ActionLink/answer", token],
    async (): Promise<Answer<typeof calls.notification.answerActionLink>> =>
      (await anonymousClient()).client.call(calls.notification.answerActionLink, {
        params: { token },
      }),
  );
}
