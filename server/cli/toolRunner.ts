// What the sales-team tools share: --help, argument errors, exit codes, and the database opened
// from the same environment as the server (DATA_DIR or DATABASE_URL).
// Exit codes: 0 done, 1 the input was refused (nothing changed), 2 usage or unreadable input,
// 3 the database failed, 4 the output could not be written (a full or read-only disk).

import fs from 'node:fs'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { readConfig } from '../config'
import { type DatabaseLocation, type KhvoyaDatabase, openDatabase } from '../db'
import { SQLITE_FILE } from '../db/connection'

export const EXIT = { ok: 0, refused: 1, usage: 2, database: 3, output: 4 } as const

export class UsageError extends Error {}

/** The server has not run here yet: no SQLite file where DATA_DIR points, and no DATABASE_URL. */
export class NoDatabaseError extends Error {}

export interface ToolIo {
  stdout(text: string): void
  stderr(text: string): void
  openDb(): Promise<KhvoyaDatabase>
  /** Where the database is, for tools that work on its files or dumps (backup, restore). */
  location?(): DatabaseLocation
}

export const processIo: ToolIo = {
  stdout: (text) => process.stdout.write(text),
  stderr: (text) => process.stderr.write(text),
  async openDb() {
    const config = readConfig()
    const file = path.join(config.dataDir, SQLITE_FILE)
    // A tool run from the wrong folder must say so, not quietly create an empty database there.
    if (!config.databaseUrl && !fs.existsSync(file)) {
      throw new NoDatabaseError(
        `no database at ${file}; run the server once, or set DATA_DIR or DATABASE_URL`,
      )
    }
    return openDatabase(config)
  },
  location: () => readConfig(),
}

export type Tool = (argv: string[], io: ToolIo) => Promise<number>

/** Runs `tool` when its file is the script node was started with (`npx tsx server/cli/x.ts`). */
export function runIfMain(moduleUrl: string, help: string, tool: Tool): void {
  const script = process.argv[1]
  if (!script || pathToFileURL(script).href !== moduleUrl) return
  void runTool(help, tool, process.argv.slice(2), processIo).then((code) => {
    process.exitCode = code
  })
}

export async function runTool(
  help: string,
  tool: Tool,
  argv: string[],
  io: ToolIo,
): Promise<number> {
  if (argv.includes('--help') || argv.includes('-h')) {
    io.stdout(`${help.trim()}\n`)
    return EXIT.ok
  }
  try {
    return await tool(argv, io)
  } catch (error) {
    if (error instanceof UsageError) {
      io.stderr(`${error.message}\n\n${help.trim()}\n`)
      return EXIT.usage
    }
    io.stderr(`Database error: ${error instanceof Error ? error.message : String(error)}\n`)
    return EXIT.database
  }
}

/** `node:util` parseArgs errors become usage errors, so a typo prints the help. */
export function usage<T>(parse: () => T): T {
  try {
    return parse()
  } catch (error) {
    throw new UsageError(error instanceof Error ? error.message : String(error))
  }
}

/** 30400000 -> '30 400 000': grouped as the sales team writes prices. */
export function roubles(value: number): string {
  return String(Math.round(value)).replace(/\B(?=(\d{3})+(?!\d))/g, ' ')
}
