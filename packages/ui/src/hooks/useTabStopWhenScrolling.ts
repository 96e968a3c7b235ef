import { useEffect, useRef, useState } from "react";

/**
 * Keeps a scrolling element reachable by keyboard (WCAG 2.1.1): a tab stop while its content
 * overflows, not otherwise (a needless tab stop would be one more press for everyone). Measured
 * again when the element or any child changes size, and when children come and go.
 */
export function useTabStopWhenScrolling<Element extends HTMLElement>() {
  const ref = useRef<Element>(null);
  const [isScrolling, setScrolling] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === "undefined") return;
    const measure = () => setScrolling(element.scrollHeight > element.clientHeight);
    const resizes = new ResizeObserver(measure);
    const observeAll = () => {
      resizes.disconnect();
      resizes.observe(element);
      for (const child of element.children) resizes.observe(child);
      measure();
    };
    const additions = new MutationObserver(observeAll);
    additions.observe(element, { childList: true });
    observeAll();
    return () => {
      additions.disconnect();
      resizes.disconnect();
    };
  }, []);
  return { ref, tabIndex: isScrolling ? 0 : undefined };
}
