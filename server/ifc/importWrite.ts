// Writes an imported building as repository content, atomically: the folder is made beside its
// place under a temporary name and renamed into place, so a build never reads half a building,
// and a replaced building's folder goes only once the new one is whole.

import fs from 'node:fs'
import path from 'node:path'
import { IMPORTED_FILE, type ImportedBuilding, importedFolder } from '../catalogue/imported'

/** Writes `<dir>/<code>/building.json`; returns the file's path. */
export function writeImportedBuilding(dir: string, building: ImportedBuilding): string {
  fs.mkdirSync(dir, { recursive: true })
  const target = importedFolder(dir, building.code)
  const staging = path.join(dir, `.${building.code}.${process.pid}.new`)
  const retired = path.join(dir, `.${building.code}.${process.pid}.old`)
  fs.rmSync(staging, { recursive: true, force: true })
  fs.mkdirSync(staging)
  fs.writeFileSync(path.join(staging, IMPORTED_FILE), `${JSON.stringify(building, null, 1)}\n`)
  const had = fs.existsSync(target)
  if (had) fs.renameSync(target, retired)
  try {
    fs.renameSync(staging, target)
  } catch (error) {
    if (had) fs.renameSync(retired, target)
    throw error
  }
  if (had) fs.rmSync(retired, { recursive: true, force: true })
  return path.join(target, IMPORTED_FILE)
}
