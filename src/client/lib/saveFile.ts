// Hands a file made in the browser to the user as a download (the exports of the reports).

/** Downloads `blob` as `fileName` through a temporary link. */
export function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.appendChild(link);
  link.click();
  link.remove();
  // the download has started from the click: the object URL can go once the event loop moves on
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
