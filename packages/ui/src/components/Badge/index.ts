export {
  Badge,
  type BadgeCountProps,
  type BadgeLabelProps,
  type BadgeProps,
  defaultBadgeMax,
} from "./Badge";
export { type BadgeSize, type BadgeTone, badgeSizes, badgeTones } from "./Badge.css";
