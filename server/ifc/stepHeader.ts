// Checks an IFC file's bytes before web-ifc sees them: a STEP file (ISO 10303-21) with a HEADER,
// a schema we read, and an end. web-ifc itself opens a cut-off file without a word, so the cut
// is found here. Pure: bytes in, the schema out or an IfcReadError thrown.
import { IfcReadError, type IfcSchemaName } from './ifcModel'

const latin1 = new TextDecoder('latin1')

/** How much of the file's start the header must lie in; real headers are well under 10 KB. */
const HEADER_WINDOW = 256 * 1024
const TAIL_WINDOW = 4 * 1024

function preview(text: string): string {
  const shown = text.slice(0, 24).replace(/\s+/g, ' ').trim()
  return shown.length > 0 ? `"${shown}${text.length > 24 ? '…' : ''}"` : 'nothing'
}

/** IFC2X3_TC1 is IFC2X3, IFC4_ADD2_TC1 is IFC4, IFC4X3_ADD2 is IFC4X3; the rest we do not read. */
export function schemaFromName(name: string): IfcSchemaName | null {
  const upper = name.trim().toUpperCase()
  if (/^IFC2X3(_TC1)?$/.test(upper)) return 'IFC2X3'
  if (/^IFC4(_ADD[12])?(_TC1)?$/.test(upper)) return 'IFC4'
  if (/^IFC4X3(_.*)?$/.test(upper)) return 'IFC4X3'
  return null
}

export function checkStepBytes(bytes: Uint8Array): IfcSchemaName {
  const head = latin1.decode(bytes.subarray(0, HEADER_WINDOW)).replace(/^\uFEFF|^ï»¿/, '')
  const start = head.trimStart()
  if (start.startsWith('PK')) {
    throw new IfcReadError(
      'not-step',
      'This is a ZIP archive (an .ifczip?), not an IFC STEP file: unzip it and import the .ifc inside.',
    )
  }
  if (start.startsWith('<')) {
    throw new IfcReadError(
      'not-step',
      'This is an XML file (ifcXML?), not an IFC STEP file: export the model as IFC (.ifc, STEP).',
    )
  }
  if (!/^ISO-10303-21\s*;/.test(start)) {
    throw new IfcReadError(
      'not-step',
      `This is not an IFC STEP file: it should begin with "ISO-10303-21;" but begins with ${preview(start)}.`,
    )
  }
  const header = /HEADER\s*;([\s\S]*?)ENDSEC\s*;/.exec(start)
  if (!header) {
    throw new IfcReadError(
      'not-step',
      'This STEP file has no complete HEADER section (HEADER; ... ENDSEC;), so it cannot be an IFC model.',
    )
  }
  const schemaList = /FILE_SCHEMA\s*\(\s*\(([^)]*)\)/.exec(header[1]!)
  const names = schemaList ? [...schemaList[1]!.matchAll(/'([^']*)'/g)].map((m) => m[1]!) : []
  if (names.length === 0) {
    throw new IfcReadError(
      'schema',
      'The file header names no schema (FILE_SCHEMA is missing or empty); IFC2X3, IFC4 or IFC4X3 is needed.',
    )
  }
  const schema = schemaFromName(names[0]!)
  if (!schema) {
    throw new IfcReadError(
      'schema',
      `The model's schema is ${names[0]}; only IFC2X3, IFC4 and IFC4X3 can be read. Export it again as IFC2X3 or IFC4.`,
    )
  }
  const afterHeader = start.slice(header.index + header[0].length)
  if (!/DATA\s*;/.test(afterHeader)) {
    throw new IfcReadError('truncated', 'The file ends after its header: it has no DATA section.')
  }
  const tail = latin1.decode(bytes.subarray(Math.max(0, bytes.length - TAIL_WINDOW))).trimEnd()
  if (!/ENDSEC\s*;\s*END-ISO-10303-21\s*;$/.test(tail)) {
    const lastEntity = [...tail.matchAll(/#(\d+)\s*=/g)].at(-1)?.[1]
    const where = lastEntity ? ` (the last entity begun is #${lastEntity})` : ''
    throw new IfcReadError(
      'truncated',
      `The file is cut off: its DATA section is not closed by "ENDSEC; END-ISO-10303-21;"${where}. ` +
        'Copy or export it again.',
    )
  }
  checkStatements(bytes)
  return schema
}

const QUOTE = 0x27
const OPEN = 0x28
const CLOSE = 0x29
const SEMICOLON = 0x3b
const HASH = 0x23
const SLASH = 0x2f
const STAR = 0x2a

/**
 * Every statement's parentheses balance before its semicolon (outside strings and comments).
 * web-ifc reads an unbalanced entity into everything after it and can then loop for ever while
 * triangulating, so a damaged file is refused here, naming the entity.
 */
export function checkStatements(bytes: Uint8Array): void {
  let depth = 0
  let inString = false
  let statementStart = 0
  for (let i = 0; i < bytes.length; i++) {
    const c = bytes[i]
    if (inString) {
      if (c === QUOTE) inString = false
      continue
    }
    if (c === QUOTE) inString = true
    else if (c === OPEN) depth++
    else if (c === CLOSE) depth--
    else if (c === SLASH && bytes[i + 1] === STAR) {
      const end = indexOfCommentEnd(bytes, i + 2)
      i = end < 0 ? bytes.length : end + 1
    } else if (c === SEMICOLON) {
      if (depth !== 0) throw damaged(bytes, statementStart)
      statementStart = i + 1
    } else if (c === HASH && depth === 0) statementStart = i
    if (depth < 0) throw damaged(bytes, statementStart)
  }
}

function indexOfCommentEnd(bytes: Uint8Array, from: number): number {
  for (let i = from; i + 1 < bytes.length; i++)
    if (bytes[i] === STAR && bytes[i + 1] === SLASH) return i
  return -1
}

function damaged(bytes: Uint8Array, at: number): IfcReadError {
  const statement = latin1.decode(bytes.subarray(at, at + 60)).trim()
  const entity = /^#(\d+)/.exec(statement)?.[1]
  const what = entity ? `entity #${entity}` : `the statement "${statement.slice(0, 40)}"`
  return new IfcReadError(
    'not-step',
    `The file is damaged: the parentheses of ${what} do not balance, so its STEP data cannot be read safely.`,
  )
}
