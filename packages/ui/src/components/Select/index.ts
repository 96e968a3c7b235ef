export {
  renderSelectOption,
  Select,
  type SelectBaseProps,
  type SelectCollectionProps,
  type SelectOption,
  type SelectProps,
} from "./Select";
export {
  SelectItem,
  type SelectItemProps,
  SelectSection,
  type SelectSectionProps,
} from "./SelectItem";
export {
  SelectListBox,
  type SelectListBoxProps,
  SelectPopover,
  type SelectPopoverProps,
} from "./SelectPopover";
