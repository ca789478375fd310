/**
 * The lobby: quick pairing, the custom form, the computer (its form open at `/computer`), open
 * seeks and live games updating in real time, challenges to and from you, and how many people
 * and games are online.
 */
import { useEffect } from 'preact/hooks';
import { POOLS, type PlayerInfo, type Pool } from '@flagfall/protocol';
import { parseTimeControl, classifyLichess } from '@flagfall/core/clock';
import { account, connection, signedIn } from '../app/session.js';
import { t } from '../i18n/i18n.js';
import type { MessageKey } from '../i18n/en.js';
import { ComputerForm } from './ComputerForm.js';
import { computerOf } from './computer.js';
import { CustomSeek } from './CustomSeek.js';
import { counts, followLobby, games, incoming, lobbyError, myChallenges, mySeeks, pool, seeks } from './store.js';

/** A player's name as the page writes it: the computer as "Stockfish · level 3" in the reader's language. */
export function playerName(p: PlayerInfo): string {
  const ai = computerOf(p);
  return ai === null ? p.name : `${ai.engine} · ${t('ai.levelShort', { level: ai.level })}`;
}

/** A player's name with rating (and `?` while provisional); the computer with its level instead of a rating. */
export function PlayerLabel({ p }: { p: PlayerInfo }) {
  const ai = computerOf(p);
  if (ai !== null) {
    return (
      <span class="player-label ai" title={t('ai.computer')}>
        <ChipIcon />
        <span>{ai.engine}</span> <span class="rating ai-level">{t('ai.levelShort', { level: ai.level })}</span>
      </span>
    );
  }
  return (
    <span class="player-label">
      {p.title !== null && <span class="title">{p.title}</span>}
      {p.id !== null ? <a href={`/@/${p.name}`}>{p.name}</a> : <span>{p.name}</span>}
      {p.rating !== null && (
        <span class="rating">
          {' '}
          {Math.round(p.rating)}
          {p.provisional ? '?' : ''}
        </span>
      )}
    </span>
  );
}

/** A small processor chip: the computer's mark beside its name and on the lobby's tile. */
function ChipIcon() {
  return (
    <svg class="chip" viewBox="0 0 16 16" width="16" height="16" aria-hidden="true">
      <rect x="3.5" y="3.5" width="9" height="9" rx="1.5" fill="none" stroke="currentColor" stroke-width="1.5" />
      <rect x="6" y="6" width="4" height="4" fill="currentColor" />
      <path d="M6 1v2M10 1v2M6 13v2M10 13v2M1 6h2M1 10h2M13 6h2M13 10h2" stroke="currentColor" stroke-width="1.5" />
    </svg>
  );
}

function categoryOf(tc: string): string {
  const r = parseTimeControl(tc);
  const c = r.ok ? classifyLichess(r.value) : null;
  return c === null ? '' : t(`cat.lichess.${c}` as MessageKey);
}

function QuickGrid({ computerOpen }: { computerOpen: boolean }) {
  const current = pool.value;
  const rated = signedIn.value;
  const press = (p: Pool) => {
    lobbyError.value = null;
    if (current === p) connection.send({ type: 'pool.leave' });
    else connection.send({ type: 'pool.join', pool: p, rated });
  };
  return (
    <section class="card quick" aria-labelledby="quick-h">
      <h2 id="quick-h">{t('lobby.quick')}</h2>
      <div class="grid">
        {POOLS.map((p) => (
          <button
            type="button"
            key={p}
            class={`pool${current === p ? ' waiting' : ''}`}
            data-testid={`pool-${p}`}
            aria-pressed={current === p}
            onClick={() => press(p)}
          >
            <span class="pool-tc">{p}</span>
            <span class="pool-cat">{current === p ? t('lobby.searching') : categoryOf(p)}</span>
          </button>
        ))}
      </div>
      <div class="grid extra">
        <a
          class="pool wide"
          href="#custom-h"
          onClick={(e) => {
            e.preventDefault();
            document.querySelector<HTMLInputElement>('[data-testid=custom-tc]')?.focus();
          }}
        >
          <span class="pool-tc">{t('lobby.custom')}</span>
          <span class="pool-cat">G/5;d3 · 40/5, G/1</span>
        </a>
        <a
          class="pool wide"
          href="/computer"
          data-testid="ai-open"
          aria-current={computerOpen ? 'page' : undefined}
          onClick={(e) => {
            // Already open: back to its form rather than nowhere.
            if (!computerOpen) return;
            e.preventDefault();
            document.querySelector<HTMLInputElement>('input[name=ai-level]:checked')?.focus();
          }}
        >
          <span class="pool-tc">
            <ChipIcon />
            {t('lobby.computer')}
          </span>
          <span class="pool-cat">{t('lobby.computerNote')}</span>
        </a>
      </div>
      <p class="muted small">{rated ? t('lobby.ratedNote') : t('lobby.casualNote')}</p>
    </section>
  );
}

function SeekList() {
  const list = seeks.value;
  const mine = mySeeks.value;
  const me = account.value;
  return (
    <section class="card" aria-labelledby="seeks-h">
      <h2 id="seeks-h">{t('lobby.seeks')}</h2>
      {list.length === 0 ? (
        <p class="muted">{t('lobby.noSeeks')}</p>
      ) : (
        <ul class="list" data-testid="seek-list">
          {list.map((s) => {
            const own = mine.has(s.id) || (me !== null && s.by.name === me.username);
            return (
              <li key={s.id} data-testid={`seek-${s.id}`}>
                <PlayerLabel p={s.by} />
                <span class="tc">{s.tc}</span>
                <span class="muted">{s.rated ? t('game.rated') : t('game.casual')}</span>
                {own ? (
                  <button
                    type="button"
                    class="button small"
                    data-testid={`seek-cancel-${s.id}`}
                    onClick={() => connection.send({ type: 'seek.cancel', seekId: s.id })}
                  >
                    {t('lobby.cancel')}
                  </button>
                ) : (
                  <button
                    type="button"
                    class="button small primary"
                    data-testid={`seek-accept-${s.id}`}
                    onClick={() => connection.send({ type: 'seek.accept', seekId: s.id })}
                  >
                    {t('lobby.play')}
                  </button>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}

function GameList() {
  const list = games.value;
  return (
    <section class="card" aria-labelledby="games-h">
      <h2 id="games-h">{t('lobby.games')}</h2>
      {list.length === 0 ? (
        <p class="muted">{t('lobby.noGames')}</p>
      ) : (
        <ul class="list" data-testid="game-list">
          {list.map((g) => (
            <li key={g.id}>
              <a href={`/game/${g.id}`} data-testid={`live-${g.id}`} class="game-link">
                <span>{playerName(g.white)}</span> <span class="muted">–</span> <span>{playerName(g.black)}</span>
              </a>
              <span class="tc">{g.tc}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function Challenges() {
  const ins = incoming.value;
  const outs = myChallenges.value;
  if (ins.length === 0 && outs.length === 0) return null;
  return (
    <section class="card challenges" aria-labelledby="ch-h">
      <h2 id="ch-h">{t('lobby.challenges')}</h2>
      <ul class="list">
        {ins.map((c) => (
          <li key={c.id} data-testid={`incoming-${c.id}`}>
            <span>{t('lobby.challengeFrom', { name: c.by.name, tc: c.tc })}</span>
            <button
              type="button"
              class="button small primary"
              data-testid={`challenge-accept-${c.id}`}
              onClick={() => connection.send({ type: 'challenge.accept', id: c.id })}
            >
              {t('lobby.accept')}
            </button>
            <button
              type="button"
              class="button small"
              data-testid={`challenge-decline-${c.id}`}
              onClick={() => {
                connection.send({ type: 'challenge.decline', id: c.id });
                incoming.value = incoming.value.filter((x) => x.id !== c.id);
              }}
            >
              {t('lobby.decline')}
            </button>
          </li>
        ))}
        {outs.map((c) => (
          <li key={c.id} data-testid={`outgoing-${c.id}`}>
            <span>{c.to !== null ? t('lobby.challengeTo', { name: c.to, tc: c.tc }) : t('lobby.challengeLink', { tc: c.tc })}</span>
            {c.declined === true ? (
              <span class="error">{t('lobby.declined')}</span>
            ) : (
              c.to === null && (
                <input
                  class="link-box"
                  readOnly
                  value={c.url}
                  aria-label={t('lobby.linkLabel')}
                  data-testid="challenge-url"
                  onFocus={(e) => e.currentTarget.select()}
                />
              )
            )}
            <button
              type="button"
              class="button small"
              onClick={() => {
                connection.send({ type: 'challenge.cancel', id: c.id });
                myChallenges.value = myChallenges.value.filter((x) => x.id !== c.id);
              }}
            >
              {t('lobby.cancel')}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The lobby page; `computer` opens the computer's form (the route `/computer`). */
export function Lobby({ computer = false }: { computer?: boolean }) {
  useEffect(() => followLobby(), []);
  const c = counts.value;
  return (
    <main class="page lobby">
      <h1 class="sr-only">{t('lobby.title')}</h1>
      <div class="counts" aria-live="polite">
        <span>
          <strong data-testid="count-players">{c?.players ?? '–'}</strong> {t('lobby.players', { count: c?.players ?? 0 })}
        </span>
        <span>
          <strong data-testid="count-games">{c?.games ?? '–'}</strong> {t('lobby.gamesCount', { count: c?.games ?? 0 })}
        </span>
      </div>
      {lobbyError.value !== null && (
        <p class="error banner" role="alert" data-testid="lobby-error">
          {lobbyError.value}
        </p>
      )}
      <div class="lobby-grid">
        <div class="col">
          <QuickGrid computerOpen={computer} />
          {computer && <ComputerForm />}
          <Challenges />
          <CustomSeek />
        </div>
        <div class="col">
          <SeekList />
          <GameList />
        </div>
      </div>
    </main>
  );
}
