// Placeholder until the tournament benchmark lands: prints nothing measured yet.
console.log('tournament benchmarks: not written yet');
