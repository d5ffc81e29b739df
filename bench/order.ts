// The order of the kinds in each round of an interleaved benchmark. A sample is slowed by what ran
// just before it (a closed browser context's teardown, the shared GPU process, the server's
// garbage), so an order and its mirror, used alternately, would give each kind only two
// neighbours before it and charge one kind for another's cleanup run after run. A Williams design
// puts every kind right after every other kind equally often, and every kind in every place.

/**
 * Orders of `kinds` for rounds 0, 1, 2, …: every kind comes right after every other kind equally
 * often over each full cycle (n rounds for an even number of kinds, 2n for an odd one), and takes
 * every place in the round as often as the others.
 */
export function balancedOrders<T>(kinds: readonly T[]): T[][] {
  const n = kinds.length;
  // The first row 0, 1, n−1, 2, n−2, …; row i adds i to each entry (mod n).
  const first: number[] = [0];
  for (let k = 1, lo = 1, hi = n - 1; k < n; k++) first.push(k % 2 === 1 ? lo++ : hi--);
  const rows = Array.from({ length: n }, (_, i) => first.map((k) => (k + i) % n));
  // With an odd number of kinds one square leaves some pairs twice and others not at all; the
  // mirrored rows supply the missing ones.
  const all = n % 2 === 0 ? rows : [...rows, ...rows.map((row) => [...row].reverse())];
  return all.map((row) => row.map((k) => kinds[k]));
}

/** The order of round `round` (counted from 0, warm-up rounds included). */
export const roundOrder = <T>(kinds: readonly T[], round: number): T[] => {
  const orders = balancedOrders(kinds);
  return orders[round % orders.length];
};
