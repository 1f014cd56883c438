// The minimap's place in the renderer: made once the site geometry arrives, shown (with a short
// fade) on every level below the master plan, restyled with the state, laid out on resize.

import type { SiteGeometry } from '../../engine/geometry'
import type { Container } from 'pixi.js'
import type { Viewport } from '../stage/camera'
import { Minimap } from './minimap'
import type { RenderState } from '../types'

const FADE_MS = 250

export class MinimapSlot {
  private minimap: Minimap | null = null
  private vp: Viewport = { width: 1, height: 1 }
  private state: { state: RenderState; building: number | null } | null = null

  /** Puts the minimap under `parent` at `index` once `site` is known. */
  attach(site: SiteGeometry, parent: Container, index: number): void {
    const minimap = new Minimap(site)
    minimap.root.alpha = 0
    minimap.root.visible = false
    minimap.layout(this.vp)
    if (this.state) minimap.restyle(this.state.state, this.state.building)
    parent.addChildAt(minimap.root, Math.min(index, parent.children.length))
    this.minimap = minimap
  }

  /** The minimap when it is on screen (for taps), else null. */
  get shown(): Minimap | null {
    return this.minimap?.root.visible ? this.minimap : null
  }

  restyle(state: RenderState, building: number | null): void {
    this.state = { state, building }
    this.minimap?.restyle(state, building)
  }

  layout(vp: Viewport): void {
    this.vp = vp
    this.minimap?.layout(vp)
  }

  /** Fades towards shown or hidden (at once when `instant`); true while anything still moves. */
  step(dt: number, wanted: boolean, instant = false): boolean {
    const m = this.minimap
    if (!m) return false
    const target = wanted ? 1 : 0
    const gap = target - m.root.alpha
    m.root.alpha += instant ? gap : Math.sign(gap) * Math.min(Math.abs(gap), dt / FADE_MS)
    m.root.visible = m.root.alpha > 0
    return m.step(dt) || m.root.alpha !== target
  }

  destroy(): void {
    this.minimap?.destroy()
    this.minimap = null
  }
}
