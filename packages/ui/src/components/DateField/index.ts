export { DateField, type DateFieldProps } from "./DateField";
export { DateFieldInput, type DateFieldInputProps } from "./DateFieldInput";
