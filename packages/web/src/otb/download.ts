/** Saving text as a file from the over-the-board pages (nothing leaves the browser). */

/**
 * Offers `text` as a download named `name` of MIME `type`, through an object URL that is let go
 * of once the browser has taken it (a few seconds later: some browsers read it after the click).
 */
export function download(text: string, name: string, type: string): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
