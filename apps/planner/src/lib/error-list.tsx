import { createContext, type ReactNode, useCallback, useContext, useMemo, useState } from "react";

/** An error the root error list shows, as thrown (spec 01 §8 says how each form is shown). */
export interface ReportedError {
  id: number;
  error: unknown;
}

/** The root error list of the main layout: what it shows, and how pages add to it. */
export interface ErrorListState {
  errors: readonly ReportedError[];
  /** Adds an error to the list (a refused call, a failed load…). */
  report: (error: unknown) => void;
  /** Empties the list: after each navigation, or when the user dismisses it. */
  clear: () => void;
}

const ErrorListContext = createContext<ErrorListState | null>(null);

/** Holds the root error list of the main layout. */
export function ErrorListProvider({ children }: { children: ReactNode }) {
  const [errors, setErrors] = useState<readonly ReportedError[]>([]);
  const report = useCallback((error: unknown) => {
    setErrors((current) => [...current, { id: (current.at(-1)?.id ?? 0) + 1, error }]);
  }, []);
  const clear = useCallback(() => setErrors((current) => (current.length ? [] : current)), []);
  const value = useMemo(() => ({ errors, report, clear }), [errors, report, clear]);
  return <ErrorListContext value={value}>{children}</ErrorListContext>;
}

/** The root error list: `report(error)` shows an error at the top of the page. */
export function useErrorList(): ErrorListState {
  const state = useContext(ErrorListContext);
  if (!state) throw new Error("useErrorList needs an ErrorListProvider");
  return state;
}
