import { describe, expect, it } from 'vitest'
import { failureMessage, exportMessage } from './exportMessages'
import { type ExportEvent, exportReducer, IDLE, isRetryable } from './exportState'
import { sheetT } from './sheetText'

const run = (...events: ExportEvent[]) => events.reduce(exportReducer, IDLE)

describe('exportReducer', () => {
  it('goes idle -> working through stages -> done', () => {
    const working = run(
      { type: 'export.start' },
      { type: 'export.stage', stage: 'drawing', done: 2, total: 11 },
    )
    expect(working).toEqual({ status: 'working', stage: 'drawing', done: 2, total: 11 })
    expect(
      exportReducer(working, { type: 'export.done', fileName: 'khvoya-izbrannoe.pdf' }),
    ).toEqual({
      status: 'done',
      fileName: 'khvoya-izbrannoe.pdf',
    })
  })

  it('drops progress that arrives after the export ended', () => {
    const done = run({ type: 'export.start' }, { type: 'export.done', fileName: 'a.pdf' })
    expect(exportReducer(done, { type: 'export.stage', stage: 'saving' })).toBe(done)
  })

  it('starts again from a failure', () => {
    const failed = run(
      { type: 'export.start' },
      { type: 'export.fail', failure: { kind: 'network', reason: 'offline' } },
    )
    expect(exportReducer(failed, { type: 'export.start' }).status).toBe('working')
  })
})

describe('messages', () => {
  const ru = sheetT('ru')
  const en = sheetT('en')

  it('count sheets from one while drawing', () => {
    expect(exportMessage({ status: 'working', stage: 'drawing', done: 0, total: 11 }, ru)).toBe(
      'Рисуем лист 1 из 11…',
    )
    expect(exportMessage({ status: 'working', stage: 'fonts', done: 0, total: 0 }, en)).toBe(
      'Preparing fonts…',
    )
  })

  it('name the bad flats, and only network failures are worth retrying', () => {
    const bad = { kind: 'bad-request', malformed: ['x'], unknown: ['99-1-1-1'] } as const
    expect(failureMessage(bad, en)).toContain('Could not read the flat number: x.')
    expect(failureMessage(bad, en)).toContain('not in the catalogue: 99-1-1-1')
    expect(isRetryable(bad)).toBe(false)
    expect(isRetryable({ kind: 'network', reason: 'HTTP 503' })).toBe(true)
  })
})
