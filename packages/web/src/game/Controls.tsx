/**
 * What a player can do in a game, and what the game says back: resign (with a confirmation),
 * draw and takeback offers and answers, abort while it is allowed, the opponent's absence
 * countdown and the claims it opens, the result with its ruling and article, rematch, PGN.
 */
import { useEffect, useState } from 'preact/hooks';
import type { Color } from '@flagfall/core';
import type { GameController } from './controller.js';
import type { GameModel } from './state.js';
import { articleText, rulingText } from './ruling.js';
import { language, t } from '../i18n/i18n.js';
import { prefs } from '../app/session.js';
import { getText } from '../net/api.js';
import { computerOf } from '../lobby/computer.js';

const other = (c: Color): Color => (c === 'white' ? 'black' : 'white');

/** The result, its ruling in words and its article. */
export function ResultBox({ model }: { model: GameModel }) {
  const end = model.end;
  if (end === null) return null;
  const lang = language.value;
  const text = rulingText(end, model.reading.clock, lang);
  const diff = end.ratingDiff;
  const sign = (n: number) => (n > 0 ? `+${n}` : String(n));
  return (
    <div class="result" data-testid="result" data-result={end.result} role="status" aria-live="assertive">
      <div class="score">{end.status === 'aborted' ? '—' : end.result === '1/2-1/2' ? '½–½' : end.result}</div>
      <div class="ruling">
        {text}
        {end.rule !== null && <span class="article">{articleText(end.rule, lang)}</span>}
      </div>
      {diff !== null && (
        <div class="diffs muted">
          {model.white.name} {sign(Math.round(diff.white))} · {model.black.name} {sign(Math.round(diff.black))}
        </div>
      )}
    </div>
  );
}

function Countdown({ ms, atMs }: { ms: number; atMs: number }) {
  const [now, setNow] = useState(performance.now());
  useEffect(() => {
    const id = setInterval(() => setNow(performance.now()), 250);
    return () => clearInterval(id);
  }, []);
  return <>{Math.max(0, Math.ceil((ms - (now - atMs)) / 1000))}</>;
}

/** The buttons and questions of a game. */
export function Controls({ ctrl, model }: { ctrl: GameController; model: GameModel }) {
  const [confirming, setConfirming] = useState<'resign' | null>(null);
  const you = model.you;
  const id = model.id;
  const over = model.end !== null;
  const presence = ctrl.presence.value;

  useEffect(() => {
    if (confirming === null) return;
    const timer = setTimeout(() => setConfirming(null), 3000);
    return () => clearTimeout(timer);
  }, [confirming]);

  const pgnUrl = `/game/export/${id}`;
  const copyPgn = async () => {
    const r = await getText(pgnUrl);
    if (r.ok) {
      try {
        await navigator.clipboard.writeText(r.value);
        ctrl.notice.value = { kind: 'info', text: t('game.pgnCopied') };
      } catch {
        ctrl.notice.value = { kind: 'error', text: t('game.pgnCopyFailed') };
      }
    } else ctrl.notice.value = { kind: 'error', text: r.error };
  };

  const rows = [];
  if (you !== null && !over) {
    const opp = other(you);
    if (model.drawOffer === opp) {
      rows.push(
        <div class="question" key="draw">
          <span>{t('game.drawOffered')}</span>
          <button
            type="button"
            class="button primary small"
            data-testid="draw-accept"
            onClick={() => ctrl.act({ type: 'draw', gameId: id, action: 'accept' })}
          >
            {t('game.accept')}
          </button>
          <button
            type="button"
            class="button small"
            data-testid="draw-decline"
            onClick={() => ctrl.act({ type: 'draw', gameId: id, action: 'decline' })}
          >
            {t('game.decline')}
          </button>
        </div>,
      );
    }
    if (model.takebackOffer === opp) {
      rows.push(
        <div class="question" key="tb">
          <span>{t('game.takebackOffered')}</span>
          <button
            type="button"
            class="button primary small"
            data-testid="takeback-accept"
            onClick={() => ctrl.act({ type: 'takeback', gameId: id, action: 'accept' })}
          >
            {t('game.accept')}
          </button>
          <button
            type="button"
            class="button small"
            data-testid="takeback-decline"
            onClick={() => ctrl.act({ type: 'takeback', gameId: id, action: 'decline' })}
          >
            {t('game.decline')}
          </button>
        </div>,
      );
    }
    const gone = presence?.[opp];
    if (gone !== undefined && !gone.online && gone.claimInMs !== null) {
      const left = gone.claimInMs - (performance.now() - gone.atMs);
      rows.push(
        <div class="question gone" key="gone" data-testid="opponent-gone" role="status">
          {left > 0 ? (
            <span>
              {t('game.opponentGone')} <Countdown ms={gone.claimInMs} atMs={gone.atMs} /> s
            </span>
          ) : (
            <>
              <span>{t('game.opponentLeft')}</span>
              <button
                type="button"
                class="button primary small"
                data-testid="claim-win"
                onClick={() => ctrl.act({ type: 'claim', gameId: id, claim: 'abandonment-win' })}
              >
                {t('game.claimWin')}
              </button>
              <button
                type="button"
                class="button small"
                data-testid="claim-draw"
                onClick={() => ctrl.act({ type: 'claim', gameId: id, claim: 'abandonment-draw' })}
              >
                {t('game.claimDraw')}
              </button>
            </>
          )}
        </div>,
      );
    }
  }

  const early = model.moves.length < 2;
  const vsComputer = you !== null && computerOf(model[other(you)]) !== null;
  const resign = () => {
    if (prefs.value.confirmResign && confirming !== 'resign') setConfirming('resign');
    else {
      setConfirming(null);
      ctrl.act({ type: 'resign', gameId: id });
    }
  };

  return (
    <div class="controls">
      {rows}
      {you !== null && !over && (
        <div class="buttons" role="group" aria-label={t('game.actions')}>
          {early ? (
            <button type="button" class="button" data-testid="abort" onClick={() => ctrl.act({ type: 'abort', gameId: id })}>
              {t('game.abort')}
            </button>
          ) : (
            !model.rated && (
              <button
                type="button"
                class="button"
                data-testid="takeback"
                disabled={model.takebackOffer === you}
                onClick={() => ctrl.act({ type: 'takeback', gameId: id, action: 'offer' })}
              >
                {model.takebackOffer === you ? t('game.takebackSent') : t('game.takeback')}
              </button>
            )
          )}
          {!early && (
            <button
              type="button"
              class="button"
              data-testid="draw-offer"
              disabled={model.drawOffer === you}
              onClick={() => ctrl.act({ type: 'draw', gameId: id, action: 'offer' })}
            >
              {model.drawOffer === you ? t('game.drawSent') : t('game.offerDraw')}
            </button>
          )}
          {!early && (
            <button
              type="button"
              class={`button${confirming === 'resign' ? ' danger' : ''}`}
              data-testid={confirming === 'resign' ? 'confirm-yes' : 'resign'}
              onClick={resign}
            >
              {confirming === 'resign' ? t('game.confirmResign') : t('game.resign')}
            </button>
          )}
        </div>
      )}
      {over && <ResultBox model={model} />}
      {over && you !== null && model.end.status === 'over' && (
        <div class="buttons">
          {model.rematch !== null ? (
            <a class="button primary" href={`/game/${model.rematch}`}>
              {t('game.toRematch')}
            </a>
          ) : model.rematchOffer === other(you) ? (
            <>
              <button
                type="button"
                class="button primary"
                data-testid="rematch-accept"
                onClick={() => ctrl.act({ type: 'rematch', gameId: id, action: 'accept' })}
              >
                {t('game.acceptRematch')}
              </button>
              <button
                type="button"
                class="button"
                data-testid="rematch-decline"
                onClick={() => ctrl.act({ type: 'rematch', gameId: id, action: 'decline' })}
              >
                {t('game.decline')}
              </button>
            </>
          ) : (
            <button
              type="button"
              class="button primary"
              data-testid="rematch"
              disabled={model.rematchOffer === you}
              onClick={() => ctrl.act({ type: 'rematch', gameId: id, action: 'offer' })}
            >
              {model.rematchOffer === you ? t('game.rematchSent') : t('game.rematch')}
            </button>
          )}
          {vsComputer ? (
            <a class="button" href="/computer" data-testid="ai-again">
              {t('ai.again')}
            </a>
          ) : (
            <a class="button" href="/">
              {t('game.newGame')}
            </a>
          )}
        </div>
      )}
      {over && vsComputer && model.end.status === 'aborted' && (
        <div class="buttons">
          <a class="button" href="/computer" data-testid="ai-again">
            {t('ai.again')}
          </a>
        </div>
      )}
      {model.end?.status !== 'aborted' && model.moves.length > 0 && (
        <div class="buttons pgn">
          <button type="button" class="button small" data-testid="pgn-copy" onClick={() => void copyPgn()}>
            {t('game.copyPgn')}
          </button>
          <a class="button small" data-testid="pgn-download" href={pgnUrl} download={`flagfall-${id}.pgn`}>
            {t('game.downloadPgn')}
          </a>
        </div>
      )}
    </div>
  );
}
