// The drawing of the coast both maps paint (the location widget and the office map): the city,
// the gulf, Kronstadt, the lakes, rivers and roads of ui/content/locationGeography.ts, in the
// site's colours. One drawing, so the two maps never drift apart. An SVG group in map units.

import { CITY, GULF, KRONSTADT, LAKES, pathOf, project, RIVERS, ROADS } from './locationGeography'

export const LAND = '#e4ead9'
export const CITY_FILL = '#d8d2c2'
const WATER = '#bcd6d3'

export function CoastLayers() {
  return (
    <g>
      <path d={pathOf(CITY, true)} fill={CITY_FILL} />
      <path d={pathOf(GULF, true)} fill={WATER} />
      <path d={pathOf(KRONSTADT, true)} fill={LAND} stroke="#a9c4c0" />
      {LAKES.map((lake) => {
        const [x, y] = project(lake.center[0], lake.center[1])
        return <ellipse key={lake.id} cx={x} cy={y} rx={lake.rx} ry={lake.ry} fill={WATER} />
      })}
      {RIVERS.map((river) => (
        <path
          key={pathOf(river)}
          d={pathOf(river)}
          fill="none"
          stroke="#9cc2be"
          strokeWidth="2.5"
          strokeLinecap="round"
        />
      ))}
      {ROADS.map((road) => (
        <path
          key={road.id}
          d={pathOf(road.points)}
          fill="none"
          stroke={road.major ? '#c9a567' : '#d9c7a3'}
          strokeWidth={road.major ? 4 : 3}
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      ))}
    </g>
  )
}
