// Debian's nginx in a private prefix on loopback, configured with the deployment's own files
// (deploy/nginx/*.conf, copied as they are) around a test server block: the topology test and the
// bench's proxy figures run exactly what a hosting team installs, minus the certificates and ports.

import { type ChildProcess, execFileSync, spawn } from 'node:child_process'
import {
  accessSync,
  constants,
  cpSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  writeFileSync,
} from 'node:fs'
import { connect } from 'node:net'
import path from 'node:path'
import { nginxCspConf } from '../../scripts/nginxCsp'

export const DEPLOY_NGINX = path.resolve(import.meta.dirname, '../../deploy/nginx')

export interface NginxOptions {
  /** Private folder for the configuration, pid, logs and temp files. */
  prefix: string
  /** The built client folder (dist/client). */
  root: string
  /** Instances, `127.0.0.1:PORT`. */
  upstreams: readonly string[]
  port: number
  /** Also listen with TLS (a self-signed certificate made with openssl) on this port. */
  tlsPort?: number | undefined
  /** Inline-script hashes of the pages (dist/csp.json). */
  scriptHashes: readonly string[]
}

export interface RunningNginx {
  url: string
  tlsUrl: string | undefined
  pid: number
  /** The error log, for a failing test's message. */
  errorLog: string
  stop(): Promise<void>
}

export function nginxBinary(): string | null {
  for (const candidate of ['/usr/sbin/nginx', '/usr/local/sbin/nginx']) {
    try {
      accessSync(candidate, constants.X_OK)
      return candidate
    } catch {}
  }
  try {
    return execFileSync('sh', ['-c', 'command -v nginx'], { encoding: 'utf8' }).trim() || null
  } catch {
    return null
  }
}

function selfSignedCertificate(dir: string): { cert: string; key: string } {
  const cert = path.join(dir, 'cert.pem')
  const key = path.join(dir, 'key.pem')
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-days',
      '1',
      '-subj',
      '/CN=localhost',
      '-keyout',
      key,
      '-out',
      cert,
    ],
    { stdio: 'ignore' },
  )
  return { cert, key }
}

/** The parameters of an upstream server line in deploy/nginx/khvoya.conf (max_fails, fail_timeout). */
function upstreamParameters(): string {
  const site = readFileSync(path.join(DEPLOY_NGINX, 'khvoya.conf'), 'utf8')
  const found = /^\s*server 127\.0\.0\.1:\d+ ([^;]*);/m.exec(site)?.[1]
  if (!found) throw new Error('deploy/nginx/khvoya.conf: no upstream server line')
  return found
}

export function nginxConf(o: NginxOptions, tls: { cert: string; key: string } | null): string {
  const parameters = upstreamParameters()
  const servers = () => o.upstreams.map((u) => `        server ${u} ${parameters};`).join('\n')
  const p = (name: string) => path.join(o.prefix, name)
  return `# Written by tests/topology/nginx.ts: a loopback test server around deploy/nginx/*.conf.
${process.getuid?.() === 0 ? '# Root in a private temp prefix: workers keep root to read it.\nuser root;\n' : ''}worker_processes 2;
daemon off;
pid ${p('nginx.pid')};
error_log ${p('error.log')} warn;
events {
    worker_connections 2048;
}
http {
    access_log off;
    sendfile on;
    tcp_nopush on;
    client_body_temp_path ${p('tmp/body')};
    proxy_temp_path ${p('tmp/proxy')};
    fastcgi_temp_path ${p('tmp/fastcgi')};
    uwsgi_temp_path ${p('tmp/uwsgi')};
    scgi_temp_path ${p('tmp/scgi')};

    include khvoya/maps.conf;
    include khvoya/csp.conf;
    upstream khvoya_api {
${servers()}
        include khvoya/upstream.conf;
    }
    upstream khvoya_forms {
        hash $remote_addr consistent;
${servers()}
        include khvoya/upstream.conf;
    }
    server {
        listen 127.0.0.1:${o.port};
${
  tls
    ? `        listen 127.0.0.1:${o.tlsPort} ssl;
        ssl_certificate ${tls.cert};
        ssl_certificate_key ${tls.key};
        include khvoya/tls.conf;
`
    : ''
}        root ${o.root};
        merge_slashes off;
        server_tokens off;
        include khvoya/locations.conf;
    }
}
`
}

function listening(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1')
    socket.once('connect', () => {
      socket.destroy()
      resolve(true)
    })
    socket.once('error', () => resolve(false))
  })
}

export async function startNginx(o: NginxOptions): Promise<RunningNginx> {
  const binary = nginxBinary()
  if (!binary) throw new Error('nginx is not installed (apt-get install -y nginx)')
  const confDir = path.join(o.prefix, 'conf')
  mkdirSync(path.join(confDir, 'khvoya'), { recursive: true })
  mkdirSync(path.join(o.prefix, 'tmp'), { recursive: true })
  for (const file of readdirSync(DEPLOY_NGINX)) {
    if (file.endsWith('.conf') && file !== 'khvoya.conf') {
      cpSync(path.join(DEPLOY_NGINX, file), path.join(confDir, 'khvoya', file))
    }
  }
  writeFileSync(path.join(confDir, 'khvoya', 'csp.conf'), nginxCspConf(o.scriptHashes))
  const tls = o.tlsPort ? selfSignedCertificate(o.prefix) : null
  const conf = path.join(confDir, 'nginx.conf')
  writeFileSync(conf, nginxConf(o, tls))
  const args = ['-p', `${o.prefix}/`, '-c', conf, '-e', path.join(o.prefix, 'error.log')]
  execFileSync(binary, ['-t', '-q', ...args], { stdio: ['ignore', 'ignore', 'pipe'] })

  const child: ChildProcess = spawn(binary, args, { stdio: ['ignore', 'ignore', 'inherit'] })
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGQUIT')
    const killer = setTimeout(() => child.kill('SIGKILL'), 5000)
    await exited
    clearTimeout(killer)
  }
  const pidFile = path.join(o.prefix, 'nginx.pid')
  const ours = () => {
    try {
      return Number(readFileSync(pidFile, 'utf8').trim()) === child.pid
    } catch {
      return false
    }
  }
  const until = Date.now() + 10_000
  while (Date.now() < until && child.exitCode === null) {
    if (ours() && (await listening(o.port))) {
      return {
        url: `http://127.0.0.1:${o.port}`,
        tlsUrl: tls ? `https://127.0.0.1:${o.tlsPort}` : undefined,
        pid: child.pid ?? 0,
        errorLog: path.join(o.prefix, 'error.log'),
        stop,
      }
    }
    await new Promise((r) => setTimeout(r, 100))
  }
  await stop()
  throw new Error(`nginx did not listen on 127.0.0.1:${o.port} within 10 s`)
}

/**
 * `nginx -t` on deploy/nginx/khvoya.conf as shipped, with only its certificate paths pointed at a
 * test certificate: the production file parses and loads, includes and all.
 */
export function testProductionConf(prefix: string, scriptHashes: readonly string[]): string {
  const binary = nginxBinary()
  if (!binary) throw new Error('nginx is not installed')
  const confDir = path.join(prefix, 'conf')
  mkdirSync(path.join(confDir, 'khvoya'), { recursive: true })
  mkdirSync(path.join(prefix, 'tmp'), { recursive: true })
  for (const file of readdirSync(DEPLOY_NGINX)) {
    if (file.endsWith('.conf') && file !== 'khvoya.conf') {
      cpSync(path.join(DEPLOY_NGINX, file), path.join(confDir, 'khvoya', file))
    }
  }
  writeFileSync(path.join(confDir, 'khvoya', 'csp.conf'), nginxCspConf(scriptHashes))
  const tls = selfSignedCertificate(prefix)
  const site = readFileSync(path.join(DEPLOY_NGINX, 'khvoya.conf'), 'utf8')
    .replaceAll('/etc/letsencrypt/live/khvoya-club.ru/fullchain.pem', tls.cert)
    .replaceAll('/etc/letsencrypt/live/khvoya-club.ru/privkey.pem', tls.key)
  writeFileSync(path.join(confDir, 'khvoya.conf'), site)
  const p = (name: string) => path.join(prefix, name)
  const conf = path.join(confDir, 'nginx.conf')
  writeFileSync(
    conf,
    `pid ${p('nginx.pid')};
events {}
http {
    client_body_temp_path ${p('tmp/body')};
    proxy_temp_path ${p('tmp/proxy')};
    fastcgi_temp_path ${p('tmp/fastcgi')};
    uwsgi_temp_path ${p('tmp/uwsgi')};
    scgi_temp_path ${p('tmp/scgi')};
    include khvoya.conf;
}
`,
  )
  const args = ['-t', '-p', `${prefix}/`, '-c', conf, '-e', p('error.log')]
  try {
    return execFileSync(binary, args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] })
  } catch (error) {
    const stderr = (error as { stderr?: string }).stderr ?? ''
    throw new Error(`nginx -t rejected deploy/nginx/khvoya.conf: ${stderr.trim()}`)
  }
}
