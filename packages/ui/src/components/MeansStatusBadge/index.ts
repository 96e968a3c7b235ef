export {
  MeansStatusBadge,
  type MeansStatusBadgeProps,
  meansStatusBadgeTones,
} from "./MeansStatusBadge";
export { meansStatusBadgeIcons } from "./MeansStatusBadgeIcons";
export { useMeansStatusLabel } from "./MeansStatusBadgeLabels";
