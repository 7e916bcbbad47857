// Web benchmark, called by run.mjs (never part of `npm test`); also runs alone:
//   node infra/bench/web.mjs [webDistDir]     (webDistDir: a folder holding shell/dist and remotes/*/dist; default the repo)
// Against the built embedded server (the API serving the built shell and remotes, inline queue):
//   1. first-visit JavaScript per route: each route in a fresh Chromium context (phone sized),
//      every script response recorded until the network is idle (so anything fetched after the
//      first render counts too), summed raw, gzip (level 9) and brotli
//      (quality 11) of the bytes the page actually loaded; the budget applies to that total.
//      Also reported: the part requested before the first contentful paint;
//   2. Lighthouse 12.8.2 mobile (its default: simulated slow 4G and 4x CPU) performance and
//      accessibility scores, LCP, CLS and total byte weight: of BENCH_LIGHTHOUSE_RUNS runs (default
//      5), each started once the machine is quiet, the median performance score, and the rest from
//      the run Lighthouse's computeMedianRun picks.
// Every route the shell serves (infra/bench/shell-routes.mjs, derived from its route table).
// Debian's Chromium only (CHROME_PATH, default /usr/bin/chromium); nothing downloads a browser.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { shellRoutes } from './shell-routes.mjs';

const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
/** Every route the shell serves: each gets its first-visit JavaScript and Lighthouse measured. */
export const ROUTES = shellRoutes(resolve(dirname(fileURLToPath(import.meta.url)), '../..'));

const sleep = (ms) => new Promise((done) => setTimeout(done, ms));
const kb = (bytes) => (bytes / 1024).toFixed(1);

/** The embedded server (what `npm start` runs) on a free port, serving `webDistDir`. */
export async function startEmbeddedServer({ root, mongoUri, webDistDir = root }) {
  const port = 20_000 + Math.floor(Math.random() * 1000);
  const child = spawn(process.execPath, ['services/api/dist/main.js'], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      MONGODB_URI: mongoUri,
      QUEUE_DRIVER: 'inline',
      WEB_DIST_DIR: webDistDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      RATE_LIMIT_FACTOR: '100',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 120; i += 1) {
    if (child.exitCode !== null) throw new Error(`the embedded server exited (${child.exitCode})`);
    try {
      if ((await fetch(`${url}/api/ready`)).ok) break;
    } catch {
      // not up yet
    }
    await sleep(500);
  }
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((done) => child.once('exit', done));
    child.kill('SIGTERM');
    await Promise.race([exited, sleep(5_000).then(() => child.kill('SIGKILL'))]);
  };
  return { url, stop };
}

/**
 * Every JavaScript file a first visit to each route loads (fresh context: no cache), with its
 * raw, gzip and brotli sizes. Sizes are computed here from the bytes received, so the figures do
 * not depend on whether this server compresses.
 */
export async function measureFirstVisitJs({ baseUrl, routes = ROUTES }) {
  const { chromium } = await import('playwright-core');
  const browser = await chromium.launch({ executablePath: CHROME_PATH, args: ['--no-sandbox', '--disable-gpu'] });
  const results = [];
  try {
    for (const route of routes) {
      const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
      const page = await context.newPage();
      const pending = [];
      page.on('response', (response) => {
        if (response.request().resourceType() !== 'script') return;
        pending.push(
          response.body().then(
            (body) => ({
              url: new URL(response.url()).pathname,
              raw: body.length,
              gzip: gzipSync(body, { level: 9 }).length,
              brotli: brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
            }),
            () => undefined,
          ),
        );
      });
      await page.goto(new URL(route, baseUrl).toString(), { waitUntil: 'load' });
      await page.locator('h1').first().waitFor({ state: 'visible', timeout: 30_000 });
      // Anything fetched after the first render counts too: wait until nothing more comes.
      await page.waitForLoadState('networkidle');
      await page.waitForTimeout(1_500);
      await page.waitForLoadState('networkidle');
      // Scripts whose request started before the first contentful paint: what the first paint needed.
      const beforePaint = new Set(
        await page.evaluate(() => {
          const paint = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Infinity;
          return performance
            .getEntriesByType('resource')
            .filter((entry) => entry.startTime < paint)
            .map((entry) => new URL(entry.name).pathname);
        }),
      );
      const files = (await Promise.all(pending))
        .filter(Boolean)
        .map((file) => ({ ...file, firstPaint: beforePaint.has(file.url) }));
      const sum = (list, key) => list.reduce((total, file) => total + file[key], 0);
      const first = files.filter((file) => file.firstPaint);
      results.push({
        route,
        files,
        raw: sum(files, 'raw'),
        gzip: sum(files, 'gzip'),
        brotli: sum(files, 'brotli'),
        firstPaint: { files: first.length, raw: sum(first, 'raw'), gzip: sum(first, 'gzip'), brotli: sum(first, 'brotli') },
      });
      await context.close();
    }
  } finally {
    await browser.close();
  }
  return results;
}

/** Share of the machine's CPU time spent busy over `ms` (from /proc/stat; 0 where there is none). */
async function cpuBusy(ms) {
  const sample = () => {
    try {
      const [, ...fields] = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).map(Number);
      return { idle: fields[3] + fields[4], total: fields.reduce((sum, value) => sum + value, 0) };
    } catch {
      return undefined;
    }
  };
  const before = sample();
  await new Promise((resolvePromise) => setTimeout(resolvePromise, ms));
  const after = sample();
  if (!before || !after || after.total === before.total) return 0;
  return 1 - (after.idle - before.idle) / (after.total - before.total);
}

/**
 * Waits (at most `limitMs`) until the machine is quiet: Lighthouse measures the page's CPU work,
 * so work left over from the previous step (MongoDB flushing after the load tests, the previous
 * Chromium exiting) would be counted as the page's. Returns whether it settled.
 */
async function settle({ busyBelow = 0.25, limitMs = 30_000 } = {}) {
  const start = Date.now();
  while (Date.now() - start < limitMs) {
    if ((await cpuBusy(1_000)) < busyBelow) return true;
  }
  return false;
}

/**
 * Lighthouse mobile (default config) for each route, `runs` times (5 by default, as Lighthouse's
 * variability guide recommends); the representative run is the one Lighthouse's own
 * `computeMedianRun` picks (median first contentful paint and time to interactive).
 */
export async function runLighthouse({
  baseUrl,
  routes = ROUTES,
  runs = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 5),
}) {
  const { default: lighthouse } = await import('lighthouse');
  const { computeMedianRun } = await import('lighthouse/core/lib/median-run.js');
  const chromeLauncher = await import('chrome-launcher');
  const results = [];
  for (const route of routes) {
    const samples = [];
    const errors = [];
    // A run that Lighthouse itself gives up on (e.g. NO_FCP when the shared machine is saturated)
    // is retried; a route with no good run is reported as failed, never dropped or thrown away.
    let unsettled = 0;
    for (let attempt = 0; samples.length < runs && attempt < runs + 2; attempt += 1) {
      if (!(await settle())) unsettled += 1;
      const chrome = await chromeLauncher.launch({
        chromePath: CHROME_PATH,
        chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'],
      });
      try {
        const { lhr } = await lighthouse(new URL(route, baseUrl).toString(), {
          port: chrome.port,
          onlyCategories: ['performance', 'accessibility'],
          output: 'json',
          logLevel: 'error',
        });
        if (lhr.runtimeError) {
          errors.push(lhr.runtimeError.code ?? lhr.runtimeError.message);
          continue;
        }
        samples.push({
          lhr,
          performance: Math.round((lhr.categories.performance.score ?? 0) * 100),
          accessibility: Math.round((lhr.categories.accessibility.score ?? 0) * 100),
          failedAccessibilityAudits: lhr.categories.accessibility.auditRefs
            .filter((ref) => ref.weight > 0 && lhr.audits[ref.id]?.score === 0)
            .map((ref) => ref.id),
          lcpMs: lhr.audits['largest-contentful-paint'].numericValue,
          cls: lhr.audits['cumulative-layout-shift'].numericValue,
          totalBytes: lhr.audits['total-byte-weight'].numericValue,
          unusedJsBytes: lhr.audits['unused-javascript']?.details?.overallSavingsBytes ?? 0,
        });
      } catch (error) {
        errors.push(error instanceof Error ? error.message : String(error));
      } finally {
        await chrome.kill();
      }
    }
    if (samples.length === 0) {
      results.push({ route, error: errors.join('; '), scores: [] });
      continue;
    }
    const medianLhr = computeMedianRun(samples.map((sample) => sample.lhr));
    const { lhr: _lhr, ...chosen } = samples.find((sample) => sample.lhr === medianLhr) ?? samples[0];
    const scores = samples.map((sample) => sample.performance);
    // The performance figure is the median score of the runs (the middle one; the lower middle of an even count).
    const median = [...scores].sort((a, b) => a - b)[Math.floor((scores.length - 1) / 2)];
    results.push({ route, ...chosen, performance: median, medianRunPerformance: chosen.performance, scores, errors, unsettled });
  }
  return results;
}

/**
 * The web half of `npm run bench`: starts the embedded server on `mongoUri`, measures, checks the
 * targets in scenarios.json (`web`); returns `lines` (`{ ok, line }` per figure, like the other
 * benches) and the figures for the report.
 */
export async function runWebBench({ root, mongoUri, webDistDir = root, targets }) {
  const server = await startEmbeddedServer({ root, mongoUri, webDistDir });
  const lines = [];
  try {
    const js = await measureFirstVisitJs({ baseUrl: server.url });
    for (const result of js) {
      const budget = targets.firstVisitJsKb[result.route];
      // Both codings: brotli is what browsers ask for, gzip what every client can take.
      const ok = budget === undefined || Math.max(result.gzip, result.brotli) / 1024 <= budget;
      const first = result.firstPaint;
      lines.push({
        ok,
        line:
          `first-visit JS ${result.route}: ${kb(result.raw)} KB raw, ${kb(result.gzip)} KB gzip, ${kb(result.brotli)} KB brotli in ${result.files.length} files` +
          `${budget === undefined ? '' : ` (budget ${budget} KB brotli and gzip)`}; before first paint: ${kb(first.raw)} KB raw, ${kb(first.gzip)} KB gzip, ${kb(first.brotli)} KB brotli in ${first.files} files`,
      });
    }
    const lighthouse = await runLighthouse({ baseUrl: server.url });
    for (const result of lighthouse) {
      if (result.error) {
        lines.push({ ok: false, line: `Lighthouse mobile ${result.route}: no run completed (${result.error})` });
        continue;
      }
      const performanceOk = result.performance >= targets.minLighthousePerformance;
      const accessibilityOk = result.accessibility >= targets.minLighthouseAccessibility;
      const lcpOk = result.lcpMs < targets.maxLcpMs;
      const clsOk = result.cls < targets.maxCls;
      const verdict = (ok) => (ok ? 'met' : 'MISSED');
      lines.push({
        ok: performanceOk && lcpOk && clsOk,
        line: `Lighthouse mobile ${result.route}: performance ${result.performance} (median of runs ${result.scores.join('/')}; target >= ${targets.minLighthousePerformance}: ${verdict(performanceOk)}), LCP ${(result.lcpMs / 1000).toFixed(2)} s (< ${targets.maxLcpMs / 1000}: ${verdict(lcpOk)}), CLS ${result.cls.toFixed(3)} (< ${targets.maxCls}: ${verdict(clsOk)}), ${kb(result.totalBytes)} KB transferred, ${kb(result.unusedJsBytes)} KB unused JS${result.unsettled ? ` (${result.unsettled} run(s) started on a busy machine)` : ''}`,
      });
      lines.push({
        ok: accessibilityOk,
        line: `Lighthouse accessibility ${result.route}: ${result.accessibility} (target >= ${targets.minLighthouseAccessibility}: ${verdict(accessibilityOk)})${result.failedAccessibilityAudits.length > 0 ? `; failed audits: ${result.failedAccessibilityAudits.join(', ')}` : ''}`,
      });
    }
    return { lines, js: js.map(({ files, ...totals }) => ({ ...totals, files: files.length })), lighthouse };
  } finally {
    await server.stop();
  }
}

// Alone: `TEST_MONGODB_URI=... node infra/bench/web.mjs [webDistDir]`.
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
  const { web: targets } = JSON.parse(readFileSync(join(root, 'infra/bench/scenarios.json'), 'utf8'));
  const mongoUri = (process.env.TEST_MONGODB_URI ?? 'mongodb://127.0.0.1:27017/x').replace(/\/[^/]*$/, '/renewed_bench_web');
  let failed = false;
  for (const result of (await runWebBench({ root, mongoUri, webDistDir: resolve(process.argv[2] ?? root), targets })).lines) {
    failed ||= !result.ok;
    console.log(`${result.ok ? 'PASS' : 'FAIL'} ${result.line}`);
  }
  process.exit(failed ? 1 : 0);
}
