/** A file the server sends (a proof, a scan, a CSV), fetched with the session and saved under its name. */
export function saveFile(blob: Blob, fileName: string) {
  const link = document.createElement('a');
  link.href = URL.createObjectURL(blob);
  link.download = fileName;
  link.click();
  URL.revokeObjectURL(link.href);
}
