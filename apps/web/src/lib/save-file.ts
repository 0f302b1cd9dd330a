/** Hands a text made in the page to the browser as a file to download. */
export function saveTextFile(fileName: string, text: string, type: string): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = Object.assign(document.createElement('a'), { href: url, download: fileName });
  link.click();
  // The browser reads the file after the click; the address is freed once it surely has.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
