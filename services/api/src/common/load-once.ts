/**
 * Loads a value once per process and serves it from memory after that; a failed load is not
 * remembered, so the next call tries again. For seeded catalogues that change only on redeploy.
 */
export class LoadOnce<T> {
  private pending: Promise<T> | undefined;

  constructor(private readonly load: () => Promise<T>) {}

  get(): Promise<T> {
    this.pending ??= this.load().catch((error: unknown) => {
      this.pending = undefined;
      throw error;
    });
    return this.pending;
  }
}
