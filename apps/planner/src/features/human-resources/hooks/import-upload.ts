import { calls, type ImportKind } from "@releve/domain";
import { useState } from "react";
import { useSWRConfig } from "swr";
import * as v from "valibot";
import { ApiRequestError } from "../../../lib/api-client";
import { useApiClient } from "../../../lib/api-context";
import { type ImportAnswer, importStale } from "../api/time-attendance";
import { type SentBytes, uploadImport } from "../api/upload";

/** A refused file as the import's refusal says it. */
export type RefusedImport = v.InferOutput<typeof calls.timeAttendance.importErrorDataSchema>;

/** Where an upload stands. */
export type UploadState =
  | { stage: "idle" }
  /** Sent and read by the server; `sent` is what left the browser so far (null before any). */
  | { stage: "sending"; kind: ImportKind; file: File; sent: SentBytes | null }
  | { stage: "imported"; answer: ImportAnswer }
  | { stage: "refused"; refusal: RefusedImport }
  /** Anything else that went wrong (too large, no network…): the error to describe. */
  | { stage: "failed"; error: unknown };

/** The import's refusal in an error, or `null` when the error is another. */
export function refusedImportOf(error: unknown): RefusedImport | null {
  if (!(error instanceof ApiRequestError)) return null;
  const { category, code, data } = error.error;
  if (category !== "importExport" || code !== "importError") return null;
  const parsed = v.safeParse(calls.timeAttendance.importErrorDataSchema, data);
  return parsed.success ? parsed.output : null;
}

/**
 * A file imported by hand (decision 028): sent with its progress, then the import's outcome —
 * what it changed, or its refused lines. Once done, the imports' history and the data held are
 * asked again, whatever the outcome (a refused import is in the history too).
 */
export function useImportUpload() {
  const client = useApiClient();
  const { mutate } = useSWRConfig();
  const [state, setState] = useState<UploadState>({ stage: "idle" });

  const start = async (kind: ImportKind, file: File) => {
    setState({ stage: "sending", kind, file, sent: null });
    const onSent = (sent: SentBytes) =>
      setState((current) => (current.stage === "sending" ? { ...current, sent } : current));
    try {
      const answer = await uploadImport(client, kind, file, onSent);
      setState({ stage: "imported", answer });
    } catch (error) {
      const refusal = refusedImportOf(error);
      setState(refusal ? { stage: "refused", refusal } : { stage: "failed", error });
    }
    await mutate((key) => Array.isArray(key) && importStale.includes(String(key[0])));
  };

  return { state, start, isPending: state.stage === "sending" };
}
