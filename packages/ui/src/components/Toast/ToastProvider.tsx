import { useLingui } from "@lingui/react/macro";
import { forwardRef } from "react";
import { UNSTABLE_ToastRegion as AriaToastRegion } from "react-aria-components";
import { Toast } from "./Toast";
import * as styles from "./Toast.css";
import { type ToastQueue, toastQueue } from "./ToastQueue";

/** Props of {@link ToastProvider}. */
export interface ToastProviderProps {
  /**
   * The queue whose toasts are shown.
   * @default toastQueue, the application's shared queue
   */
  queue?: ToastQueue;
  /** An extra class for the region (its place on screen, for instance). */
  className?: string;
}

/**
 * Shows the toasts of a queue. Mount it once, at the root of the application, and add toasts from
 * anywhere with `toastQueue.add(…)` or `toastQueue.saving()`. react-aria renders the region only
 * while it holds toasts, as a landmark named "Notifications" that F6 reaches; each toast is
 * announced when it appears, and focus goes back where it was when the last one closes. The
 * region is portalled into `<body>`: the theme class must sit on `<body>` or above.
 */
export const ToastProvider = forwardRef<HTMLDivElement, ToastProviderProps>(function ToastProvider(
  { queue = toastQueue, className },
  ref,
) {
  const { t } = useLingui();
  return (
    <AriaToastRegion
      ref={ref}
      queue={queue.queue}
      aria-label={t({
        comment: "Accessible name of the screen area where toast notifications appear.",
        message: "Notifications",
      })}
      className={className ? `${styles.region} ${className}` : styles.region}
    >
      {({ toast }) => <Toast toast={toast} />}
    </AriaToastRegion>
  );
});
