/**
 * The setup screen: presets and the last controls used, any control typed in any notation (read
 * by the core as you type), Black's own control for time odds, the ruleset, the arbiter, the kind
 * of clock, Guidelines III, what is recorded, the names and where White sits. "Set the clock"
 * starts the game in the core and shows the clock, waiting for the first press.
 */
import { useState } from 'preact/hooks';
import { RULESETS } from '@flagfall/core/rules';
import { t } from '../../i18n/i18n.js';
import type { MessageKey } from '../../i18n/en.js';
import { readTc, TcField } from '../../lobby/TcField.js';
import type { ClockController } from './controller.js';
import { controlKey, OTB_RULESETS, PRESETS, suggestRules, readControl, type ClockSetup, type OtbRuleset, type Preset } from './setup.js';

/** A time-control field of the setup, read by the core as typed (the lobby's field with the setup's words). */
function ControlField({ id, label, value, onInput }: { id: string; label: string; value: string; onInput: (v: string) => void }) {
  return <TcField id={id} label={label} hint={t('clock.setup.tcHelp')} value={value} reading={readTc(value)} onInput={onInput} />;
}

/** A row of radio buttons drawn as one segmented control. */
function Segments<T extends string>({
  name,
  legend,
  value,
  options,
  onChange,
}: {
  name: string;
  legend: string;
  value: T;
  options: readonly { value: T; label: string }[];
  onChange: (v: T) => void;
}) {
  return (
    <fieldset class="segmented">
      <legend>{legend}</legend>
      <div class="segments">
        {options.map((o) => (
          <label class="segment" key={o.value} data-testid={`${name}-${o.value}`}>
            <input type="radio" name={name} value={o.value} checked={value === o.value} onChange={() => onChange(o.value)} />
            <span>{o.label}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

const presetLabel = (p: Preset): string =>
  p.id === 'armageddon' ? t('clock.preset.armageddon') : p.id === '90+30' ? t('clock.preset.classical') : p.id;

/** The setup screen. */
export function SetupScreen({ ctl }: { ctl: ClockController }) {
  const [setup, setSetup] = useState<ClockSetup>(ctl.setup);
  const [odds, setOdds] = useState(setup.tcBlack.trim() !== '' && setup.tcBlack.trim() !== setup.tc.trim());
  const [problem, setProblem] = useState<string | null>(null);
  const set = (change: Partial<ClockSetup>) => {
    setSetup((s) => ({ ...s, ...change }));
    setProblem(null);
  };
  const pick = (p: Preset) => {
    const control = readControl(p.tc);
    setOdds(p.tcBlack !== undefined);
    set({ tc: p.tc, tcBlack: p.tcBlack ?? '', ...(control.ok ? { rules: suggestRules(setup.rules, control.control) } : {}) });
  };
  const current = controlKey({ tc: setup.tc, tcBlack: odds ? setup.tcBlack : '' });
  const fide2023 = RULESETS[setup.rules].category.value.scheme === 'fide-2023';
  const submit = (e: Event) => {
    e.preventDefault();
    const chosen = { ...setup, tcBlack: odds ? setup.tcBlack : '', guidelinesIII: fide2023 && setup.guidelinesIII };
    const p = ctl.begin(chosen);
    if (p !== null) {
      setProblem(p.message ?? t('clock.setup.needsClock'));
      document.querySelector<HTMLInputElement>(`[data-testid="${p.field === 'tcBlack' ? 'clock-tc-black' : 'clock-tc'}"]`)?.focus();
    }
  };
  const presetButton = (p: Preset, prefix: string) => (
    <button
      type="button"
      class="button small"
      key={p.id}
      data-testid={`${prefix}-${p.id}`}
      aria-pressed={controlKey({ tc: p.tc, tcBlack: p.tcBlack ?? '' }) === current}
      onClick={() => pick(p)}
    >
      {prefix === 'clock-recent' ? p.id : presetLabel(p)}
    </button>
  );

  return (
    <main class="page narrow otb-setup">
      <h1>{t('clock.title')}</h1>
      <p class="muted">{t('clock.setup.intro')}</p>
      <form class="card" onSubmit={submit} data-testid="clock-setup" aria-labelledby="clock-setup-h">
        <h2 id="clock-setup-h">{t('clock.setup.heading')}</h2>
        <section aria-labelledby="clock-presets-h">
          <h3 id="clock-presets-h" class="otb-sub">
            {t('clock.setup.presets')}
          </h3>
          <div class="presets">{PRESETS.map((p) => presetButton(p, 'clock-preset'))}</div>
        </section>
        {ctl.recent.length > 0 && (
          <section aria-labelledby="clock-recent-h">
            <h3 id="clock-recent-h" class="otb-sub">
              {t('clock.setup.recent')}
            </h3>
            <div class="presets">{ctl.recent.map((p) => presetButton(p, 'clock-recent'))}</div>
          </section>
        )}
        <ControlField
          id="clock-tc"
          label={odds ? t('clock.setup.tcWhite') : t('clock.setup.tc')}
          value={setup.tc}
          onInput={(tc) => set({ tc })}
        />
        <label class="check">
          <input type="checkbox" data-testid="clock-odds" checked={odds} onChange={(e) => setOdds(e.currentTarget.checked)} />
          <span>{t('clock.setup.odds')}</span>
        </label>
        {odds && (
          <ControlField
            id="clock-tc-black"
            label={t('clock.setup.tcBlack')}
            value={setup.tcBlack}
            onInput={(tcBlack) => set({ tcBlack })}
          />
        )}
        <label class="field">
          <span>{t('clock.setup.rules')}</span>
          <select data-testid="clock-rules" value={setup.rules} onChange={(e) => set({ rules: e.currentTarget.value as OtbRuleset })}>
            {OTB_RULESETS.map((r) => (
              <option value={r} key={r}>
                {t(`clock.rules.${r}` as MessageKey)}
              </option>
            ))}
          </select>
        </label>
        <Segments
          name="clock-arbiter"
          legend={t('clock.setup.arbiter')}
          value={setup.arbiter}
          options={[
            { value: 'absent', label: t('clock.arbiter.absent') },
            { value: 'present', label: t('clock.arbiter.present') },
          ]}
          onChange={(arbiter) => set({ arbiter })}
        />
        <Segments
          name="clock-kind"
          legend={t('clock.setup.clockKind')}
          value={setup.clock}
          options={[
            { value: 'digital', label: t('clock.clockKind.digital') },
            { value: 'analog', label: t('clock.clockKind.analog') },
          ]}
          onChange={(clock) => set({ clock })}
        />
        {fide2023 && (
          <label class="check">
            <input
              type="checkbox"
              data-testid="clock-guidelines"
              checked={setup.guidelinesIII}
              onChange={(e) => set({ guidelinesIII: e.currentTarget.checked })}
            />
            <span>{t('clock.setup.guidelinesIII')}</span>
          </label>
        )}
        <Segments
          name="clock-record"
          legend={t('clock.setup.record')}
          value={setup.record}
          options={[
            { value: 'clock', label: t('clock.record.clock') },
            { value: 'moves', label: t('clock.record.moves') },
          ]}
          onChange={(record) => set({ record })}
        />
        <div class="row otb-names">
          <label class="field grow">
            <span>{t('clock.setup.white')}</span>
            <input
              data-testid="clock-white"
              value={setup.white}
              maxLength={100}
              placeholder={t('clock.setup.optional')}
              onInput={(e) => set({ white: e.currentTarget.value })}
            />
          </label>
          <label class="field grow">
            <span>{t('clock.setup.black')}</span>
            <input
              data-testid="clock-black"
              value={setup.black}
              maxLength={100}
              placeholder={t('clock.setup.optional')}
              onInput={(e) => set({ black: e.currentTarget.value })}
            />
          </label>
        </div>
        <Segments
          name="clock-side"
          legend={t('clock.setup.whiteSide')}
          value={setup.whiteSide}
          options={[
            { value: 'left', label: t('clock.side.left') },
            { value: 'right', label: t('clock.side.right') },
          ]}
          onChange={(whiteSide) => set({ whiteSide })}
        />
        {problem !== null && (
          <p class="error" role="alert" data-testid="clock-setup-error">
            {problem}
          </p>
        )}
        <button type="submit" class="button primary otb-begin" data-testid="clock-begin">
          {t('clock.setup.begin')}
        </button>
      </form>
    </main>
  );
}
