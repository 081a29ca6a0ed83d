/**
 * Changes to records that are sent once each record has gone `delayMs` without another change; changes made in
 * the meantime are merged, so one call carries them all.
 */
export class EditQueue<T extends object> {
  private readonly pending = new Map<string, { changes: T; timer: ReturnType<typeof setTimeout> }>();

  constructor(
    private readonly delayMs: number,
    /** `superseded()` tells whether newer changes to the record have been added since (they will follow). */
    private readonly send: (id: string, changes: T, superseded: () => boolean) => Promise<void>,
  ) {}

  add(id: string, changes: T): void {
    const earlier = this.pending.get(id);
    if (earlier) clearTimeout(earlier.timer);
    this.pending.set(id, {
      changes: { ...earlier?.changes, ...changes },
      timer: setTimeout(() => void this.sendNow(id), this.delayMs),
    });
  }

  /** Drops the record's waiting changes (it is being deleted). */
  cancel(id: string): void {
    clearTimeout(this.pending.get(id)?.timer);
    this.pending.delete(id);
  }

  /** Sends everything waiting now (the page is being left). */
  flush(): void {
    for (const id of [...this.pending.keys()]) void this.sendNow(id);
  }

  private async sendNow(id: string): Promise<void> {
    const edit = this.pending.get(id);
    if (!edit) return;
    this.cancel(id);
    await this.send(id, edit.changes, () => this.pending.has(id));
  }
}
