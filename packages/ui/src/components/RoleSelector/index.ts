export { RoleSelector, type RoleSelectorProps } from "./RoleSelector";
export { type RoleSelectorVariant, roleSelectorVariants } from "./RoleSelector.css";
export { useRoleLabel } from "./RoleSelectorLabels";
