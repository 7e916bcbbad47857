import { LoadOnce } from './load-once';

describe('LoadOnce', () => {
  it('loads once and serves the same value after that, also to concurrent callers', async () => {
    let calls = 0;
    const value = new LoadOnce(async () => ++calls);
    expect(await Promise.all([value.get(), value.get()])).toEqual([1, 1]);
    expect(await value.get()).toBe(1);
    expect(calls).toBe(1);
  });

  it('does not remember a failure', async () => {
    let calls = 0;
    const value = new LoadOnce(async () => {
      calls += 1;
      if (calls === 1) throw new Error('database away');
      return 'catalogue';
    });
    await expect(value.get()).rejects.toThrow('database away');
    await expect(value.get()).resolves.toBe('catalogue');
  });
});
