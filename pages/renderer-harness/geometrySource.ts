// The harness reads geometry the way the plans screens do: moved to ui/plans/manifestGeometry.ts.
// Environment: client.
export { manifestGeometry } from '../../ui/plans/manifestGeometry'
