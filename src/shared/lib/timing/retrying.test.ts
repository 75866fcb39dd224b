import { describe, expect, it } from 'vitest';
import { retrying } from './retrying';

/** A load that fails `failures` times, then gives `value`; counts its calls. */
function flaky<T>(failures: number, value: T) {
  const load = async () => {
    load.calls += 1;
    if (load.calls <= failures) throw new Error(`failure ${load.calls}`);
    return value;
  };
  load.calls = 0;
  return load;
}

describe('retrying', () => {
  it('tries again after each failure, waiting in between, until a try succeeds', async () => {
    const waits: number[] = [];
    const load = flaky(3, 'loaded');
    await expect(retrying(load, { wait: async (attempt) => void waits.push(attempt) })).resolves.toBe('loaded');
    expect(load.calls).toBe(4);
    expect(waits).toEqual([0, 1, 2]);
  });

  it('gives the last error after the last try, without waiting after it', async () => {
    const waits: number[] = [];
    const load = flaky(5, 'never');
    await expect(retrying(load, { attempts: 3, wait: async (attempt) => void waits.push(attempt) })).rejects.toThrow('failure 3');
    expect(load.calls).toBe(3);
    expect(waits).toEqual([0, 1]);
  });

  it('does not wait when the first try succeeds', async () => {
    const waits: number[] = [];
    await expect(retrying(flaky(0, 1), { attempts: 1, wait: async (attempt) => void waits.push(attempt) })).resolves.toBe(1);
    expect(waits).toEqual([]);
  });
});
