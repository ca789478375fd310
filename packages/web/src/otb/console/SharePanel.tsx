/**
 * Taking a case away: a link that carries it in its fragment (`#c=…`, nothing is sent anywhere;
 * the page's own address is set to it too), the event log as JSON Lines, and the verdict's PGN.
 */
import { useState } from 'preact/hooks';
import { t } from '../../i18n/i18n.js';
import { makeCaseText, type Case } from './caseText.js';
import { makeShareFragment } from './share.js';
import { caseName } from './store.js';
import { download } from '../download.js';

/** The share card for the case `c` and its verdict's PGN. */
export function SharePanel({ c, pgn }: { readonly c: Case; readonly pgn: string }) {
  const [link, setLink] = useState<string | null>(null);
  const [copied, setCopied] = useState<'yes' | 'no' | null>(null);
  const share = async () => {
    const fragment = await makeShareFragment(makeCaseText(c));
    const url = `${location.origin}${location.pathname}${fragment}`;
    history.replaceState(null, '', fragment);
    setLink(url);
    try {
      await navigator.clipboard.writeText(url);
      setCopied('yes');
    } catch {
      setCopied('no');
    }
  };
  return (
    <section class="card console-share" aria-labelledby="console-share-h">
      <h2 id="console-share-h">{t('console.share.heading')}</h2>
      <p class="muted small">{t('console.share.private')}</p>
      <div class="row">
        <button type="button" class="button primary small" data-testid="console-share" onClick={() => void share()}>
          {t('console.share.copy')}
        </button>
        <button
          type="button"
          class="button small"
          data-testid="console-download-jsonl"
          onClick={() => download(makeCaseText(c), `${caseName.value}.jsonl`, 'application/x-ndjson')}
        >
          {t('console.share.jsonl')}
        </button>
        <button
          type="button"
          class="button small"
          data-testid="console-download-pgn"
          onClick={() => download(pgn, `${caseName.value}.pgn`, 'application/x-chess-pgn')}
        >
          {t('console.share.pgn')}
        </button>
      </div>
      {link !== null && (
        <label class="field">
          <span>{copied === 'yes' ? t('console.share.copied') : t('console.share.select')}</span>
          <input type="text" readOnly value={link} data-testid="console-share-link" onFocus={(e) => e.currentTarget.select()} />
        </label>
      )}
    </section>
  );
}
