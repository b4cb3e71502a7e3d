import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
const base = process.argv[2];
const pages = process.argv.slice(3);
const chrome = await chromeLauncher.launch({ chromePath: '/usr/bin/chromium', chromeFlags: ['--headless=new', '--no-sandbox', '--disable-dev-shm-usage'] });
for (const page of pages) for (let i = 0; i < 2; i++) {
  const { lhr } = await lighthouse(`${base}${encodeURI(page)}`, { port: chrome.port, logLevel: 'error', onlyCategories: ['performance'] });
  console.log(page, 'perf', Math.round(lhr.categories.performance.score*100), 'CLS', lhr.audits['cumulative-layout-shift'].numericValue.toFixed(3), 'LCP el', JSON.stringify(lhr.audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node?.snippet ?? '').slice(0,150));
  for (const it of (lhr.audits['layout-shifts']?.details?.items ?? []).slice(0, 6)) console.log('   shift', it.score?.toFixed(3), (it.node?.snippet ?? '').slice(0, 200));
}
await chrome.kill();
