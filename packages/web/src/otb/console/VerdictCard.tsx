/** The verdict at the top: the result, what ended the game, the deciding article and ruling. */
import type { Verdict } from '@flagfall/core/arbiter';
import { language, t } from '../../i18n/i18n.js';
import { articleText } from '../../game/ruling.js';
import { decidingRuling } from './analysis.js';
import { formatMs } from './format.js';
import { resultText, rulesName, scoreText, terminationText } from './words.js';
import type { RulesetName } from '@flagfall/core/rules';

/** The verdict card. */
export function VerdictCard({ verdict, rules }: { readonly verdict: Verdict; readonly rules: RulesetName }) {
  const deciding = decidingRuling(verdict);
  return (
    <section class="card console-verdict" aria-labelledby="console-verdict-h" data-testid="console-verdict" data-result={verdict.result}>
      <h2 id="console-verdict-h">{t('console.verdict.heading')}</h2>
      <p class="console-result">
        <span class="console-score">{scoreText(verdict.result)}</span>
        <span data-testid="console-verdict-result">{resultText(verdict.result)}</span>
      </p>
      {verdict.termination !== null && (
        <p data-testid="console-verdict-termination">
          {terminationText(verdict.termination)}
          {verdict.endedAt !== null && <span class="muted"> · {t('console.verdict.endedAt', { time: formatMs(verdict.endedAt) })}</span>}
        </p>
      )}
      {verdict.rule !== null && (
        <p class="console-article" data-testid="console-verdict-rule" data-rule={verdict.rule}>
          {articleText(verdict.rule, language.value)}
        </p>
      )}
      {deciding !== null && (
        <p class="console-deciding" lang="en">
          {deciding.ruling}
        </p>
      )}
      <p class="muted small">{t('console.verdict.under', { rules: rulesName(rules) })}</p>
    </section>
  );
}
