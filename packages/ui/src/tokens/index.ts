import "./fonts";
import "./reset.css";

export { vars } from "./contract.css";
export { releveTheme } from "./theme.css";
export { visuallyHidden } from "./visuallyHidden.css";
