export {
  RecurrenceEditor,
  type RecurrenceEditorBaseProps,
  type RecurrenceEditorProps,
  type RecurrenceEditorValueProps,
  type RecurrenceEndMode,
  recurrenceEndModes,
} from "./RecurrenceEditor";
export type { RecurrenceEditorHeadingLevel } from "./RecurrenceEditorPreview";
