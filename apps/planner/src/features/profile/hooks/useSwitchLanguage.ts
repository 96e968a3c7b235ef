import { useLingui } from "@lingui/react";
import { interfaceLanguage, type Language } from "@releve/domain";
import { useCallback, useRef, useState } from "react";
import { describeError } from "../../../lib/error-messages";
import { activateLanguage } from "../../../lib/i18n";
import { useUpdateMyProfile } from "../../../lib/my-profile";

/** Choosing the interface language, and how the last choice went. */
export interface SwitchLanguage {
  /** The language the interface speaks now. */
  language: Language;
  /**
   * Speaks a language at once and saves it in the profile. Resolves `true` once saved, `false`
   * when the API refused it: the interface then goes back to the language last saved.
   */
  switchLanguage: (language: Language) => Promise<boolean>;
  /** Why the last choice was refused, translated; `null` once a choice succeeds. */
  error: string | null;
  /** Forgets the refusal (the message was read or dismissed). */
  dismissError: () => void;
}

/**
 * The language of the profile (spec 01 §1: the locale comes from the user profile): applied
 * before the answer, since every visible string follows the active catalogue and waiting would
 * leave the page in the old language for a round trip; `PUT UserProfile/Me { language }` stores
 * it, and a refusal puts back the language the server last accepted.
 */
export function useSwitchLanguage(): SwitchLanguage {
  const { i18n } = useLingui();
  const updateMyProfile = useUpdateMyProfile();
  const language = interfaceLanguage(i18n.locale);
  const [refusal, setRefusal] = useState<{ error: unknown } | null>(null);
  const saved = useRef<Language>(language);
  const latest = useRef<Language>(language);

  // Saves go one at a time, and only the latest choice is sent: two quick choices cannot reach
  // the server in the wrong order.
  const queue = useRef<Promise<unknown>>(Promise.resolve());

  const switchLanguage = (next: Language): Promise<boolean> => {
    latest.current = next;
    setRefusal(null);
    void activateLanguage(next);
    const save = async (): Promise<boolean> => {
      // A later choice is waiting: it is the one to save.
      if (latest.current !== next) return true;
      try {
        await updateMyProfile({ language: next });
        saved.current = next;
        return true;
      } catch (error) {
        // A later choice is in flight: it decides the language, not this refusal.
        if (latest.current === next) {
          void activateLanguage(saved.current);
          latest.current = saved.current;
          setRefusal({ error });
        }
        return false;
      }
    };
    const result = queue.current.then(save);
    queue.current = result.catch(() => undefined);
    return result;
  };

  return {
    language,
    switchLanguage,
    error: refusal ? describeError(i18n, refusal.error) : null,
    dismissError: useCallback(() => setRefusal(null), []),
  };
}
