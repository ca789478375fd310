/**
 * The arbiter console (`/arbiter`): open an event log or a PGN with clocks (a file, a paste, a
 * sample, or a link that carries the case), see the verdict, the timeline with both clocks and
 * every ruling with its article, the board, and what the other rulesets would make of it; edit
 * anything and see it ruled again. Everything runs in the browser: nothing is sent anywhere.
 */
import { useEffect, useRef } from 'preact/hooks';
import { t } from '../../i18n/i18n.js';
import './console.css';
import { readCase } from './caseText.js';
import { BoardCard } from './BoardCard.js';
import { ComparePanel } from './ComparePanel.js';
import { InputPanel, openText } from './InputPanel.js';
import { SAMPLES } from './samples.js';
import { hasSharedCase, parseShareFragment } from './share.js';
import { SharePanel } from './SharePanel.js';
import { StartCard } from './StartCard.js';
import { compareLater, inputError, open, openCase, ruled, selected } from './store.js';
import { Timeline } from './Timeline.js';
import { VerdictCard } from './VerdictCard.js';

/** Opens the case a `#c=…` fragment carries, or says why it cannot. */
async function openFragment(hash: string): Promise<void> {
  if (!hasSharedCase(hash)) return;
  const text = await parseShareFragment(hash);
  if (!text.ok) {
    inputError.value = { kind: 'link', message: t(`console.link.${text.error.code}`, { detail: text.error.detail }) };
    return;
  }
  const r = readCase(text.text);
  if (!r.ok) inputError.value = { kind: 'link', message: t('console.link.notCase', { why: r.error.message }) };
  else open(r.value, 'shared');
}

function CaseView() {
  const c = openCase.value;
  const a = ruled.value;
  if (c === null || a === null) return null;
  if (!a.ok) {
    return (
      <p class="banner" role="alert" data-testid="console-error">
        {t('console.error.rule', { why: a.error })}
      </p>
    );
  }
  const rows = a.value.rows;
  const at = Math.max(-1, Math.min(selected.value, c.events.length - 1));
  const row = rows[at + 1]!;
  const before = rows[Math.max(0, at)]!;
  const hasBoard = c.start.record !== 'clock';
  return (
    <div class="console-grid">
      <div class="console-side">
        <VerdictCard verdict={a.value.verdict} rules={c.start.rules} />
        {hasBoard && <BoardCard row={row} before={at === -1 ? row : before} />}
        <StartCard c={c} />
        <SharePanel c={c} pgn={a.value.verdict.pgn} />
      </div>
      <div class="console-main">
        <ComparePanel own={a.value.verdict} />
        <Timeline c={c} rows={rows} />
      </div>
    </div>
  );
}

/** The console page. */
export function ConsolePage() {
  useEffect(() => {
    // A visitor sees the console at work at once: the first sample, unless a link brings a case.
    if (hasSharedCase(location.hash)) void openFragment(location.hash);
    else if (openCase.peek() === null) openText(SAMPLES[0]!.log, SAMPLES[0]!.id);
    const onHash = () => void openFragment(location.hash);
    addEventListener('hashchange', onHash);
    return () => removeEventListener('hashchange', onHash);
  }, []);
  // Every change of the case starts the comparison afresh (after the verdict has been drawn).
  useEffect(() => openCase.subscribe((c) => compareLater(c)), []);
  const error = inputError.value;
  // The banner stands below the input card: on a phone it is off screen, so a new one is scrolled to.
  const banner = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (error !== null) banner.current?.scrollIntoView({ block: 'nearest' });
  }, [error]);
  return (
    <main class="page console" data-testid="console">
      <h1>{t('console.title')}</h1>
      <p class="muted">{t('console.intro')}</p>
      <InputPanel compact={openCase.value !== null} />
      {error !== null && (
        <p class="banner" role="alert" data-testid="console-input-error" ref={banner}>
          {t(`console.error.${error.kind}`)} {error.message}
        </p>
      )}
      <CaseView />
    </main>
  );
}
