// The operations recipe in deploy/ agrees with the code: metrics on loopback ports nginx never
// reaches, a daily backup that keeps 14, and alert rules that name metrics the server exports
// (checked by promtool too when Debian's prometheus package is installed).

import { execFileSync } from 'node:child_process'
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { readConfig } from '../config'
import { opsMetrics } from './metrics'

const deploy = path.join(import.meta.dirname, '../../deploy')
const read = (name: string) => readFileSync(path.join(deploy, name), 'utf8')
const promtool = ['/usr/bin/promtool', '/usr/local/bin/promtool'].find((p) => existsSync(p))

describe('deploy/ for operations', () => {
  it('serves each instance its metrics on a loopback port nginx does not proxy', () => {
    const unit = read('khvoya@.service')
    expect(unit).toMatch(/^Environment=METRICS_PORT=1%i$/m)
    expect(readConfig({ METRICS_PORT: '13001' }).metrics).toEqual({
      port: 13001,
      host: '127.0.0.1',
    })
    expect(readConfig({}).metrics).toBeNull()
    expect(() => readConfig({ METRICS_PORT: 'nine' })).toThrow(/METRICS_PORT/)
    const nginx = readdirSync(path.join(deploy, 'nginx'))
      .map((f) => read(`nginx/${f}`))
      .join('\n')
    const ports = [...nginx.matchAll(/server 127\.0\.0\.1:(\d+)/g)].map((m) => m[1])
    expect(ports.length).toBeGreaterThan(0)
    for (const port of ports) expect(nginx).not.toContain(`:1${port}`)
    expect(nginx).not.toMatch(/location[^{]*metrics/)
    expect(nginx).toMatch(/proxy_set_header X-Request-Id \$request_id;/)
    expect(read('prometheus/khvoya-scrape.yml')).toContain("'127.0.0.1:13001', '127.0.0.1:13002'")
  })

  it('backs up daily and keeps 14', () => {
    expect(read('khvoya-backup.service')).toMatch(
      /^ExecStart=.*server\/cli\/backup\.ts --out \/var\/backups\/khvoya --keep 14$/m,
    )
    // Owner-only: the folder made 0700 before every run, and nothing the run creates wider.
    expect(read('khvoya-backup.service')).toMatch(
      /^ExecStartPre=\+\/usr\/bin\/install -d -m 700 -o khvoya -g khvoya \/var\/backups\/khvoya$/m,
    )
    expect(read('khvoya-backup.service')).toMatch(/^UMask=0077$/m)
    const timer = read('khvoya-backup.timer')
    expect(timer).toMatch(/^OnCalendar=\*-\*-\* \d\d:\d\d:00$/m)
    expect(timer).toMatch(/^Persistent=true$/m)
  })

  it('alerts only on metrics the server exports', async () => {
    const rules = read('prometheus/khvoya-alerts.yml')
    const text = await opsMetrics({
      targets: ['webhook'],
      readDatabase: async () => ({ pending: [], liveVersion: 1, catalogueCheckedAt: undefined }),
    }).text()
    const exported = new Set([...text.matchAll(/^# TYPE (\S+)/gm)].map((m) => m[1]))
    const named = new Set([...rules.matchAll(/\b((?:khvoya|nodejs)_[a-z0-9_]+)/g)].map((m) => m[1]))
    for (const name of named) {
      const base = name!.replace(/_(bucket|sum|count)$/, '')
      expect(exported.has(name) || exported.has(base), name).toBe(true)
    }
    for (const alert of ['OutboxStuck', 'ServerErrors', 'EventLoopLag', 'CatalogueStale']) {
      expect(rules).toContain(`alert: Khvoya${alert === 'OutboxStuck' ? 'LeadOutboxStuck' : alert}`)
    }
  })

  it.runIf(promtool)("passes promtool check rules and the rules' own tests", () => {
    for (const args of [
      ['check', 'rules', 'prometheus/khvoya-alerts.yml'],
      ['test', 'rules', 'prometheus/khvoya-alerts.test.yml'],
    ]) {
      const out = execFileSync(promtool!, args, { cwd: deploy, encoding: 'utf8' })
      expect(out).toContain('SUCCESS')
    }
  })
})
