import { describe, expect, it } from 'vitest';
import { lastPage } from './paging';
import { listData } from './data';

const page = (n: number) => Array.from({ length: n }, (_, i) => i);

describe('listData', () => {
  it('takes an exact total_count as it is', () => {
    const list = listData({ total_count: 130 }, page(60), 1, 60);
    expect(list.total).toBe(130);
    expect(list.capped).toBeUndefined();
    expect(lastPage(list.total, list.pageSize)).toBe(3);
  });

  it('keeps paging past a capped count while pages come back full, and stops at a short one', () => {
    const beyond = listData({ total_count: 10_000, total_count_capped: true }, page(60), 167, 60);
    expect(beyond.capped).toBe(true);
    expect(lastPage(beyond.total, beyond.pageSize)).toBe(168);
    const further = listData({ total_count: 10_000, total_count_capped: true }, page(60), 200, 60);
    expect(lastPage(further.total, further.pageSize)).toBe(201);
    const end = listData({ total_count: 10_000, total_count_capped: true }, page(12), 210, 60);
    expect(lastPage(end.total, end.pageSize)).toBe(210);
  });
});
