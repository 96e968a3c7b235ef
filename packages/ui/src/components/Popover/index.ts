export { Popover, type PopoverProps } from "./Popover";
export { PopoverDialog, type PopoverDialogProps } from "./PopoverDialog";
