export { Form, type FormProps } from "./Form";
export {
  FormErrorSummary,
  type FormErrorSummaryItem,
  type FormErrorSummaryProps,
  focusField,
} from "./FormErrorSummary";
