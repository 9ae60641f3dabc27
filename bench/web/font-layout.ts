// What a first text layout costs in this machine's Chromium, by how many font sizes and weights it meets
// (docs/decisions/0162): 40 lines laid out in a fresh page, all in one size, in 40 sizes, or in 9 weights
// by 5 sizes; with and without a Bengali character among the Latin text (a fallback font per size).
// Prints the median of 5 fresh pages for each; the first is the baseline the others are read against.
//   npx tsx bench/web/font-layout.ts ["font-family stack"]
import { chromium } from 'playwright';
import { CHROMIUM } from './lighthouse-run.ts';

const FAMILY = process.argv[2] ?? 'system-ui, sans-serif';
const PAGES = 5;
type Variant = 'one size' | '40 sizes' | '9 weights x 5 sizes';

async function firstLayoutMs(browser: import('playwright').Browser, variant: Variant, text: string): Promise<number> {
  const page = await browser.newPage();
  try {
    await page.setContent(`<html><body style="font-family:${FAMILY}"></body></html>`);
    return await page.evaluate(
      ({ variant, text }) => {
        const root = document.createElement('div');
        for (let k = 0; k < 40; k++) {
          const line = document.createElement('div');
          line.textContent = `${text} ${k}`;
          if (variant === '40 sizes') line.style.fontSize = `${10 + k}px`;
          if (variant === '9 weights x 5 sizes') {
            line.style.fontWeight = String(100 + (k % 9) * 100);
            line.style.fontSize = `${12 + (k % 5) * 2}px`;
          }
          root.appendChild(line);
        }
        const start = performance.now();
        document.body.appendChild(root);
        void document.body.offsetHeight; // the layout, forced now
        return performance.now() - start;
      },
      { variant, text },
    );
  } finally {
    await page.close();
  }
}

const browser = await chromium.launch({ executablePath: CHROMIUM });
try {
  for (const [label, text] of [
    ['Latin only', 'Cricket Soccer Tennis 1.95 Deposit'],
    ['with a Bengali character', 'Cricket Soccer Tennis 1.95 ৳ Deposit'],
  ] as const) {
    let baseline = 0;
    for (const variant of ['one size', '40 sizes', '9 weights x 5 sizes'] as const) {
      const times: number[] = [];
      for (let i = 0; i < PAGES; i++) times.push(await firstLayoutMs(browser, variant, text));
      times.sort((a, b) => a - b);
      const median = times[Math.floor(PAGES / 2)]!;
      if (variant === 'one size') baseline = median;
      console.log(`${label.padEnd(25)} ${variant.padEnd(20)} first layout ${median.toFixed(1).padStart(6)} ms  (${(median / baseline).toFixed(1)}x one size)`);
    }
  }
} finally {
  await browser.close();
}
