export {
  type AttachmentKind,
  AttachmentList,
  type AttachmentListItem,
  type AttachmentListProps,
  attachmentKindOf,
  attachmentKinds,
} from "./AttachmentList";
export { formatFileSize } from "./AttachmentListSize";
