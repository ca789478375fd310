/** The brand in a header: the flag mark and the word, a link to the lobby named for screen readers (on a phone the word is hidden). */

/** The link; `testid` tells the app's header from the over-the-board one. */
export function BrandLink({ testid }: { readonly testid: string }) {
  return (
    <a href="/" class="brand" data-testid={testid} aria-label="Flagfall">
      <svg viewBox="0 0 32 32" width="26" height="26" aria-hidden="true">
        <rect width="32" height="32" rx="6" fill="var(--accent)" />
        <path d="M9 6v21M9 7h13l-3 4 3 4H9" fill="none" stroke="#f4efe3" stroke-width="2.5" stroke-linejoin="round" />
      </svg>
      <span>Flagfall</span>
    </a>
  );
}
