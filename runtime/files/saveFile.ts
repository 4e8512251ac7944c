// Hands a file the portal received or made to the browser as a download (a CSV export, a report).

/**
 * Offers `blob` as the download `fileName`, through a temporary link.
 *
 * @example
 * saveFile(new Blob([csv], { type: 'text/csv;charset=utf-8' }), 'export.csv');
 */
export function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
