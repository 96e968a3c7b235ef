export { uiMessages } from "./catalogues";
export { type UiLocale, uiLocales, uiSourceLocale } from "./locales";
