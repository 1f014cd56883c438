// The statuses of a building's flats as they stand: the live catalogue's where the database is,
// else the seeded catalogue's (a site whose server has never started has no database yet).

import { generateCatalogue } from '../catalogue/catalogue'
import { NoDatabaseError, type ToolIo } from '../cli/toolRunner'

export interface LiveStatus {
  alt: string
  status: number
  area: number
}

export async function liveStatusesOf(code: number, io: ToolIo): Promise<LiveStatus[]> {
  let db: Awaited<ReturnType<ToolIo['openDb']>>
  try {
    db = await io.openDb()
  } catch (error) {
    // No database yet: the seed is what the first start will load.
    if (error instanceof NoDatabaseError) {
      return generateCatalogue()
        .apartments.filter((a) => a.b === code)
        .map((a) => ({ alt: a.alt, status: a.st, area: a.sq }))
    }
    throw error
  }
  try {
    return (await db.live.rows())
      .filter((row) => row.building === code)
      .map((row) => ({ alt: row.alt, status: row.status, area: row.area }))
  } finally {
    await db.close()
  }
}
