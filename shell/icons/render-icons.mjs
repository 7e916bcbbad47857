// Renders the app icons (shell/public/icons) from the SVGs beside this file with Debian's Chromium: `node shell/icons/render-icons.mjs` from the repository root.
import { chromium } from '@playwright/test';
import { readFileSync } from 'node:fs';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
const page = await browser.newPage();
const jobs = [
  ['shell/icons/app-icon.svg', 192, 'icon-192.png'],
  ['shell/icons/app-icon.svg', 512, 'icon-512.png'],
  ['shell/icons/app-icon-maskable.svg', 192, 'icon-maskable-192.png'],
  ['shell/icons/app-icon-maskable.svg', 512, 'icon-maskable-512.png'],
  ['shell/icons/app-icon-maskable.svg', 180, 'apple-touch-icon.png'],
];
for (const [svg, size, out] of jobs) {
  await page.setViewportSize({ width: size, height: size });
  const source = readFileSync(svg, 'utf8').replace('<svg ', `<svg width="${size}" height="${size}" `);
  await page.setContent(`<html><body style="margin:0;background:transparent">${source}</body></html>`);
  await page.screenshot({ path: `shell/public/icons/${out}`, omitBackground: true, clip: { x: 0, y: 0, width: size, height: size } });
}
await browser.close();
