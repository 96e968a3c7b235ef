import { ToastProvider, toastQueue } from "@releve/ui";

/**
 * Where the saving and saved toasts of every page show (spec 02 §8 "Toast: saving, saved"): the
 * design system's region over the application's shared queue. The shell loads it after the
 * first page has shown; a page adds toasts with `toastQueue`.
 */
export default function ToastRegion() {
  return <ToastProvider queue={toastQueue} />;
}
