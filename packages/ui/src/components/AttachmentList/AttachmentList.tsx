import { useLingui } from "@lingui/react/macro";
import { type Attachment, attachmentMimeType } from "@releve/domain";
import { forwardRef, type ReactNode, type Ref } from "react";
import type { Key } from "react-aria-components";
import { Icon } from "../Icon/Icon";
import type { IconName } from "../Icon/icons";
import { IconButton } from "../IconButton/IconButton";
import { Link } from "../Link/Link";
import * as styles from "./AttachmentList.css";
import { formatFileSize } from "./AttachmentListSize";

/** Kinds of file the list draws a different icon for. */
export const attachmentKinds = [
  "document",
  "spreadsheet",
  "presentation",
  "image",
  "other",
] as const;

/** One of {@link attachmentKinds}. */
export type AttachmentKind = (typeof attachmentKinds)[number];

const kindIcons: Record<AttachmentKind, IconName> = {
  document: "fileText",
  spreadsheet: "fileSheet",
  presentation: "fileSlides",
  image: "fileImage",
  other: "file",
};

/** The kind of a file from its MIME type (spreadsheets first: `text/csv` is one). */
export function attachmentKindOf(mimeType: string): AttachmentKind {
  if (mimeType.startsWith("image/")) return "image";
  if (/spreadsheet|excel|csv/.test(mimeType)) return "spreadsheet";
  if (/presentation|powerpoint/.test(mimeType)) return "presentation";
  if (/^text\/|pdf|word|opendocument\.text/.test(mimeType)) return "document";
  return "other";
}

/** A file of the list: an attachment of the domain, or one about to be uploaded. */
export interface AttachmentListItem extends Pick<Attachment, "fileName" | "size"> {
  /** Identifies the file in the list (the attachment's id once stored). */
  id: Key;
  /** MIME type; without it, the file name's extension decides (as the API does). */
  type?: string;
  /** Where the file downloads from; without it (not stored yet) the name is plain text. */
  href?: string;
  /**
   * Downloads the file when its name is pressed, for a stored file a plain link cannot fetch (the
   * request needs the person's token); `href` wins when both are given.
   */
  onDownload?: (() => void) | undefined;
}

/** Props of {@link AttachmentList}. */
export interface AttachmentListProps {
  /** The files, in the order shown. */
  items: readonly AttachmentListItem[];
  /** Called with a file whose remove button is pressed; without it, the list is read-only. */
  onRemove?: ((item: AttachmentListItem) => void) | undefined;
  /** Disables the remove buttons (while a form is being sent, say). */
  isDisabled?: boolean | undefined;
  /** What is said when there is no file; a generic sentence in the current language if absent. */
  emptyState?: ReactNode;
  /** Names the list, when no visible heading does (`aria-labelledby`). */
  "aria-label"?: string;
  /** The id of the visible heading that names the list. */
  "aria-labelledby"?: string;
  className?: string;
}

/**
 * The files attached to an activity: for each, an icon of its kind, its name (a download link
 * once stored; a long name wraps rather than being cut, so it can always be read whole), its type
 * and size in bytes, KB, MB or GB in the current language, and a button that removes it, named
 * "Supprimer {fileName}" so each one says which file it removes.
 */
export const AttachmentList = forwardRef<HTMLElement, AttachmentListProps>(function AttachmentList(
  { items, onRemove, isDisabled, emptyState, className, ...labelling },
  ref,
) {
  const { t, i18n } = useLingui();
  if (items.length === 0) {
    return (
      <p
        ref={ref as Ref<HTMLParagraphElement>}
        className={className ? `${styles.empty} ${className}` : styles.empty}
      >
        {emptyState ??
          t({
            comment: "Said where a list of attached files is empty.",
            message: "Aucune pièce jointe.",
          })}
      </p>
    );
  }
  return (
    <ul
      {...labelling}
      ref={ref as Ref<HTMLUListElement>}
      className={className ? `${styles.list} ${className}` : styles.list}
    >
      {items.map((item) => {
        const { fileName } = item;
        const dot = fileName.lastIndexOf(".");
        const extension = dot > 0 ? fileName.slice(dot + 1).toUpperCase() : "";
        const size = formatFileSize(item.size, i18n.locale);
        const kind = attachmentKindOf(item.type || attachmentMimeType(fileName));
        return (
          <li key={item.id} className={styles.item}>
            <Icon name={kindIcons[kind]} size="lg" className={styles.typeIcon} />
            <div className={styles.body}>
              {item.href || item.onDownload ? (
                <Link
                  {...(item.href
                    ? { href: item.href, download: fileName }
                    : item.onDownload
                      ? { onPress: item.onDownload }
                      : {})}
                  variant="standalone"
                  className={styles.name}
                  aria-label={t({
                    comment: "Name of the link that downloads an attached file.",
                    message: `Télécharger ${fileName}`,
                  })}
                >
                  {fileName}
                  <Icon name="download" size="sm" className={styles.downloadIcon} />
                </Link>
              ) : (
                <span className={styles.name}>{fileName}</span>
              )}
              <span className={styles.details}>{extension ? `${extension} · ${size}` : size}</span>
            </div>
            {onRemove ? (
              <IconButton
                icon="trash"
                size="sm"
                className={styles.remove}
                isDisabled={isDisabled ?? false}
                onPress={() => onRemove(item)}
                aria-label={t({
                  comment: "Name of the button that removes an attached file from the list.",
                  message: `Supprimer ${fileName}`,
                })}
              />
            ) : null}
          </li>
        );
      })}
    </ul>
  );
});
