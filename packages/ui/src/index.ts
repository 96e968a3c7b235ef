/**
 * @releve/ui — the Relève design system. Importing this module also loads the shipped Inter fonts
 * and the global reset; put `releveTheme` on the root element of the app.
 */
import "./tokens/fonts";
import "./tokens/reset.css";

export {
  Button,
  type ButtonProps,
  type ButtonSize,
  type ButtonVariant,
  buttonSizes,
  buttonVariants,
} from "./components/Button";
export {
  FieldLabel,
  type FieldLabelProps,
  type FieldMessageProps,
  type FieldMessageSeverity,
  FieldMessages,
  fieldMessageSeverities,
  fieldStyles,
} from "./components/Field";
export {
  Icon,
  type IconName,
  type IconProps,
  type IconSize,
  iconNames,
  iconSizes,
} from "./components/Icon";
export { IconButton, type IconButtonProps } from "./components/IconButton";
export { TextField, type TextFieldProps } from "./components/TextField";
export { type UiLocale, uiLocales, uiMessages, uiSourceLocale } from "./i18n";
export { releveTheme, vars, visuallyHidden } from "./tokens";
