import { useMsal } from "@azure/msal-react";
import { useLingui } from "@lingui/react";
import { interfaceLanguage } from "@releve/domain";
import { type ReactNode, useEffect, useMemo, useRef } from "react";
import { type Middleware, SWRConfig, useSWRConfig } from "swr";
import { useSession } from "../session";
import { useSettings } from "../settings";
import { saveOfflineSnapshot } from "./snapshot";

/** The answers of a visit kept at most, the latest: a few months and their days' open means. */
const keptAnswersMax = 12;

/** How long answers arriving together wait to be kept in one write. */
const saveDelayMs = 400;

/**
 * Keeps on the device, for reading without the network (decision 047), the answers the pages
 * within it receive, with what the planner needs to start: the snapshot is rewritten, a moment
 * after the last answer arrives, with the latest answers of this visit ({@link keptAnswersMax}),
 * so it never grows with the visit.
 */
export function OfflineRecorder({ children }: { children: ReactNode }) {
  const { instance } = useMsal();
  const settings = useSettings();
  const { activeRoleCode } = useSession();
  const { i18n } = useLingui();
  const { cache, fallback } = useSWRConfig();
  const kept = useRef(new Map<string, unknown>());
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const context = useRef({ instance, settings, activeRoleCode, locale: i18n.locale });
  context.current = { instance, settings, activeRoleCode, locale: i18n.locale };

  const middleware = useMemo<Middleware>(() => {
    const save = () => {
      const { instance, settings, activeRoleCode, locale } = context.current;
      const account = instance.getActiveAccount();
      if (!account) return;
      // The start-up answers, as the cache now holds them, then this visit's.
      const answers: Record<string, unknown> = {};
      for (const key of Object.keys(fallback)) answers[key] = cache.get(key)?.data ?? fallback[key];
      for (const [key, data] of kept.current) answers[key] = data;
      saveOfflineSnapshot({
        accountId: account.homeAccountId,
        savedAt: new Date().toISOString(),
        language: interfaceLanguage(locale),
        activeRoleCode,
        settings,
        answers,
      });
    };
    const keep = (key: string, data: unknown) => {
      kept.current.delete(key);
      kept.current.set(key, data);
      for (const oldest of kept.current.keys()) {
        if (kept.current.size <= keptAnswersMax) break;
        kept.current.delete(oldest);
      }
      clearTimeout(timer.current);
      timer.current = setTimeout(save, saveDelayMs);
    };
    // Each answer received (SWR's `onSuccess` gives it with its serialized key).
    return (swrNext) => (key, fetcher, config) => {
      const onSuccess: NonNullable<typeof config.onSuccess> = (data, serialized, settled) => {
        config.onSuccess?.(data, serialized, settled);
        keep(serialized, data);
      };
      return swrNext(key, fetcher, { ...config, onSuccess });
    };
  }, [cache, fallback]);
  useEffect(() => () => clearTimeout(timer.current), []);
  return <SWRConfig value={{ use: [middleware] }}>{children}</SWRConfig>;
}
