export { Link, type LinkProps } from "./Link";
export { type LinkVariant, linkVariants } from "./Link.css";
