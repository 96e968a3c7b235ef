import { useLingui } from "@lingui/react/macro";
import { isApiError } from "@releve/domain";
import { ErrorList, type ErrorListItem } from "@releve/ui";
import { useErrorList } from "../../lib/error-list";
import { describeSignInError } from "../../lib/sign-in-messages";
import * as styles from "./MainLayout.css";

/** The code shown beside a message, for support: `category.code` of an API error. */
function codeOf(error: unknown): string | undefined {
  const payload =
    error !== null && typeof error === "object" && "error" in error ? error.error : error;
  return isApiError(payload) ? `${payload.category}.${payload.code}` : undefined;
}

/**
 * The root error list of the main layout (spec 01 §8): a red list at the top of the page, each
 * error translated as spec 01 §8 says; dismissible (focus then goes to `onDismissed`'s target),
 * and emptied after each navigation.
 */
export function RootErrorList({ onDismissed }: { onDismissed: () => void }) {
  const { i18n } = useLingui();
  const { errors, clear } = useErrorList();
  if (errors.length === 0) return null;
  const items: ErrorListItem[] = errors.map(({ id, error }) => {
    const code = codeOf(error);
    return { id: String(id), message: describeSignInError(i18n, error), ...(code ? { code } : {}) };
  });
  return (
    <div className={styles.errorList}>
      <ErrorList
        errors={items}
        onDismiss={() => {
          clear();
          // The close button leaves with the list: focus goes back to the page.
          onDismissed();
        }}
        autoFocus
      />
    </div>
  );
}
