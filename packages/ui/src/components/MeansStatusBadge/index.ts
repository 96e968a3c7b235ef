export {
  MeansStatusBadge,
  type MeansStatusBadgeProps,
  meansStatusBadgeIcons,
  meansStatusBadgeTones,
} from "./MeansStatusBadge";
export { useMeansStatusLabel } from "./MeansStatusBadgeLabels";
