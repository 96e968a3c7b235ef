export { counterAnnouncementDelayMs } from "../Field/FieldCounter";
export { TextArea, type TextAreaProps } from "./TextArea";
