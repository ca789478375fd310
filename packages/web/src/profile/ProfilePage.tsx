/**
 * A player's profile: rating per category, the rating history as a chart, recent games with
 * their results and rulings, and every game as one PGN.
 */
import { useEffect, useState } from 'preact/hooks';
import { getJson, type GameHeader, type RatingHistory, type UserProfile } from '../net/api.js';
import { formatDate, formatShortDate, language, t } from '../i18n/i18n.js';
import type { MessageKey } from '../i18n/en.js';
import { layoutChart } from './chart.js';
import { articleText, rulingText } from '../game/ruling.js';

const CATEGORIES = ['ultrabullet', 'bullet', 'blitz', 'rapid', 'classical'] as const;
const COLORS: Record<string, string> = {
  ultrabullet: '#8a5cf6',
  bullet: '#d9822b',
  blitz: '#2f7d6d',
  rapid: '#3b6fc4',
  classical: '#b2456e',
};

function RatingChart({ history }: { history: RatingHistory }) {
  const W = 640;
  const H = 240;
  const g = layoutChart(history.categories, W, H);
  if (g.paths.length === 0) return <p class="muted">{t('profile.noRated')}</p>;
  const lang = language.value;
  return (
    <figure class="chart">
      <svg data-testid="rating-chart" viewBox={`0 0 ${W} ${H}`} role="img" aria-label={t('profile.chartLabel')}>
        {g.yTicks.map((tk) => (
          <g key={tk.value}>
            <line x1={36} x2={W - 8} y1={tk.y} y2={tk.y} class="grid-line" />
            <text x={30} y={tk.y + 4} text-anchor="end" class="axis">
              {tk.value}
            </text>
          </g>
        ))}
        {g.xTicks.map((tk, i) => {
          const label = formatShortDate(tk.at, lang);
          // One label per day; the first and last are anchored inside the box.
          if (i > 0 && label === formatShortDate(g.xTicks[i - 1]!.at, lang)) return null;
          const anchor = i === 0 ? 'start' : i === g.xTicks.length - 1 ? 'end' : 'middle';
          return (
            <text key={tk.at} x={tk.x} y={H - 14} text-anchor={anchor} class="axis">
              {label}
            </text>
          );
        })}
        {g.paths.map((p) => (
          <g key={p.name}>
            <path d={p.d} fill="none" stroke={COLORS[p.name] ?? 'currentColor'} stroke-width={2.5} stroke-linejoin="round" />
            {p.last !== null && <circle cx={p.last.x} cy={p.last.y} r={3.5} fill={COLORS[p.name] ?? 'currentColor'} />}
          </g>
        ))}
      </svg>
      <figcaption class="legend">
        {g.paths.map((p) => (
          <span key={p.name}>
            <i style={{ background: COLORS[p.name] }} /> {t(`cat.lichess.${p.name}` as MessageKey)}
          </span>
        ))}
      </figcaption>
    </figure>
  );
}

/** The profile of `user` (null: nobody signed in). */
export function ProfilePage({ user }: { user: string | null }) {
  const [profile, setProfile] = useState<UserProfile | null>(null);
  const [games, setGames] = useState<readonly GameHeader[]>([]);
  const [history, setHistory] = useState<RatingHistory | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    if (user === null) return;
    setProfile(null);
    setError(null);
    void getJson<UserProfile>(`/api/user/${user}`).then((r) => (r.ok ? setProfile(r.value) : setError(r.error)));
    void getJson<{ games: GameHeader[] }>(`/api/user/${user}/games?max=30`).then((r) => r.ok && setGames(r.value.games));
    void getJson<RatingHistory>(`/api/user/${user}/rating-history`).then((r) => r.ok && setHistory(r.value));
  }, [user]);
  if (user === null) {
    return (
      <main class="page narrow">
        <p>
          <a href="/login">{t('nav.login')}</a>
        </p>
      </main>
    );
  }
  if (error !== null) {
    return (
      <main class="page narrow">
        <h1>{user}</h1>
        <p class="error">{t('profile.notFound')}</p>
      </main>
    );
  }
  const lang = language.value;
  return (
    <main class="page profile">
      <h1>
        {profile?.title !== null && profile?.title !== undefined && <span class="title">{profile.title} </span>}
        {profile?.username ?? user}
      </h1>
      {profile !== null && <p class="muted">{t('profile.since', { date: formatDate(profile.createdAt, lang) })}</p>}
      <section class="ratings" aria-label={t('profile.ratings')}>
        {CATEGORIES.filter((c) => (profile?.ratings[c]?.games ?? 0) > 0).map((c) => {
          const r = profile!.ratings[c]!;
          return (
            <div class="card rating" key={c} data-testid={`rating-${c}`}>
              <span class="muted">{t(`cat.lichess.${c}` as MessageKey)}</span>
              <strong>
                {Math.round(r.rating)}
                {r.provisional ? '?' : ''}
              </strong>
              <span class="muted small">{t('profile.games', { count: r.games })}</span>
            </div>
          );
        })}
        {profile !== null && !CATEGORIES.some((c) => (profile.ratings[c]?.games ?? 0) > 0) && <p class="muted">{t('profile.noRated')}</p>}
      </section>
      <section class="card">
        <h2>{t('profile.history')}</h2>
        {history === null ? <p class="muted">{t('game.loading')}</p> : <RatingChart history={history} />}
      </section>
      <section class="card">
        <h2>
          {t('profile.recent')}{' '}
          <a class="button small" data-testid="pgn-all" href={`/api/games/user/${user}`} download={`flagfall-${user}.pgn`}>
            {t('profile.allPgn')}
          </a>
        </h2>
        {games.length === 0 ? (
          <p class="muted">{t('profile.noGames')}</p>
        ) : (
          <ul class="list games" data-testid="recent-games">
            {games.map((g) => (
              <li key={g.id}>
                <a
                  href={`/game/export/${g.id}`}
                  class="game-link"
                  download={`flagfall-${g.id}.pgn`}
                  title={t('profile.pgnOf', { white: g.white.name, black: g.black.name })}
                >
                  {g.white.name} – {g.black.name} <span class="muted small">PGN</span>
                </a>
                <strong>{g.result === '1/2-1/2' ? '½–½' : g.result}</strong>
                <span class="muted small">
                  {g.tc} ·{' '}
                  {g.status === 'over'
                    ? rulingText(
                        {
                          status: 'over',
                          result: g.result,
                          termination: g.termination,
                          rule: g.rule,
                          ruling: g.ruling ?? '',
                          ratingDiff: null,
                        },
                        null,
                        lang,
                      )
                    : ''}{' '}
                  {g.rule !== null ? `(${articleText(g.rule, lang)})` : ''}
                </span>
                <span class="muted small">{g.endedAt !== null ? formatDate(g.endedAt, lang) : ''}</span>
              </li>
            ))}
          </ul>
        )}
      </section>
    </main>
  );
}
