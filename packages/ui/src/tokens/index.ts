import "./fonts";
import "./reset.css";

export { breakpoints } from "./breakpoints";
export { vars } from "./contract.css";
export { highContrastTheme } from "./highContrast.css";
export {
  responsiveConditions,
  type Sprinkles,
  sprinkles,
} from "./sprinkles.css";
export { releveTheme } from "./theme.css";
export { visuallyHidden } from "./visuallyHidden.css";
