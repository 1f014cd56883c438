// Where north is in the model: `--north DEG` when the operator gives it, else the model's
// TrueNorth, else the model's +Y (the convention when a model states none). Degrees clockwise
// from the model's +Y, in [0, 360). Pure.

import type { Vec2 } from '../ifcModel'
import type { MappedBuilding } from './importTypes'

export function northOf(
  trueNorth: Vec2 | null,
  option: number | undefined,
): MappedBuilding['north'] {
  if (option !== undefined) return { degrees: normalise(option), from: 'option' }
  if (trueNorth && Math.hypot(trueNorth[0], trueNorth[1]) > 1e-9) {
    const degrees = (Math.atan2(trueNorth[0], trueNorth[1]) * 180) / Math.PI
    return { degrees: normalise(Math.round(degrees * 100) / 100), from: 'model' }
  }
  return { degrees: 0, from: 'default' }
}

const normalise = (degrees: number) => ((degrees % 360) + 360) % 360
