// Builds the scene a SceneSpec names from geometry fetched through the owner's GeometrySource.
// Geometry is cached per renderer; a failed load is forgotten so the next request retries.

import type { BuildingGeometry, SiteGeometry } from '../../engine/geometry'
import { createFacadeScene } from './facadeScene'
import { createFloorScene } from './floorScene'
import { createMasterplanScene } from './masterplanScene'
import type { SceneSpec } from '../renderState'
import type { Scene, SceneDeps } from './scene'
import type { GeometrySource } from '../types'

export class SceneFactory {
  private site: Promise<SiteGeometry> | null = null
  private readonly buildings = new Map<number, Promise<BuildingGeometry>>()

  constructor(
    private readonly source: GeometrySource,
    private readonly deps: SceneDeps,
  ) {}

  siteGeometry(): Promise<SiteGeometry> {
    if (!this.site) {
      const loading = this.source.site()
      this.site = loading
      loading.catch(() => {
        if (this.site === loading) this.site = null
      })
    }
    return this.site
  }

  buildingGeometry(code: number): Promise<BuildingGeometry> {
    let loading = this.buildings.get(code)
    if (!loading) {
      const started = this.source.building(code)
      loading = started
      this.buildings.set(code, started)
      started.catch(() => {
        if (this.buildings.get(code) === started) this.buildings.delete(code)
      })
    }
    return loading
  }

  async build(spec: SceneSpec): Promise<Scene> {
    switch (spec.kind) {
      case 'site':
        return createMasterplanScene(await this.siteGeometry(), this.deps)
      case 'facade':
        return createFacadeScene(spec, await this.buildingGeometry(spec.building), this.deps)
      case 'floor':
      case 'upper':
        return createFloorScene(spec, await this.buildingGeometry(spec.building), this.deps)
    }
  }
}
