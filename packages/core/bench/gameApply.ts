/** The server's per-move path (`Game.apply` under online rules). Filled in by the Game.apply work of issue 15. */
export function benchGameApply(): void {
  console.log('\n## Game.apply per move (online rules)\n  not measured yet');
}
