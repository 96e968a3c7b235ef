import {
  type Authorization,
  activeAuthorization,
  canUseRoute,
  type MyUserAuthorization,
  type RoleCode,
  type RouteName,
  routes,
  type User,
} from "@releve/domain";
import { createContext, useContext, useSyncExternalStore } from "react";

/** The signed-in user and the authorization they act under. */
export interface Session {
  user: User;
  authorizations: Authorization[];
  activeRoleCode: RoleCode | null;
  activeAuthorization: Authorization | undefined;
}

/** Holds the session outside React too: the API client reads the active role from it. */
export interface SessionStore {
  get(): Session;
  setActiveRoleCode(code: RoleCode): void;
  subscribe(listener: () => void): () => void;
}

/** Builds the session from `GetMyUserAuthorization` (active role code, else the first). */
export function createSessionStore(answer: MyUserAuthorization): SessionStore {
  const listeners = new Set<() => void>();
  const build = (code: RoleCode | null): Session => {
    const active = activeAuthorization(answer.userProfileAuthorizations, code);
    return {
      user: answer.user,
      authorizations: answer.userProfileAuthorizations,
      activeRoleCode: active?.role.code ?? null,
      activeAuthorization: active,
    };
  };
  let session = build(answer.activeRoleCode);
  return {
    get: () => session,
    setActiveRoleCode(code) {
      session = build(code);
      for (const listener of listeners) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export const SessionContext = createContext<SessionStore | null>(null);

/** The current session; re-renders when the active role changes. */
export function useSession(): Session {
  const store = useContext(SessionContext);
  if (!store) throw new Error("useSession needs a SessionContext provider");
  return useSyncExternalStore(store.subscribe, store.get);
}

/**
 * Whether the active authorization may open a route: a link to a page the router would send the
 * user back from is not shown.
 */
export function useMayOpen(name: RouteName): boolean {
  return canUseRoute(routes[name], useSession().activeAuthorization);
}
