// Test support for the tools: captures what a tool prints and opens a second connection to the
// test database, as a separate tool process would.

import type { ServerConfig } from '../config'
import { openDatabase } from '../db'
import type { ToolIo } from './toolRunner'

export interface CapturedIo extends ToolIo {
  out: string[]
  err: string[]
}

export function captureIo(config: Pick<ServerConfig, 'dataDir' | 'databaseUrl'>): CapturedIo {
  const out: string[] = []
  const err: string[] = []
  return {
    out,
    err,
    stdout: (text) => void out.push(text),
    stderr: (text) => void err.push(text),
    openDb: () => openDatabase(config),
    location: () => ({ dataDir: config.dataDir, databaseUrl: config.databaseUrl }),
  }
}
