import { describe, expect, it } from 'vitest';
import { createSerialQueue } from './createSerialQueue';

/** A queue whose items wait until the test lets them finish. */
function gatedQueue(maxPending: number) {
  const started: number[] = [];
  const finish: (() => void)[] = [];
  const errors: unknown[] = [];
  const queue = createSerialQueue<number>({
    maxPending,
    run: (item) => {
      started.push(item);
      if (item < 0) return Promise.reject(new Error(`item ${item}`));
      return new Promise<void>((resolve) => finish.push(resolve));
    },
    onError: (error) => errors.push(error),
  });
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
  return { queue, started, finish, errors, settle };
}

describe('createSerialQueue', () => {
  it('runs items one after another in order, and goes on after a failed one', async () => {
    const { queue, started, finish, errors, settle } = gatedQueue(10);
    queue.push(1);
    queue.push(-2);
    queue.push(3);
    expect(started).toEqual([1]);
    finish.shift()!();
    await settle();
    expect(started).toEqual([1, -2, 3]);
    expect(errors).toHaveLength(1);
  });

  it('refuses items beyond maxPending waiting ones', () => {
    const { queue, started } = gatedQueue(2);
    expect([1, 2, 3, 4].map((item) => queue.push(item))).toEqual([true, true, true, false]);
    expect(started).toEqual([1]);
  });

  it('drops its backlog and refuses new items once discarded; the running one finishes alone', async () => {
    const { queue, started, finish, settle } = gatedQueue(10);
    for (const item of [1, 2, 3]) queue.push(item);
    queue.discard();
    expect(queue.push(4)).toBe(false);
    finish.shift()!();
    await settle();
    expect(started).toEqual([1]);
  });

  it('keeps only the last waiting item the keep rule holds for when discarded with one (a closing tablet\'s leave)', async () => {
    const { queue, started, finish, settle } = gatedQueue(10);
    for (const item of [1, 2, 30, 4, 50, 6]) queue.push(item);
    queue.discard((item) => item >= 10);
    expect(queue.push(7)).toBe(false);
    finish.shift()!();
    await settle();
    finish.shift()!();
    await settle();
    expect(started).toEqual([1, 50]);
  });
});
