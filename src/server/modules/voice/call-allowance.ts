import type { UsageMeter } from '../billing';

/** Voice time is reserved ahead in leases and what was not used is given back at hang-up. */
export const VOICE_LEASE_SECONDS = 60;
/** The caller is told this long before the plan's voice time runs out. */
export const VOICE_WARNING_SECONDS = 60;

interface Lease {
  day: string;
  seconds: number;
}

/**
 * A call's share of its account's daily voice minutes. It reserves a lease ahead of time
 * (two at the start, to cover the warning), renews before it runs out, and when the plan has
 * no more, warns a minute before the end and then ends the call. Reservations are exact under
 * concurrency (the usage meter's conditional upserts), so two calls cannot both spend the
 * last minute.
 */
export class CallAllowance {
  private readonly leases: Lease[] = [];
  private startedAt = 0;
  private reservedSeconds = 0;
  private exhausted = false;
  private readonly timers: NodeJS.Timeout[] = [];
  private settled = false;
  /** The reservation being made now, if any: settling waits for it to give it back too. */
  private reserving: Promise<unknown> = Promise.resolve();

  constructor(
    private readonly options: {
      usage: UsageMeter;
      accountId: string;
      /** Told once, with the seconds left, when no more time can be reserved. */
      onWarning: (secondsLeft: number) => void;
      /** The plan's time is used up: end the call. */
      onExhausted: () => void;
      onError: (error: unknown) => void;
      leaseSeconds?: number;
      warningSeconds?: number;
      now?: () => number;
    },
  ) {}

  private get lease() {
    return this.options.leaseSeconds ?? VOICE_LEASE_SECONDS;
  }
  private get warning() {
    return this.options.warningSeconds ?? VOICE_WARNING_SECONDS;
  }
  private now() {
    return (this.options.now ?? Date.now)();
  }

  /** Reserves the first leases; false when the plan has no voice time left today. */
  async start(): Promise<boolean> {
    this.startedAt = this.now();
    const granted = await this.reserve(this.lease + this.warning);
    if (granted === 0) return false;
    this.plan();
    return true;
  }

  /**
   * Gives back what was reserved beyond the time the call lasted, including a renewal that was
   * still being reserved when the call ended; safe to call twice.
   */
  async settle(): Promise<void> {
    if (this.settled) return;
    this.settled = true;
    for (const timer of this.timers) clearTimeout(timer);
    await this.reserving;
    const used = Math.ceil((this.now() - this.startedAt) / 1000);
    let unused = Math.max(0, this.reservedSeconds - used);
    for (const lease of [...this.leases].reverse()) {
      if (unused <= 0) break;
      const back = Math.min(unused, lease.seconds);
      await this.options.usage.releaseVoice({
        accountId: this.options.accountId,
        day: lease.day,
        seconds: back,
      });
      unused -= back;
    }
  }

  private reserve(seconds: number): Promise<number> {
    const reserving = this.reserveNow(seconds);
    this.reserving = reserving.catch(() => undefined);
    return reserving;
  }

  private async reserveNow(seconds: number): Promise<number> {
    const { granted, day } = await this.options.usage.reserveVoice({
      accountId: this.options.accountId,
      seconds,
    });
    if (granted > 0) {
      this.leases.push({ day, seconds: granted });
      this.reservedSeconds += granted;
    }
    if (granted < seconds) this.exhausted = true;
    return granted;
  }

  /** Seconds of reserved time left at this moment. */
  private left() {
    return this.reservedSeconds - (this.now() - this.startedAt) / 1000;
  }

  private after(seconds: number, action: () => void) {
    this.timers.push(setTimeout(action, Math.max(0, seconds) * 1000));
  }

  /** Renews while the plan has time; once it has none, schedules the warning and the end. */
  private plan() {
    if (this.settled) return;
    if (!this.exhausted) {
      this.after(this.left() - this.warning - 5, () => {
        if (this.settled) return;
        this.reserve(this.lease)
          .then(() => this.plan())
          .catch((error: unknown) => this.options.onError(error));
      });
      return;
    }
    const left = this.left();
    this.after(left - this.warning, () =>
      this.options.onWarning(Math.round(Math.min(left, this.warning))),
    );
    this.after(left, () => this.options.onExhausted());
  }
}
