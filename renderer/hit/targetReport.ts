// Keeping the accessible twin in step with the canvas: which hit area has keyboard focus, the
// camera that brings it into view, and telling the owner the targets moved only once the picture
// is at rest (a pan must not re-render a list of buttons 60 times a second).

import type { Camera, Viewport } from '../stage/camera'
import { type HitArea, screenRectOf } from './hitAreas'
import type { Scene } from '../scenes/scene'

export function focusedArea(scene: Scene | null, focused: string | null): HitArea | null {
  if (!scene || !focused) return null
  return scene.targets().find((a) => a.alt === focused) ?? null
}

/** A camera centred on the area at the same zoom when any part of it is off screen; else null. */
export function revealCamera(area: HitArea, camera: Camera, vp: Viewport): Camera | null {
  const r = screenRectOf(area, camera, vp)
  const inside = r.x >= 0 && r.y >= 0 && r.x + r.width <= vp.width && r.y + r.height <= vp.height
  if (inside) return null
  const { min, max } = area.box
  return { x: (min[0] + max[0]) / 2, y: (min[1] + max[1]) / 2, zoom: camera.zoom }
}

export class TargetReport {
  private told: { targets: readonly HitArea[]; at: string } | null = null

  constructor(private readonly onChange: (() => void) | undefined) {}

  /** Calls the owner if the targets or the camera they were measured with changed. */
  atRest(scene: Scene | null, camera: Camera, vp: Viewport): void {
    if (!scene || !this.onChange) return
    const at = `${camera.x.toFixed(3)},${camera.y.toFixed(3)},${camera.zoom.toFixed(5)},${vp.width}x${vp.height}`
    const targets = scene.targets()
    if (this.told && this.told.targets === targets && this.told.at === at) return
    this.told = { targets, at }
    this.onChange()
  }
}
