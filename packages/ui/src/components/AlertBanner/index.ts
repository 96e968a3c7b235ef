export { AlertBanner, type AlertBannerProps } from "./AlertBanner";
export { type AlertBannerLevel, alertBannerLevels } from "./AlertBanner.css";
