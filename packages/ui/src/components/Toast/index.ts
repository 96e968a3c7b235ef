export { Toast, type ToastProps } from "./Toast";
export { ToastProvider, type ToastProviderProps } from "./ToastProvider";
export {
  createToastQueue,
  type SavingToast,
  type ToastContent,
  type ToastKind,
  type ToastOutcome,
  type ToastQueue,
  toastKinds,
  toastQueue,
  toastTimeouts,
} from "./ToastQueue";
