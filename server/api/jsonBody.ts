// Reads a JSON request body within a byte limit: 415 for anything but JSON, 413 past the limit
// (checked on the declared length and again while streaming, since chunked bodies declare none),
// 400 for bytes that are not UTF-8 JSON.

import type { Context } from 'hono'
import type { FormError } from '../leads/leadMessages'
import { formError } from '../leads/leadMessages'

export type JsonBodyResult =
  | { ok: true; value: unknown }
  | { ok: false; status: 400 | 413 | 415; errors: Record<string, FormError> }

const JSON_TYPE = /^application\/(?:[\w.+-]+\+)?json\s*(?:;|$)/i
const decoder = new TextDecoder('utf-8', { fatal: true })

export async function readJsonBody(c: Context, maxBytes: number): Promise<JsonBodyResult> {
  if (!JSON_TYPE.test(c.req.header('content-type') ?? '')) {
    return { ok: false, status: 415, errors: { body: formError('body.unsupported_type') } }
  }
  const tooLarge = {
    ok: false,
    status: 413,
    errors: { body: formError('body.too_large') },
  } as const
  const declared = Number(c.req.header('content-length') ?? Number.NaN)
  if (declared > maxBytes) return tooLarge

  const chunks: Uint8Array[] = []
  let size = 0
  const body = c.req.raw.body
  if (body) {
    const reader = body.getReader()
    for (;;) {
      const { done, value } = await reader.read()
      if (done) break
      size += value.byteLength
      if (size > maxBytes) {
        await reader.cancel()
        return tooLarge
      }
      chunks.push(value)
    }
  }
  try {
    return { ok: true, value: JSON.parse(decoder.decode(Buffer.concat(chunks))) }
  } catch {
    return { ok: false, status: 400, errors: { body: formError('body.invalid_json') } }
  }
}
