export {
  emptyMultilingualText,
  type MultilingualText,
  MultilingualTextField,
  type MultilingualTextFieldProps,
} from "./MultilingualTextField";
export type { MultilingualTextValidation } from "./MultilingualTextFieldLanguage";
