/** PGN replay speed (parse + replay SAN), ours beside chessops. Filled in by the PGN work of issue 15. */
export function benchPgn(): void {
  console.log('\n## PGN replay (parse + replay SAN)\n  not measured yet');
}
