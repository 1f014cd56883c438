import { describe, expect, it } from 'vitest'
import { IfcReadError } from './ifcModel'
import { checkStatements, checkStepBytes, schemaFromName } from './stepHeader'

/** A minimal STEP file; overrides replace its parts. */
function stepFile(parts: { start?: string; schema?: string; data?: string; end?: string } = {}) {
  const {
    start = 'ISO-10303-21;',
    schema = "FILE_SCHEMA(('IFC4'));",
    data = "DATA;\n#1=IFCPROJECT('0YvctVUKr0kugbFTf53O9L',$,'P',$,$,$,$,$,$);\n",
    end = 'ENDSEC;\nEND-ISO-10303-21;\n',
  } = parts
  const header = `HEADER;\nFILE_DESCRIPTION((''),'2;1');\n${schema}\nENDSEC;\n`
  return new TextEncoder().encode(`${start}\n${header}${data}${end}`)
}

function failure(bytes: Uint8Array): IfcReadError {
  try {
    checkStepBytes(bytes)
  } catch (error) {
    if (error instanceof IfcReadError) return error
    throw error
  }
  throw new Error('expected an IfcReadError')
}

describe('checkStepBytes', () => {
  it('returns the schema of a whole file', () => {
    expect(checkStepBytes(stepFile())).toBe('IFC4')
    expect(checkStepBytes(stepFile({ schema: "FILE_SCHEMA(('IFC2X3'));" }))).toBe('IFC2X3')
  })

  it.each([
    ['plain text', new TextEncoder().encode('hello world'), /begins with "hello world"/],
    ['an empty file', new Uint8Array(), /begins with nothing/],
    ['a ZIP archive', new TextEncoder().encode('PK\u0003\u0004...'), /ZIP/],
    ['ifcXML', new TextEncoder().encode('<?xml version="1.0"?><ifcXML/>'), /XML/],
    ['STEP without a header', new TextEncoder().encode('ISO-10303-21;\nDATA;\n'), /HEADER/],
  ])('refuses %s as not-step', (_, bytes, message) => {
    const error = failure(bytes)
    expect(error.kind).toBe('not-step')
    expect(error.message).toMatch(message)
  })

  it('names the schema it does not read', () => {
    const error = failure(stepFile({ schema: "FILE_SCHEMA(('IFC5'));" }))
    expect(error.kind).toBe('schema')
    expect(error.message).toContain('IFC5')
    expect(failure(stepFile({ schema: '' })).kind).toBe('schema')
  })

  it.each([
    ['without its end', { end: '' }],
    ['cut in its DATA section', { end: "#2=IFCBUILDINGSTOREY('2Ah", data: 'DATA;\n' }],
    ['without a DATA section', { data: '', end: '' }],
  ])('refuses a file %s as truncated', (_, parts) => {
    expect(failure(stepFile(parts)).kind).toBe('truncated')
  })

  it('names the last entity begun in a cut file', () => {
    const error = failure(stepFile({ end: "#2=IFCBUILDINGSTOREY('2Ah" }))
    expect(error.message).toContain('#2')
  })
})

describe('schemaFromName', () => {
  it.each([
    ['IFC2X3', 'IFC2X3'],
    ['IFC2X3_TC1', 'IFC2X3'],
    ['ifc4', 'IFC4'],
    ['IFC4_ADD2_TC1', 'IFC4'],
    ['IFC4X3_ADD2', 'IFC4X3'],
    ['IFC4X1', null],
    ['IFC2X2_FINAL', null],
  ])('reads %s as %s', (name, schema) => {
    expect(schemaFromName(name)).toBe(schema)
  })
})

describe('checkStatements', () => {
  const encode = (text: string) => new TextEncoder().encode(text)

  it('accepts parentheses inside strings, doubled quotes and comments', () => {
    expect(() =>
      checkStatements(encode("#1=IFCLABEL('a (b'' c');\n/* ) ( */\n#2=IFCX((1.,2.),$);")),
    ).not.toThrow()
  })

  it.each([
    ["#66=IFCX((1.,2.),$);\n#67=IFCSPACE((('a',$);\n#68=IFCX($);", '#67'],
    ['#66=IFCX($));\n#67=IFCX($);', '#66'],
  ])('names the damaged entity in %j', (text, entity) => {
    const error = (() => {
      try {
        checkStatements(encode(text))
      } catch (e) {
        return e as IfcReadError
      }
      throw new Error('expected a throw')
    })()
    expect(error.kind).toBe('not-step')
    expect(error.message).toContain(`entity ${entity}`)
  })
})
