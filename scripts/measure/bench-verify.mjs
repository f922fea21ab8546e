// @ts-check
// `node scripts/measure/bench-verify.mjs`: how long the offline certificate check takes on a slow phone.
// A benchmark beside `npm run bench`, not a test (docs/decisions.md, "Budgets, and no timings in
// tests"). It signs a token with the local stack's own key (functions/.secret.local, the key the
// build bundles the public half of), opens /verify once so the service worker keeps the site, cuts
// the network, slows the CPU 4× (DevTools' CPU throttling, as Lighthouse's mobile profile does) and
// opens the QR code's address /verify/<number>#<token> several times. It reports the median and
// the spread of (1) the check itself — signature and payload in the browser, jose and the keys
// loaded from the service worker's cache — as the page measures it (performance measure
// 'certificate-check'), and (2) the whole open: navigation start to the verdict on screen.
// Target: (1) under 500 ms. Usage:
//   node scripts/measure/bench-verify.mjs [--base-url http://127.0.0.1:5000] [--runs 7] [--throttle 4]
import { createPrivateKey, sign } from 'node:crypto';
import { parseArgs } from 'node:util';
import { readLocalKeys } from '../lib/certificate-keys.mjs';
import { launchPlaywrightChromium } from './chromium.mjs';
import { hostingUrl } from '../lib/config.mjs';

const TARGET_MS = 500;

const { values } = parseArgs({
  options: {
    'base-url': { type: 'string', default: hostingUrl },
    runs: { type: 'string', default: '7' },
    throttle: { type: 'string', default: '4' },
  },
});
const base = String(values['base-url']).replace(/\/$/, '');
const runs = Number(values.runs);
const rate = Number(values.throttle);

/** A genuine token, signed as the server signs: Ed25519 over `header.payload`. */
function signedToken() {
  const key = readLocalKeys()?.findLast((entry) => entry.d);
  if (!key) throw new Error('No signing key in functions/.secret.local: start the stack once.');
  const encode = (/** @type {object} */ value) =>
    Buffer.from(JSON.stringify(value)).toString('base64url');
  const header = encode({ alg: 'EdDSA', kid: key.kid });
  const payload = encode({
    n: 'MTA-C-2026-999999',
    k: 'rank',
    h: 'सई पाटील',
    r: 'green',
    d: '2026-11-28',
    iss: base,
  });
  const privateKey = createPrivateKey({ key: { ...key }, format: 'jwk' });
  const signature = sign(null, Buffer.from(`${header}.${payload}`), privateKey);
  return `${header}.${payload}.${signature.toString('base64url')}`;
}

/** @param {number[]} list */
function spread(list) {
  const sorted = [...list].sort((a, b) => a - b);
  return {
    median: sorted[Math.floor(sorted.length / 2)] ?? NaN,
    min: sorted[0] ?? NaN,
    max: sorted.at(-1) ?? NaN,
  };
}

const token = signedToken();
const browser = await launchPlaywrightChromium();
try {
  const context = await browser.newContext({ viewport: { width: 360, height: 740 } });
  const page = await context.newPage();
  await page.goto(`${base}/verify`);
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (navigator.serviceWorker.controller) return;
    await new Promise((resolve) =>
      navigator.serviceWorker.addEventListener('controllerchange', resolve, { once: true }),
    );
  });
  await context.setOffline(true);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate });

  /** @type {number[]} */ const checks = [];
  /** @type {number[]} */ const opens = [];
  for (let run = 0; run < runs; run++) {
    await page.goto(`${base}/verify`);
    await page.goto(`${base}/verify/MTA-C-2026-999999#${token}`);
    const verdict = page.locator('[data-verdict]');
    await verdict.waitFor();
    const shown = await page.evaluate(() => performance.now());
    const outcome = await verdict.getAttribute('data-verdict');
    if (outcome !== 'offline') throw new Error(`Expected the offline verdict, got ${outcome}`);
    const check = await page.evaluate(
      () => performance.getEntriesByName('certificate-check').at(-1)?.duration ?? NaN,
    );
    checks.push(check);
    opens.push(shown);
  }
  const check = spread(checks);
  const open = spread(opens);
  const ms = (/** @type {number} */ value) => `${Math.round(value)} ms`;
  console.log(
    `Offline certificate check at ${rate}× CPU throttle, ${runs} runs (360 px, service worker):`,
  );
  console.log(
    `  check (signature + payload): median ${ms(check.median)}, ${ms(check.min)}–${ms(check.max)}  (target < ${TARGET_MS} ms)`,
  );
  console.log(
    `  open to verdict:             median ${ms(open.median)}, ${ms(open.min)}–${ms(open.max)}`,
  );
  await context.close();
} finally {
  await browser.close();
}
