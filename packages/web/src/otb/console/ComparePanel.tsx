/**
 * "What would differ": the case ruled under every other ruleset, listing those that rule
 * otherwise with their deciding ruling and article ("US Chess, blitz: ½–½ — both flags are down
 * … (US Chess 8c)"), then those that agree under another article, then those that agree.
 */
import type { Verdict } from '@flagfall/core/arbiter';
import { RULESET_NAMES } from '@flagfall/core/rules';
import { language, t } from '../../i18n/i18n.js';
import { articleText } from '../../game/ruling.js';
import { differenceOf, type RulesetOutcome } from './compare.js';
import { comparison } from './store.js';
import { resultText, rulesName, scoreText, terminationText } from './words.js';

function Outcome({ o, kind }: { readonly o: RulesetOutcome; readonly kind: string }) {
  return (
    <li data-testid={`console-compare-${o.rules}`} data-difference={kind} data-result={o.result} data-rule={o.rule ?? ''}>
      <strong>{rulesName(o.rules)}</strong>: <span class="console-score">{scoreText(o.result)}</span>
      {o.termination !== null ? <> · {terminationText(o.termination)}</> : <> · {resultText(o.result)}</>}
      {o.error !== undefined && (
        <span class="error" lang="en">
          {' '}
          — {o.error}
        </span>
      )}
      {o.deciding !== null && (
        <>
          {' — '}
          <span lang="en">{o.deciding.ruling}</span> <span class="console-rule">({articleText(o.deciding.rule, language.value)})</span>
        </>
      )}
    </li>
  );
}

/** The comparison card, for the case whose own verdict is `own`. */
export function ComparePanel({ own }: { readonly own: Verdict }) {
  const cmp = comparison.value;
  const outcomes = cmp?.outcomes ?? [];
  const differ = outcomes.filter((o) => differenceOf(own, o) === 'result');
  const article = outcomes.filter((o) => differenceOf(own, o) === 'article');
  const same = outcomes.filter((o) => differenceOf(own, o) === 'same');
  const done = cmp?.done === true;
  return (
    <section
      class="card console-compare"
      aria-labelledby="console-compare-h"
      data-testid="console-compare"
      data-done={done ? 'true' : 'false'}
    >
      <h2 id="console-compare-h">{t('console.compare.heading')}</h2>
      <p class="muted small" aria-live="polite">
        {done ? t('console.compare.done') : t('console.compare.running', { n: outcomes.length, of: RULESET_NAMES.length - 1 })}
      </p>
      {differ.length > 0 && (
        <>
          <h3>{t('console.compare.differ')}</h3>
          <ul class="console-compare-list">
            {differ.map((o) => (
              <Outcome key={o.rules} o={o} kind="result" />
            ))}
          </ul>
        </>
      )}
      {done && differ.length === 0 && <p data-testid="console-compare-none">{t('console.compare.none')}</p>}
      {article.length > 0 && (
        <>
          <h3>{t('console.compare.article')}</h3>
          <ul class="console-compare-list">
            {article.map((o) => (
              <Outcome key={o.rules} o={o} kind="article" />
            ))}
          </ul>
        </>
      )}
      {same.length > 0 && (
        <div class="console-same">
          <h3>{t('console.compare.same')}</h3>
          <ul class="console-same-list">
            {same.map((o) => (
              <li
                key={o.rules}
                data-testid={`console-compare-${o.rules}`}
                data-difference="same"
                data-result={o.result}
                data-rule={o.rule ?? ''}
              >
                {rulesName(o.rules)}
              </li>
            ))}
          </ul>
        </div>
      )}
      <p class="muted small">{t('console.compare.budget')}</p>
    </section>
  );
}
