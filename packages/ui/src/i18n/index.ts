export { loadUiMessages } from "./catalogue-loaders";
export { uiMessages } from "./catalogues";
export { type UiLocale, uiLocales, uiSourceLocale } from "./locales";
export { UiLocaleProvider, type UiLocaleProviderProps, uiFormatLocales } from "./UiLocaleProvider";
