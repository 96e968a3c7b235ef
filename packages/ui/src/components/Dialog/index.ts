export { AlertDialog, type AlertDialogProps } from "./AlertDialog";
export { Dialog, type DialogProps, DialogTrigger, type DialogTriggerProps } from "./Dialog";
export { type DialogSize, type DialogVariant, dialogSizes, dialogVariants } from "./Dialog.css";
export { Modal, type ModalProps } from "./Modal";
