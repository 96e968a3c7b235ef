export {
  StaffCompletenessBadge,
  type StaffCompletenessBadgeProps,
  staffCompletenessBadgeTones,
} from "./StaffCompletenessBadge";
export {
  type StaffCompletenessBadgeVariant,
  staffCompletenessBadgeVariants,
} from "./StaffCompletenessBadge.css";
export { staffCompletenessBadgeIcons } from "./StaffCompletenessBadgeIcons";
export {
  useStaffCompletenessLabel,
  useStaffCompletenessSentence,
} from "./StaffCompletenessBadgeLabels";
