/** How long a saved file's object URL is kept: the browser has long started the download. */
const keptMilliseconds = 60_000;

/**
 * Saves a downloaded file on the person's computer under the name the API gave it (or
 * `fallbackName`): through an object URL and a link with `download`, since the download needs the
 * token and so cannot be a plain link to the API. Returns the name it was saved under.
 */
export function saveFile(file: Blob, fallbackName: string): string {
  const name = file instanceof File && file.name ? file.name : fallbackName;
  const url = URL.createObjectURL(file);
  const link = document.createElement("a");
  link.href = url;
  link.download = name;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), keptMilliseconds);
  return name;
}
