export { Icon, type IconProps } from "./Icon";
export { type IconSize, iconSizes } from "./Icon.css";
export { type IconName, iconNames, iconPaths } from "./icons";
