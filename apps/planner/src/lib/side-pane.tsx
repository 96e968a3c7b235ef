import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useMemo,
  useRef,
  useState,
} from "react";

/** What the side pane shows: a titled panel beside the page (a detail, a preview…). */
export interface SidePaneContent {
  /** The pane's heading, also its accessible name. */
  title: string;
  content: ReactNode;
}

/** The side pane of the main layout, opened by pages and closed after each navigation. */
export interface SidePaneState {
  current: SidePaneContent | null;
  open: (content: SidePaneContent) => void;
  close: () => void;
}

const SidePaneContext = createContext<SidePaneState | null>(null);

/**
 * Holds the side pane's content. Closing gives focus back to what opened the pane (the pane
 * takes it when it opens), so keyboard users carry on where they were.
 */
export function SidePaneProvider({ children }: { children: ReactNode }) {
  const [current, setCurrent] = useState<SidePaneContent | null>(null);
  const opener = useRef<HTMLElement | null>(null);
  const open = useCallback((content: SidePaneContent) => {
    const focused = document.activeElement;
    opener.current = focused instanceof HTMLElement ? focused : null;
    setCurrent(content);
  }, []);
  const close = useCallback(() => {
    setCurrent(null);
    const target = opener.current;
    opener.current = null;
    if (target?.isConnected) target.focus();
  }, []);
  const value = useMemo(() => ({ current, open, close }), [current, open, close]);
  return <SidePaneContext value={value}>{children}</SidePaneContext>;
}

/** The side pane: pages open it with a title and content. */
export function useSidePane(): SidePaneState {
  const state = useContext(SidePaneContext);
  if (!state) throw new Error("useSidePane needs a SidePaneProvider");
  return state;
}
