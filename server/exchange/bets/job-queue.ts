// The market watch's database work, one job at a time in the order queued. A job that throws (a lost
// connection, a deadlock) is logged and queued again after each of `delays` in turn, then given up;
// so every job must be safe to run twice. flush() waits for every job, retries included.
import { logger } from '../../lib/logger.ts';

export const RETRY_DELAYS_MS: readonly number[] = [1000, 5000, 30_000];

interface Retry {
  timer: ReturnType<typeof setTimeout>;
  done: () => void;
  due: Promise<void>;
}

export class JobQueue {
  private tail: Promise<void> = Promise.resolve();
  private readonly retries = new Set<Retry>();
  private stopped = false;
  /** Jobs queued so far (tries again included), those that threw, and those given up after their last try. */
  queued = 0;
  failures = 0;
  abandoned = 0;

  constructor(
    private readonly name: string,
    private readonly delays: readonly number[],
  ) {}

  add(job: string, run: () => Promise<void>, attempt = 0): void {
    this.queued += 1;
    this.tail = this.tail.then(run).catch((err: unknown) => {
      this.failures += 1;
      const error = err instanceof Error ? err.stack : String(err);
      if (this.stopped || attempt >= this.delays.length) {
        this.abandoned += 1;
        logger.error(`${this.name} job failed`, { job, attempts: attempt + 1, error });
        return;
      }
      logger.warn(`${this.name} job failed; trying again`, { job, attempt: attempt + 1, error });
      let done!: () => void;
      const due = new Promise<void>((resolve) => {
        done = resolve;
      });
      const retry: Retry = {
        due,
        done,
        timer: setTimeout(() => {
          this.retries.delete(retry);
          this.add(job, run, attempt + 1);
          done();
        }, this.delays[attempt]),
      };
      retry.timer.unref?.();
      this.retries.add(retry);
    });
  }

  async flush(): Promise<void> {
    for (;;) {
      const tail = this.tail;
      await tail;
      if (this.retries.size > 0) {
        await Promise.all([...this.retries].map((r) => r.due));
        continue;
      }
      if (tail === this.tail) return;
    }
  }

  /** Drops the tries still waiting; a job failing from now on is given up at once. */
  stop(): void {
    this.stopped = true;
    for (const r of this.retries) {
      clearTimeout(r.timer);
      r.done();
    }
    this.retries.clear();
  }
}
