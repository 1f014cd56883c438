// A 16-storey model made from the Duplex's levels, for the import benchmark: the Duplex's DATA
// section copied eight times, each copy stacked 6.2 m (its two levels) above the one before, with
// its own entity numbers, GlobalIds, storey names and room names (`03A101`: copy 3's flat A), so
// `--flats prefix:3` reads sixteen two-level flats. Text surgery on the STEP file; the sample
// itself is never changed.

const STOREY_RISE = 6.2
const ID_STRIDE = 1_000_000
const GUID_CHARS = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz_$'

export function towerOf(duplex: string, copies = 8): string {
  const start = duplex.indexOf('DATA;')
  const end = duplex.lastIndexOf('ENDSEC;')
  if (start < 0 || end < start) throw new Error('not a STEP file with a DATA section')
  const head = duplex.slice(0, start + 'DATA;'.length)
  const data = duplex.slice(start + 'DATA;'.length, end)
  const tail = duplex.slice(end)
  const lines = data.split(/;\s*\n/).filter((l) => l.trim().startsWith('#'))
  const out: string[] = []
  let extra = copies * ID_STRIDE + 1
  for (let k = 0; k < copies; k++) {
    const shift = (text: string) =>
      text.replace(/#(\d+)/g, (_, n) => `#${Number(n) + k * ID_STRIDE}`)
    const placements = new Map<string, string>()
    for (const raw of lines) {
      let line = shift(raw.trim())
      // Fresh GlobalIds: IFC GUIDs begin 0-3, so 'Z' and the copy's letter clash with none.
      line = line.replace(
        /^(#\d+=\s*IFC\w+\(')[0-9A-Za-z_$]{2}([0-9A-Za-z_$]{20}')/,
        (_, a, b) => `${a}Z${GUID_CHARS[k]}${b}`,
      )
      const index = String(k).padStart(2, '0')
      line = line.replace(/^(#\d+=\s*IFCSPACE\('[^']*',[^,]*,')/, `$1${index}`)
      const storey =
        /^(#\d+)=\s*IFCBUILDINGSTOREY\(('[^']*'),([^,]*),'([^']*)',(.*),(#\d+),(.*),(-?[\d.E+-]+)\)$/.exec(
          line,
        )
      if (storey) {
        const [, id, gid, owner, name, mid, placement, rest, elevation] =
          storey as unknown as string[]
        // The elevation stays relative to the storey's parent placement, which is lifted below.
        placements.set(placement as string, elevation as string)
        line = `${id}=IFCBUILDINGSTOREY(${gid},${owner},'${name} (${index})',${mid},${placement},${rest},${elevation})`
      }
      out.push(line)
    }
    // Each copy's storeys stand k rises higher: a new placement point for each of them.
    if (k === 0) continue
    for (let i = 0; i < out.length; i++) {
      const line = out[i] as string
      const id = /^(#\d+)=/.exec(line)?.[1]
      if (!id || !placements.has(id)) continue
      const local = /^(#\d+)=\s*IFCLOCALPLACEMENT\(([^,]*),(#\d+)\)$/.exec(line)
      if (!local) continue
      const point = `#${extra++}`
      const axis = `#${extra++}`
      out.push(`${point}=IFCCARTESIANPOINT((0.,0.,${(k * STOREY_RISE).toFixed(3)}))`)
      out.push(`${axis}=IFCAXIS2PLACEMENT3D(${point},$,$)`)
      const lifted = `#${extra++}`
      out.push(`${lifted}=IFCLOCALPLACEMENT(${local[2]},${axis})`)
      out[i] = `${id}=IFCLOCALPLACEMENT(${lifted},${local[3]})`
    }
  }
  return `${head}\n${out.join(';\n')};\n${tail}`
}
