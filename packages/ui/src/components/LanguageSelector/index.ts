export { LanguageSelector, type LanguageSelectorProps } from "./LanguageSelector";
export { languageName } from "./LanguageSelectorNames";
