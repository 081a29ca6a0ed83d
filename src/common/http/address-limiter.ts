/**
 * Counts requests per client address in fixed windows, in this process's memory (no database round trip on routes
 * anyone may call): `take` answers 0 while the address is within `limit` requests of its window, else the seconds
 * until its window ends. Each process counts its own, so N web processes let N times the limit through.
 */
export class AddressLimiter {
  private readonly windows = new Map<string, { started: number; count: number }>();

  constructor(
    private readonly limit: number,
    private readonly windowMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  take(address: string): number {
    const now = this.now();
    if (this.windows.size > 10_000) this.forgetEnded(now);
    const window = this.windows.get(address);
    if (!window || now - window.started >= this.windowMs) {
      this.windows.set(address, { started: now, count: 1 });
      return 0;
    }
    window.count += 1;
    return window.count > this.limit ? Math.max(1, Math.ceil((window.started + this.windowMs - now) / 1000)) : 0;
  }

  private forgetEnded(now: number): void {
    for (const [address, window] of this.windows) {
      if (now - window.started >= this.windowMs) this.windows.delete(address);
    }
  }
}
