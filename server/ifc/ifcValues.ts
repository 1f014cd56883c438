// Reading attributes off web-ifc's line objects, which wrap every value: a label as { value },
// a measure as an object whose `value` is a number, an enumeration as { type: 3, value }, a
// reference to another line as { type: 5, value: expressID }, a list as an array of those.
import type { IfcAPI } from 'web-ifc'

/** A line of the model as web-ifc's GetLine gives it, attributes by their schema names. */
export interface IfcLine {
  expressID: number
  type: number
  [attribute: string]: unknown
}

const REF = 5
const ENUM = 3

function wrapped(v: unknown): { type?: unknown; value?: unknown } | null {
  return v !== null && typeof v === 'object' ? (v as { type?: unknown; value?: unknown }) : null
}

/** A label or text; '' when absent. */
export function text(v: unknown): string {
  const value = wrapped(v)?.value
  return typeof value === 'string' ? value : ''
}

/** A measure or a count (IFC2X3's plain REALs come unwrapped); null when absent. */
export function num(v: unknown): number | null {
  const value = typeof v === 'number' ? v : wrapped(v)?.value
  return typeof value === 'number' && Number.isFinite(value) ? value : null
}

/** An enumeration's value (e.g. 'SINGLE_SWING_LEFT'); null when absent. */
export function enumValue(v: unknown): string | null {
  const w = wrapped(v)
  return w?.type === ENUM && typeof w.value === 'string' ? w.value : null
}

/** The express ID a reference points at; null when absent. */
export function ref(v: unknown): number | null {
  const w = wrapped(v)
  return w?.type === REF && typeof w.value === 'number' ? w.value : null
}

/** The express IDs of a list of references (a single reference counts as a list of one). */
export function refs(v: unknown): number[] {
  const list = Array.isArray(v) ? v : [v]
  return list.map(ref).filter((id): id is number => id !== null)
}

/** The numbers of a list of measures (a point's coordinates, a direction's ratios). */
export function nums(v: unknown): number[] {
  return Array.isArray(v) ? v.map(num).filter((n): n is number => n !== null) : []
}

/** Reads lines of a model; unknown or broken lines are null rather than a thrown engine error. */
export class ModelLines {
  constructor(
    readonly api: IfcAPI,
    readonly model: number,
  ) {}

  get(id: number | null): IfcLine | null {
    if (id === null || id <= 0) return null
    try {
      return (this.api.GetLine(this.model, id) as IfcLine | undefined) ?? null
    } catch {
      return null
    }
  }

  /** Every line of the given entity types, in express ID order, each once. */
  idsOf(types: readonly number[]): number[] {
    const ids = new Set<number>()
    for (const type of types) {
      const found = this.api.GetLineIDsWithType(this.model, type)
      for (let i = 0; i < found.size(); i++) ids.add(found.get(i))
    }
    return [...ids].sort((a, b) => a - b)
  }

  linesOf(types: readonly number[]): IfcLine[] {
    return this.idsOf(types)
      .map((id) => this.get(id))
      .filter((line): line is IfcLine => line !== null)
  }
}
