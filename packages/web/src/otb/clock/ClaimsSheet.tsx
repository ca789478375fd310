/**
 * The claims panel: claims (flag, illegal move, threefold, fifty moves, a quickplay finish where
 * the ruleset has one), draw offers, resignation, and the arbiter's declaration and look. Each asks
 * once who acts; where the ruleset's table says the answer moves time (an illegal move under FIDE
 * 7.5.5, a wrong claim under US Chess rules …) it says how much and asks for one confirmation.
 * The answer is the core's ruling, shown by the page's ruling card.
 */
import { useState } from 'preact/hooks';
import type { Color } from '@flagfall/core';
import type { DeclaredResult, Termination } from '@flagfall/core/arbiter';
import { articleText } from '../../game/ruling.js';
import { language, t } from '../../i18n/i18n.js';
import type { MessageKey } from '../../i18n/en.js';
import { faceText } from './face.js';
import { ACTIONS, effectsOf, hasQuickplay, isClaim, type Action } from './claims.js';
import type { ClockController } from './controller.js';
import { Sheet } from './Sheet.js';

/** What the arbiter may declare, and the results each allows (a checkmate is never a draw, a stalemate never a win). */
const DECLARABLE: readonly { readonly termination: Termination; readonly results: readonly DeclaredResult[] }[] = [
  { termination: 'checkmate', results: ['1-0', '0-1'] },
  { termination: 'resignation', results: ['1-0', '0-1', '1/2-1/2'] },
  { termination: 'stalemate', results: ['1/2-1/2'] },
  { termination: 'dead-position', results: ['1/2-1/2'] },
  { termination: 'threefold', results: ['1/2-1/2'] },
  { termination: 'fifty-moves', results: ['1/2-1/2'] },
  { termination: 'agreement', results: ['1/2-1/2'] },
  { termination: 'timeout', results: ['1-0', '0-1', '1/2-1/2'] },
  { termination: 'illegal-move', results: ['1-0', '0-1', '1/2-1/2'] },
];

const sideName = (c: Color) => t(c === 'white' ? 'color.White' : 'color.Black');

/** The lines saying what the action may do to the clocks, from the ruleset's table. */
function effectLines(ctl: ClockController, action: Action, by: Color): string[] {
  const e = effectsOf(ctl.setup.rules, action, by);
  const lang = language.value;
  const lines = e.time.map((x) =>
    t(x.when === 'correct' ? 'clock.effect.ifCorrect' : x.when === 'wrong' ? 'clock.effect.ifWrong' : 'clock.effect.ifPostponed', {
      side: sideName(x.to),
      time: faceText(x.ms),
      rule: articleText(x.rule, lang),
    }),
  );
  if (e.lossAtCount !== null)
    lines.push(t('clock.effect.loss', { count: e.lossAtCount.count, rule: articleText(e.lossAtCount.rule, lang) }));
  return lines;
}

/** The panel; `onDone` closes it once an action is applied. */
export function ClaimsSheet({ ctl, onClose }: { ctl: ClockController; onClose: () => void }) {
  ctl.watch();
  const [action, setAction] = useState<Action | null>(null);
  const [by, setBy] = useState<Color | null>(null);
  const [move, setMove] = useState('');
  const [termination, setTermination] = useState<Termination>('checkmate');
  const [result, setResult] = useState<DeclaredResult>('1-0');
  const state = ctl.recorder?.state;
  const moves = ctl.setup.record === 'moves';
  const shown = ACTIONS.filter((a) => {
    if (a === 'quickplay-finish') return hasQuickplay(ctl.setup.rules);
    if (a === 'draw-accept' || a === 'draw-decline') return (state?.drawOffer ?? null) !== null;
    return true;
  });

  const run = (a: Action, who: Color | null) => {
    const stamp = performance.now();
    if (a === 'look') ctl.look(stamp);
    else if (a === 'declare') ctl.declare(result, termination, stamp);
    else if (who === null) return;
    else if (isClaim(a))
      ctl.claim(who, a, stamp, (a === 'threefold' || a === 'fifty-moves') && move.trim() !== '' ? move.trim() : undefined);
    else ctl.act(a, who, stamp);
    onClose();
  };

  const choose = (a: Action) => {
    setAction(a);
    setBy(null);
    if (a === 'look') run(a, null);
  };

  const needsMove = (a: Action) => moves && (a === 'threefold' || a === 'fifty-moves');
  const pickBy = (who: Color) => {
    setBy(who);
    if (action === null) return;
    // Straight to the core unless there is something to confirm or to type.
    if (effectsOf(ctl.setup.rules, action, who).time.length === 0 && !needsMove(action)) run(action, who);
  };

  const title = action === null ? t('clock.claims') : t(`clock.act.${action}` as MessageKey);
  return (
    <Sheet id="claims" title={title} onClose={onClose}>
      {action === null && (
        <div class="otb-actions">
          {shown.map((a) => (
            <button type="button" class="button" key={a} data-testid={`clock-act-${a}`} onClick={() => choose(a)}>
              {t(`clock.act.${a}` as MessageKey)}
            </button>
          ))}
        </div>
      )}
      {action !== null && action !== 'declare' && action !== 'look' && (
        <>
          <p id="clock-who">{t(isClaim(action) ? 'clock.whoClaims' : 'clock.whoActs')}</p>
          <div class="otb-actions" role="group" aria-labelledby="clock-who">
            {(['white', 'black'] as const).map((c) => (
              <button type="button" class="button" key={c} data-testid={`clock-by-${c}`} aria-pressed={by === c} onClick={() => pickBy(c)}>
                {sideName(c)}
              </button>
            ))}
          </div>
          {by !== null && (
            <div class="otb-confirm" data-testid="clock-confirm-box">
              {needsMove(action) && (
                <label class="field">
                  <span>{t('clock.intendedMove')}</span>
                  <input
                    data-testid="clock-intended-move"
                    value={move}
                    spellcheck={false}
                    autocomplete="off"
                    onInput={(e) => setMove(e.currentTarget.value)}
                  />
                </label>
              )}
              {effectLines(ctl, action, by).map((line) => (
                <p key={line} class="otb-effect">
                  {line}
                </p>
              ))}
              <button type="button" class="button primary" data-testid="clock-confirm" onClick={() => run(action, by)}>
                {t('clock.confirm')}
              </button>
            </div>
          )}
        </>
      )}
      {action === 'declare' && (
        <div class="otb-confirm">
          <label class="field">
            <span>{t('clock.declare.termination')}</span>
            <select
              data-testid="clock-declare-termination"
              value={termination}
              onChange={(e) => {
                const term = e.currentTarget.value as Termination;
                setTermination(term);
                const allowed = DECLARABLE.find((d) => d.termination === term)!.results;
                if (!allowed.includes(result)) setResult(allowed[0]!);
              }}
            >
              {DECLARABLE.map((d) => (
                <option key={d.termination} value={d.termination}>
                  {t(`clock.term.${d.termination}` as MessageKey)}
                </option>
              ))}
            </select>
          </label>
          <label class="field">
            <span>{t('clock.declare.result')}</span>
            <select data-testid="clock-declare-result" value={result} onChange={(e) => setResult(e.currentTarget.value as DeclaredResult)}>
              {DECLARABLE.find((d) => d.termination === termination)!.results.map((r) => (
                <option key={r} value={r}>
                  {t(`clock.result.${r}` as MessageKey)}
                </option>
              ))}
            </select>
          </label>
          <button type="button" class="button primary" data-testid="clock-confirm" onClick={() => run('declare', null)}>
            {t('clock.confirm')}
          </button>
        </div>
      )}
      {action !== null && (
        <p>
          <button type="button" class="link" data-testid="clock-act-back" onClick={() => setAction(null)}>
            {t('clock.back')}
          </button>
        </p>
      )}
    </Sheet>
  );
}
