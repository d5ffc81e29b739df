import { describe, expect, it } from 'vitest';
import { balancedOrders, roundOrder } from './order.js';

/** How often each kind comes right after each other kind, over all the orders. */
function follows(orders: number[][]): Map<string, number> {
  const seen = new Map<string, number>();
  for (const row of orders)
    for (let i = 1; i < row.length; i++) seen.set(`${row[i - 1]}>${row[i]}`, (seen.get(`${row[i - 1]}>${row[i]}`) ?? 0) + 1);
  return seen;
}

describe('balancedOrders', () => {
  for (const n of [2, 3, 4, 5, 8]) {
    it(`puts each of ${n} kinds after every other equally often and in every place`, () => {
      const kinds = Array.from({ length: n }, (_, i) => i);
      const orders = balancedOrders(kinds);
      for (const row of orders) expect([...row].sort((a, b) => a - b)).toEqual(kinds);
      const seen = follows(orders);
      const once = n % 2 === 0 ? 1 : 2;
      for (const a of kinds) for (const b of kinds) if (a !== b) expect(seen.get(`${a}>${b}`)).toBe(once);
      for (let place = 0; place < n; place++) {
        const counts = kinds.map((k) => orders.filter((row) => row[place] === k).length);
        expect(new Set(counts).size).toBe(1);
      }
    });
  }

  it('is not an order and its mirror, which give each kind two neighbours only', () => {
    const kinds = ['a', 'b', 'c', 'd'];
    const seen = follows(balancedOrders([0, 1, 2, 3]));
    expect(seen.size).toBe(12);
    expect(roundOrder(kinds, 0)).toEqual(['a', 'b', 'd', 'c']);
    expect(roundOrder(kinds, 4)).toEqual(roundOrder(kinds, 0));
  });
});
