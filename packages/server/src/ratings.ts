/**
 * Ratings in play: each account's Glicko-2 rating per category, loaded from storage when the
 * account plays and updated in memory when a rated game ends (the rows go to storage in the same
 * transaction as the result). One process owns them; a shared store is the seam for several.
 */
import { defaultRating, isProvisional, rateGame, type Glicko2Rating } from '@flagfall/core/rating';
import type { Category } from './game/category.js';
import type { GameSetup } from './game/participants.js';
import { RATING_CATEGORIES, type RatingRow, type Storage } from './storage/types.js';

const DAY_MS = 24 * 60 * 60 * 1000;

export class Ratings {
  private readonly rows = new Map<string, RatingRow>();
  private readonly loaded = new Set<string>();

  constructor(
    private readonly storage: Storage,
    private readonly wallMs: () => number,
  ) {}

  /** Loads an account's ratings (once). */
  async load(userId: string): Promise<void> {
    if (this.loaded.has(userId)) return;
    for (const row of await this.storage.ratings(userId)) this.rows.set(`${userId}/${row.category}`, row);
    this.loaded.add(userId);
  }

  /** The rating row, or a newcomer's. */
  get(userId: string, category: Category): RatingRow {
    return (
      this.rows.get(`${userId}/${category}`) ?? {
        userId,
        category,
        ...defaultRating(),
        games: 0,
        updatedAt: this.wallMs(),
      }
    );
  }

  /** What a profile shows: every category with its rating and whether it is provisional. */
  profile(userId: string): Record<Category, { rating: number; rd: number; games: number; provisional: boolean }> {
    const out = {} as Record<Category, { rating: number; rd: number; games: number; provisional: boolean }>;
    for (const c of RATING_CATEGORIES) {
      const r = this.get(userId, c);
      out[c] = { rating: Math.round(r.rating), rd: Math.round(r.rd), games: r.games, provisional: isProvisional(r) };
    }
    return out;
  }

  /** Rates a finished game between two accounts; updates memory and returns the rows to write. */
  rate(setup: GameSetup, result: '1-0' | '0-1' | '1/2-1/2'): { diff: { white: number; black: number }; rows: RatingRow[] } | null {
    const cat = setup.category;
    const wId = setup.white.userId;
    const bId = setup.black.userId;
    if (!setup.rated || cat === null || wId === null || bId === null) return null;
    const now = this.wallMs();
    const w = this.get(wId, cat);
    const b = this.get(bId, cat);
    const score = result === '1-0' ? 1 : result === '0-1' ? 0 : 0.5;
    const g = (r: RatingRow): Glicko2Rating => ({ rating: r.rating, rd: r.rd, volatility: r.volatility });
    const next = rateGame(g(w), g(b), score, {
      whiteIdleDays: Math.max(0, (now - w.updatedAt) / DAY_MS),
      blackIdleDays: Math.max(0, (now - b.updatedAt) / DAY_MS),
    });
    const rows: RatingRow[] = [
      { userId: wId, category: cat, ...next.white, games: w.games + 1, updatedAt: now },
      { userId: bId, category: cat, ...next.black, games: b.games + 1, updatedAt: now },
    ];
    for (const r of rows) this.rows.set(`${r.userId}/${r.category}`, r);
    return {
      diff: { white: Math.round(next.white.rating) - Math.round(w.rating), black: Math.round(next.black.rating) - Math.round(b.rating) },
      rows,
    };
  }
}
