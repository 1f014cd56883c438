// A tiny built site with the shape of dist/client (pages as folder/index.html, hashed assets, the
// build's .br and .gz variants, an inline bootstrap script): the topology test checks what nginx
// serves against known bytes, without needing a full build.

import { mkdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { brotliCompressSync, gzipSync } from 'node:zlib'
import { inlineScriptHashes } from '../../server/csp'

export interface FixtureSite {
  root: string
  files: Record<string, Buffer>
  scriptHashes: string[]
  asset: string
}

const page = (title: string, lang: string) =>
  `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><title>${title}</title>` +
  `<script>window.__khvoyaBoot=${JSON.stringify(title)}</script></head><body>` +
  `<main>${`<p>${title}: сосновый лес, 46 км от Петербурга.</p>`.repeat(40)}</main></body></html>`

export function writeFixtureSite(root: string): FixtureSite {
  const asset = 'assets/app-3f9a1c7e.js'
  const texts: Record<string, string> = {
    'index.html': page('Хвоя', 'ru'),
    'about/index.html': page('О проекте', 'ru'),
    'en/index.html': page('Khvoya', 'en'),
    [asset]: `export const boot = () => ${JSON.stringify('x'.repeat(3000))}.length\n`,
  }
  const files: Record<string, Buffer> = {}
  for (const [name, text] of Object.entries(texts)) {
    const body = Buffer.from(text)
    files[name] = body
    mkdirSync(path.dirname(path.join(root, name)), { recursive: true })
    writeFileSync(path.join(root, name), body)
    writeFileSync(path.join(root, `${name}.br`), brotliCompressSync(body))
    writeFileSync(path.join(root, `${name}.gz`), gzipSync(body))
  }
  // A 1x1 PNG: binary files have no variants.
  const png = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
    'base64',
  )
  mkdirSync(path.join(root, 'icons'), { recursive: true })
  writeFileSync(path.join(root, 'icons/dot.png'), png)
  files['icons/dot.png'] = png
  const scriptHashes = [
    ...new Set(
      Object.entries(texts)
        .filter(([name]) => name.endsWith('.html'))
        .flatMap(([, html]) => inlineScriptHashes(html)),
    ),
  ]
  return { root, files, scriptHashes, asset }
}
