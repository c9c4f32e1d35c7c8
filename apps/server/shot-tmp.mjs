import nodemailer from 'nodemailer';
import { chromium } from '@playwright/test';
const t = nodemailer.createTransport({ host: '127.0.0.1', port: 2598, ignoreTLS: true });
for (let i = 0; i < 3; i++)
  await t.sendMail({ from: 'a@example.com', to: `demo.acc${i}@shop.localhost`, subject: `Code ${i}`, text: `Your code is 48291${i}` });
const login = await (await fetch('http://127.0.0.1:3998/api/roller/login', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ code: 'demo', password: 'demo-pass-123' }) })).json();
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
for (const width of [1280, 390]) for (const theme of ['dark', 'light']) {
  const page = await browser.newPage({ viewport: { width, height: 800 } });
  await page.addInitScript(([token, theme]) => { localStorage.setItem('token', token); localStorage.setItem('theme', theme); }, [login.data.token, theme]);
  await page.goto('http://127.0.0.1:3998/');
  if (width === 390) await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByLabel('3 unread').first().waitFor();
  await page.screenshot({ path: `/tmp/shots/mailin/nav-badge-${width}-${theme}.png`, clip: { x: 0, y: 0, width, height: width === 390 ? 500 : 120 } });
  await page.close();
}
await browser.close();
console.log('done');
