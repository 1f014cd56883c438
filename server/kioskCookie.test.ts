// A server started with KHVOYA_KIOSK=1 marks its pages as kiosk screens by a session
// cookie carrying the idle time; switched off, it clears a cookie left from before.

import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { createApp } from './app'
import { readConfig } from './config'

const client = mkdtempSync(path.join(tmpdir(), 'khvoya-kiosk-'))
writeFileSync(path.join(client, 'index.html'), '<!doctype html><title>x</title>')
writeFileSync(path.join(client, 'robots.txt'), 'User-agent: *')
afterAll(() => rmSync(client, { recursive: true, force: true }))

const appWith = (env: NodeJS.ProcessEnv) =>
  createApp({ config: { ...readConfig(env), clientDir: client } })

describe('kiosk cookie', () => {
  it('reads the setting', () => {
    expect(readConfig({}).kiosk).toBeNull()
    expect(readConfig({ KHVOYA_KIOSK: '1' }).kiosk).toEqual({ idleSeconds: 90 })
    expect(readConfig({ KHVOYA_KIOSK: '1', KHVOYA_KIOSK_IDLE_SECONDS: '45' }).kiosk).toEqual({
      idleSeconds: 45,
    })
  })

  it('is set on pages of a kiosk server, not on other files', async () => {
    const app = appWith({ KHVOYA_KIOSK: '1', KHVOYA_KIOSK_IDLE_SECONDS: '30' })
    const page = await app.request('/')
    expect(page.status).toBe(200)
    expect(page.headers.get('Set-Cookie')).toBe('khvoya_kiosk=30; Path=/; SameSite=Lax')
    expect((await app.request('/robots.txt')).headers.get('Set-Cookie')).toBeNull()
  })

  it('is absent on an ordinary server and cleared when left over', async () => {
    const app = appWith({})
    expect((await app.request('/')).headers.get('Set-Cookie')).toBeNull()
    const stale = await app.request('/', { headers: { Cookie: 'khvoya_kiosk=90' } })
    expect(stale.headers.get('Set-Cookie')).toBe('khvoya_kiosk=; Path=/; SameSite=Lax; Max-Age=0')
  })
})
