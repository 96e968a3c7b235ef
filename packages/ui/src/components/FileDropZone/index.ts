export { FileDropZone, type FileDropZoneProps } from "./FileDropZone";
export {
  type FileDropZoneLimits,
  type FileRefusal,
  type FileRefusalReason,
  fileRefusalReasons,
  sortSelectedFiles,
} from "./FileDropZoneRules";
