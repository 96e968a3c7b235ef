export {
  Menu,
  type MenuProps,
  MenuTrigger,
  type MenuTriggerProps,
  SubmenuTrigger,
  type SubmenuTriggerProps,
} from "./Menu";
export { type MenuItemVariant, menuItemVariants } from "./Menu.css";
export {
  MenuItem,
  type MenuItemProps,
  MenuSection,
  type MenuSectionProps,
  MenuSeparator,
} from "./MenuItem";
