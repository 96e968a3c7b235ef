import { calls } from "@releve/domain";
import { useCallAction } from "../../../lib/call-action";
import { saveFile } from "../../../lib/save-file";
import type { Attachment } from "../api/activities";

/**
 * Downloads an attachment with the person's token and saves it under the name the API gives it
 * (its file name otherwise): a plain link to the API could not carry the token. A download
 * changes nothing, so nothing is asked again.
 */
export function useSaveAttachment() {
  const download = useCallAction(calls.operationalActivity.downloadAttachment, []);
  return {
    isPending: download.isPending,
    error: download.error,
    async save(attachment: Pick<Attachment, "id" | "fileName">): Promise<void> {
      const file = await download.run({ params: { id: attachment.id } });
      if (file) saveFile(file, attachment.fileName);
    },
  };
}
