export { counterAnnouncementDelayMs, TextArea, type TextAreaProps } from "./TextArea";
