// Maps a recording's moments onto the server's clock (decision 0211): the replay's starting moment (the
// recording's first message, or REPLAY_FROM) is shown at the moment the replay starts, and later moments
// follow at `speed` times real time. Every time the product sees (market start, removal, updates) goes
// through the same map, so a recorded in-play moment is shown, bet on and settled as if it were now.
export class ReplayClock {
  /** Recorded epoch ms shown at `startedAt`. */
  private origin = 0;
  /** Server epoch ms the replay's origin is shown at. */
  private startedAt: number;

  constructor(
    private readonly clock: () => number,
    readonly speed: number,
  ) {
    this.startedAt = clock();
  }

  /** Anchors the recorded `origin` at the server's now. */
  anchor(origin: number): void {
    this.origin = origin;
    this.startedAt = this.clock();
  }

  toServer(recordedMs: number): number {
    return this.startedAt + (recordedMs - this.origin) / this.speed;
  }

  /** The recorded moment being shown now. */
  recordedNow(): number {
    return this.origin + (this.clock() - this.startedAt) * this.speed;
  }

  /**
   * Moves the replay on to the recorded moment `recordedMs` (never back): what lies between is played at
   * once, and every mapped time moves so the new moment reads as now.
   */
  skipTo(recordedMs: number): void {
    const ahead = recordedMs - this.recordedNow();
    if (ahead > 0) this.startedAt -= ahead / this.speed;
  }

  get anchoredAt(): { origin: number; startedAt: number } {
    return { origin: this.origin, startedAt: this.startedAt };
  }
}
