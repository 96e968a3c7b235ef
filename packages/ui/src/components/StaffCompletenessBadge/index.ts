export {
  StaffCompletenessBadge,
  type StaffCompletenessBadgeProps,
  staffCompletenessBadgeIcons,
  staffCompletenessBadgeTones,
} from "./StaffCompletenessBadge";
export {
  type StaffCompletenessBadgeVariant,
  staffCompletenessBadgeVariants,
} from "./StaffCompletenessBadge.css";
export {
  useStaffCompletenessLabel,
  useStaffCompletenessSentence,
} from "./StaffCompletenessBadgeLabels";
