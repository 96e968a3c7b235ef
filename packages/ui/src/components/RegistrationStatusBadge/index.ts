export {
  RegistrationStatusBadge,
  type RegistrationStatusBadgeProps,
  registrationProposedBadge,
  registrationStatusBadgeIcons,
  registrationStatusBadgeTones,
} from "./RegistrationStatusBadge";
export {
  isProposedRegistration,
  type RegistrationStatusLabelInput,
  type RegistrationStatusLabels,
  useRegistrationStatusLabel,
} from "./RegistrationStatusBadgeLabels";
