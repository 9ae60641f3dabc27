// Imported first by the page: remembers the odds worker whoever starts it (the production odds-poller-bridge.ts
// for the atoms variant, bridge.ts for the others), so the harness can send it tick commands.
let resolveWorker: (w: Worker) => void = () => {};
export const oddsWorker: Promise<Worker> = new Promise((resolve) => {
  resolveWorker = resolve;
});

const RealWorker = window.Worker;
window.Worker = class CapturedWorker extends RealWorker {
  constructor(url: string | URL, options?: WorkerOptions) {
    super(url, options);
    resolveWorker(this);
  }
} as typeof Worker;
