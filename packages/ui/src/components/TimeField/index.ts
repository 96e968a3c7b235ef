export { TimeField, type TimeFieldProps } from "./TimeField";
export { type TimeFieldMinuteStep, timeFieldMinuteSteps } from "./TimeFieldMinuteStep";
