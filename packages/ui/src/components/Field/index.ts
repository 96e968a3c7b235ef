export * as fieldStyles from "./Field.css";
export {
  counterAnnouncementDelayMs,
  counterNearLimitPercent,
  FieldCounter,
  type FieldCounterAria,
  type FieldCounterOptions,
  type FieldCounterProps,
  type FieldCounterVisibility,
  fieldCounterVisibilities,
  isFieldCounterShown,
  useFieldCounter,
} from "./FieldCounter";
export { FieldLabel, type FieldLabelProps } from "./FieldLabel";
export {
  type FieldMessageProps,
  type FieldMessageSeverity,
  FieldMessages,
  fieldMessageSeverities,
} from "./FieldMessages";
