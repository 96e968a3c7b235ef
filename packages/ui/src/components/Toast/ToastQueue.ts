import { type ToastOptions, UNSTABLE_ToastQueue } from "react-aria-components";

/** What a toast reports: a save in progress, a save done, a failure, or a piece of news. */
export const toastKinds = ["saving", "saved", "error", "info"] as const;

/** One of {@link toastKinds}. */
export type ToastKind = (typeof toastKinds)[number];

/**
 * What a toast shows. Texts come already translated (errors are translated at the edge, from
 * their code). `saving`, `saved` and `error` have a default title in the current language; an
 * `info` toast has nothing to say without one.
 */
export type ToastContent =
  | {
      kind: "saving" | "saved" | "error";
      /** Replaces the kind's default title ("Enregistrement en cours…", …). */
      title?: string;
      /** A second line: what was saved, what went wrong. */
      description?: string;
    }
  | {
      kind: "info";
      title: string;
      description?: string;
    };

/**
 * How long each kind stays, in milliseconds (`null`: until closed). Only `saved` goes by itself:
 * it confirms what the person expected. `saving` is closed by the code when the save ends; an
 * error or a piece of news waits for the person, who may need time to read it (WCAG 2.2.1). While
 * the pointer or focus is on a toast, react-aria pauses the timer.
 */
export const toastTimeouts: Readonly<Record<ToastKind, number | null>> = {
  saving: null,
  saved: 5000,
  error: null,
  info: null,
};

/** Texts of the toast that follows a save; without a title, the kind's default title shows. */
export type ToastOutcome = { title?: string; description?: string };

/** A `saving` toast on screen, to be replaced by the outcome of the save. */
export interface SavingToast {
  /** Replaces the saving toast with a `saved` one; returns the new toast's key. */
  saved(outcome?: ToastOutcome, options?: ToastOptions): string;
  /** Replaces the saving toast with an `error` one; returns the new toast's key. */
  failed(outcome?: ToastOutcome, options?: ToastOptions): string;
  /** Removes the saving toast without a word (the save was cancelled). */
  close(): void;
}

/** A queue of toasts, shown by the {@link ToastProvider} it is given to. */
export interface ToastQueue {
  /** react-aria's queue, read by the provider. */
  readonly queue: UNSTABLE_ToastQueue<ToastContent>;
  /**
   * Shows a toast and returns its key. `options.timeout` overrides the kind's timeout (see
   * {@link toastTimeouts}); `options.onClose` runs when it goes, by timeout or by the person.
   */
  add(content: ToastContent, options?: ToastOptions): string;
  /** Removes a toast by its key. */
  close(key: string): void;
  /** Shows a `saving` toast and returns the handle that replaces it with the outcome. */
  saving(content?: ToastOutcome): SavingToast;
}

function withText(kind: "saving" | "saved" | "error", text: ToastOutcome = {}): ToastContent {
  return {
    kind,
    ...(text.title === undefined ? {} : { title: text.title }),
    ...(text.description === undefined ? {} : { description: text.description }),
  };
}

/**
 * Creates a queue of toasts. An application uses the shared {@link toastQueue}; a test, a story or
 * an embedded tool can create its own.
 */
export function createToastQueue({
  maxVisibleToasts = 4,
}: {
  maxVisibleToasts?: number;
} = {}): ToastQueue {
  const queue = new UNSTABLE_ToastQueue<ToastContent>({ maxVisibleToasts });

  const add = (content: ToastContent, options: ToastOptions = {}): string => {
    const timeout = options.timeout ?? toastTimeouts[content.kind];
    return queue.add(content, { ...options, ...(timeout === null ? {} : { timeout }) });
  };

  const toasts: ToastQueue = {
    queue,
    add,
    close: (key) => queue.close(key),
    saving(content) {
      const key = add(withText("saving", content));
      const replaceWith = (
        kind: "saved" | "error",
        outcome?: ToastOutcome,
        options?: ToastOptions,
      ) => {
        queue.close(key);
        return add(withText(kind, outcome), options);
      };
      return {
        saved: (outcome, options) => replaceWith("saved", outcome, options),
        failed: (outcome, options) => replaceWith("error", outcome, options),
        close: () => queue.close(key),
      };
    },
  };
  return toasts;
}

/**
 * The application's toast queue: `toastQueue.add({ kind: "info", title })`, or
 * `const save = toastQueue.saving(); … save.saved()` around a save. Shown by a
 * {@link ToastProvider} mounted once at the root.
 */
export const toastQueue: ToastQueue = createToastQueue();
