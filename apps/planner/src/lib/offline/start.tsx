import type { MyUserAuthorization } from "@releve/domain";
import { StrictMode } from "react";
import type { Root } from "react-dom/client";
import { App } from "../../app/App";
import { myUserAuthorizationQuery } from "../../features/shell/api/get-my-user-authorization";
import { createApiClient } from "../api-client";
import { createSignInClient } from "../auth";
import { activateLanguage } from "../i18n";
import { createSessionStore } from "../session";
import { readOfflineSnapshot } from "./snapshot";

/** What a call made without the network meets: the call is not tried, and nothing is queued. */
export class OfflineError extends Error {
  constructor() {
    super("No network: the call was not made");
    this.name = "OfflineError";
  }
}

/**
 * Starts the planner without the network (decision 047), from the snapshot of the last visit,
 * when there is one and it belongs to the account signed in on this device: the pages read the
 * answers it holds, and every call fails at once without trying. Back online, the page starts
 * again as usual. `false` when there is nothing to start from (no snapshot, another account).
 */
export async function startOffline(root: Root): Promise<boolean> {
  const snapshot = readOfflineSnapshot();
  const authorization = snapshot?.answers[myUserAuthorizationQuery.key] as
    | MyUserAuthorization
    | undefined;
  if (!snapshot || !authorization) return false;
  const signInClient = createSignInClient(snapshot.settings);
  await signInClient.initialize();
  const account = signInClient.getActiveAccount() ?? signInClient.getAllAccounts()[0];
  if (account?.homeAccountId !== snapshot.accountId) return false;
  signInClient.setActiveAccount(account);
  await activateLanguage(snapshot.language);
  const session = createSessionStore({ ...authorization, activeRoleCode: snapshot.activeRoleCode });
  const api = createApiClient({
    baseUrl: snapshot.settings.apiBaseUrl,
    getToken: () => Promise.reject(new OfflineError()),
    getActiveRoleCode: () => session.get().activeRoleCode,
  });
  window.addEventListener("online", () => window.location.reload(), { once: true });
  root.render(
    <StrictMode>
      <App
        settings={snapshot.settings}
        signInClient={signInClient}
        api={api}
        session={session}
        preloaded={snapshot.answers}
      />
    </StrictMode>,
  );
  return true;
}
