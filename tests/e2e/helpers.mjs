// Shared by the browser tests: Debian's chromium driven by playwright-core, never a downloaded browser.
import { chromium } from 'playwright-core';
import { mkdtempSync, rmSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
// The committed screenshots (docs/screenshots, shown in the README) are rewritten only when asked
// (TABLIER_SCREENSHOTS=1 bash scripts/test-e2e.sh); an ordinary run leaves the work tree clean.
export const SCREENSHOTS = process.env.TABLIER_SCREENSHOTS
  ? join(ROOT, 'docs', 'screenshots')
  : join(ROOT, 'target', 'screenshots');
/** The page under test, served by scripts/test-e2e.sh (or any server given in TABLIER_URL). */
export const BASE = (process.env.TABLIER_URL || 'http://127.0.0.1:8000/').replace(/\/?$/, '/');

const ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** A fresh browser with its own empty profile; close() removes the profile. */
export async function launch() {
  const profile = mkdtempSync(join(tmpdir(), 'tablier-e2e-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: process.env.CHROMIUM || '/usr/bin/chromium',
    headless: true,
    args: ARGS,
    viewport: { width: 1200, height: 900 },
    serviceWorkers: 'allow',
  });
  return {
    context,
    async close() {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    },
  };
}

export function screenshotPath(name) {
  mkdirSync(SCREENSHOTS, { recursive: true });
  return join(SCREENSHOTS, name);
}

/** Collects the page's errors, so that a test can fail on any. */
export function watchErrors(page) {
  const errors = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  return errors;
}

/**
 * The page is ready: the engine loaded and the board drawn, and the game moved to the whole
 * package (www/whole.js), so that a test may ask the game's computer and advice directly: the
 * board is interactive first on the light module, which has neither.
 */
export async function ready(page) {
  await page.waitForSelector('body[data-ready="true"]', { timeout: 20000 });
  await page.waitForFunction(() => performance.getEntriesByName('tablier-computer').length > 0, null, { timeout: 30000 });
}

/** Plays the person's roll on the page by the engine's first legal play (or the decision, holding), and confirms it. */
export async function playHumanRoll(page) {
  await page.click('#roll');
  await page.waitForSelector('body[data-phase="move"], body[data-phase="decide"]');
  if ((await page.getAttribute('body', 'data-phase')) === 'decide') await page.click('#hold');
  await page.evaluate(() => {
    const s = window.tablier.state;
    window.tablier.session.setMade((s.match.plays()[0] || { moves: [] }).moves);
    window.tablier.refresh();
  });
  await page.click('#confirm');
}

/** A new page of the game at `index.html?query`, ready, with its errors watched. */
export async function openPage(browser, query) {
  const page = await browser.context.newPage();
  const errors = watchErrors(page);
  await page.goto(BASE + 'index.html?' + query);
  await ready(page);
  return { page, errors };
}

/**
 * Collects the page's Content-Security-Policy violations (`securitypolicyviolation` events, in the
 * document and in every shadow root they bubble out of): call before the page loads.
 */
export async function watchCSP(page) {
  await page.addInitScript(() => {
    window.__csp = [];
    document.addEventListener('securitypolicyviolation', (e) => {
      window.__csp.push(`${e.violatedDirective} ${e.blockedURI || 'inline'} ${e.sourceFile || ''}:${e.lineNumber || ''}`);
    });
  });
  return () => page.evaluate(() => window.__csp || []);
}

const AXE = join(ROOT, 'tests', 'e2e', 'node_modules', 'axe-core', 'axe.min.js');

/** The axe-core rules the e2e tests hold the pages to: WCAG 2.2 A and AA (2.0 and 2.1's rules with 2.2's, the target size among them), and best practice. */
export const WCAG = { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'] } };

/** axe-core's violations on the page as it is now (shadow roots included), as "rule: target" lines. */
export async function axeViolations(page, options = {}) {
  const { readFileSync } = await import('node:fs');
  // evaluated through the debugging protocol, not as a <script>: the page's CSP stays whole
  await page.evaluate(readFileSync(AXE, 'utf8'));
  const result = await page.evaluate(
    (opts) => window.axe.run(document, { resultTypes: ['violations'], ...opts }),
    options,
  );
  return result.violations.flatMap((v) => v.nodes.map((n) => `${v.id}: ${JSON.stringify(n.target)} ${n.failureSummary || ''}`.trim()));
}
