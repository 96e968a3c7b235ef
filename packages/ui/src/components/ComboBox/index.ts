export {
  SelectItem as ComboBoxItem,
  type SelectItemProps as ComboBoxItemProps,
  SelectSection as ComboBoxSection,
  type SelectSectionProps as ComboBoxSectionProps,
} from "../Select/SelectItem";
export {
  ComboBox,
  type ComboBoxBaseProps,
  type ComboBoxCollectionProps,
  ComboBoxEmptyState,
  ComboBoxLoadingStatus,
  type ComboBoxProps,
} from "./ComboBox";
