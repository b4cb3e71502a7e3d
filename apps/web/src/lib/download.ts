/**
 * Saving a file the page made or fetched: the one way (a temporary link with a download name), for
 * the shop, the staff console and the recipient's voucher page alike (no dependencies, so the small
 * voucher entry can use it).
 */
export function saveUrl(href: string, fileName: string): void {
  const a = document.createElement('a');
  a.href = href;
  a.download = fileName;
  document.body.appendChild(a);
  a.click();
  a.remove();
}

export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  saveUrl(url, fileName);
  // Revoked later: some browsers start reading the URL only after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
