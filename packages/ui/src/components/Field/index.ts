export * as fieldStyles from "./Field.css";
export { FieldLabel, type FieldLabelProps } from "./FieldLabel";
export {
  type FieldMessageProps,
  type FieldMessageSeverity,
  FieldMessages,
  fieldMessageSeverities,
} from "./FieldMessages";
