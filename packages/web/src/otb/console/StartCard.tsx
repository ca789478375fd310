/**
 * The start of the case: the ruleset, whether an arbiter is present, the kind of clock (each a
 * select: changing one rules the whole case again), the control, the players, and what a PGN
 * reader inferred.
 */
import { RULESET_NAMES, isRulesetName } from '@flagfall/core/rules';
import { t } from '../../i18n/i18n.js';
import type { Case } from './caseText.js';
import { withStart } from './edit.js';
import { change, selected } from './store.js';
import { rulesName } from './words.js';

/** The start card. */
export function StartCard({ c }: { readonly c: Case }) {
  const s = c.start;
  const set = (patch: Partial<typeof s>) => change(withStart(c, { ...s, ...patch }), selected.peek());
  const white = s.tags['White'];
  const black = s.tags['Black'];
  return (
    <section class="card console-start" aria-labelledby="console-start-h">
      <h2 id="console-start-h">{t('console.start.heading')}</h2>
      <div class="console-selects">
        <label class="field">
          <span>{t('console.start.rules')}</span>
          <select
            data-testid="console-rules"
            value={s.rules}
            onChange={(e) => {
              const v = e.currentTarget.value;
              if (isRulesetName(v)) set({ rules: v });
            }}
          >
            {RULESET_NAMES.map((r) => (
              <option key={r} value={r}>
                {rulesName(r)}
              </option>
            ))}
          </select>
        </label>
        <label class="field">
          <span>{t('console.start.arbiter')}</span>
          <select
            data-testid="console-arbiter"
            value={s.arbiter}
            onChange={(e) => set({ arbiter: e.currentTarget.value === 'present' ? 'present' : 'absent' })}
          >
            <option value="absent">{t('console.start.arbiterAbsent')}</option>
            <option value="present">{t('console.start.arbiterPresent')}</option>
          </select>
        </label>
        <label class="field">
          <span>{t('console.start.clock')}</span>
          <select
            data-testid="console-clock"
            value={s.clock}
            onChange={(e) => set({ clock: e.currentTarget.value === 'analog' ? 'analog' : 'digital' })}
          >
            <option value="digital">{t('console.start.clockDigital')}</option>
            <option value="analog">{t('console.start.clockAnalog')}</option>
          </select>
        </label>
      </div>
      <dl class="console-facts">
        <dt>{t('console.start.tc')}</dt>
        <dd data-testid="console-tc">
          {s.tc}
          {s.tcBlack !== undefined && ` / ${s.tcBlack}`}
        </dd>
        {(white !== undefined || black !== undefined) && (
          <>
            <dt>{t('console.start.players')}</dt>
            <dd>{t('console.start.versus', { white: white ?? '?', black: black ?? '?' })}</dd>
          </>
        )}
        {s.record === 'clock' && (
          <>
            <dt>{t('console.start.record')}</dt>
            <dd>{t('console.start.clockOnly')}</dd>
          </>
        )}
        {s.fen !== undefined && (
          <>
            <dt>{t('console.start.fen')}</dt>
            <dd class="console-fen">{s.fen}</dd>
          </>
        )}
      </dl>
      {c.notes.length > 0 && (
        <div class="console-notes" data-testid="console-notes">
          <h3>{t('console.start.notes')}</h3>
          <ul lang="en">
            {c.notes.map((n, i) => (
              <li key={i}>{n}</li>
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}
