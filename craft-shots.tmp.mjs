import { chromium } from '@playwright/test'
const base = 'http://127.0.0.1:4214'
const browser = await chromium.launch({ executablePath: '/usr/lib/chromium/chromium-headless-shell', args: ['--no-sandbox','--disable-gpu','--disable-background-networking','--disable-component-update','--disable-sync','--no-first-run'] })
const data = await (await fetch(base + '/api/hydra/data')).json()
const favs = Object.values(data.apartments).filter((a) => a.st === 1).slice(0, 2).map((a) => a.alt).join(',')
const sizes = [[1920,1080,''],[1366,768,''],[390,844,''],[1080,1920,'?kiosk=1']]
const only = process.argv[2]
for (const [w,h,q] of sizes) for (const lang of ['ru','en']) for (const page of ['search','favorites']) {
  const name = `${page}-${w}x${h}-${lang}`
  if (only && !name.includes(only)) continue
  const ctx = await browser.newContext({ viewport: { width: w, height: h }, hasTouch: w < 1000, isMobile: w < 500 })
  const p = await ctx.newPage()
  const path = `${lang === 'en' ? '/en' : ''}/plans/plans-${page}${q}`
  await p.goto(base + path)
  await p.evaluate((f) => localStorage.setItem('favorites', f), favs)
  await p.reload()
  await p.waitForTimeout(2500)
  await p.screenshot({ path: `/work/shots/craft/${name}.png` })
  if (page === 'favorites' && w === 1920) {
    await p.getByTestId('favorite-discuss').nth(1).click()
    await p.waitForTimeout(800)
    await p.screenshot({ path: `/work/shots/craft/${name}-discuss.png` })
  }
  await ctx.close()
}
await browser.close()
