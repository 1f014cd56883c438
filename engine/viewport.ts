// The window model of the product spec: root font size scales with the viewport area.
// Pure: callers pass the measured size.

export const DESIGN_WIDTH = 1920
export const DESIGN_HEIGHT = 1080

export type Orientation = 'landscape' | 'portrait'

export interface WindowState {
  width: number
  height: number
  fontSize: number
  orientation: Orientation
}

/** round(10 x sqrt(viewport area / design area)): 10 px at 1920x1080, 4 px at 390x844. */
export function fontSizeFor(width: number, height: number): number {
  if (!(width > 0 && height > 0)) return 10
  return Math.round(10 * Math.sqrt((width * height) / (DESIGN_WIDTH * DESIGN_HEIGHT)))
}

export function windowStateFor(width: number, height: number): WindowState {
  return {
    width,
    height,
    fontSize: fontSizeFor(width, height),
    orientation: width >= height ? 'landscape' : 'portrait',
  }
}

/** The server renders for the design size until the browser measures itself. */
export const INITIAL_WINDOW: WindowState = windowStateFor(DESIGN_WIDTH, DESIGN_HEIGHT)

/** Phones and tablets get the mobile layout. */
export function isMobileLayout(width: number, coarsePointer: boolean): boolean {
  return width < 1024 || (coarsePointer && width < 1366)
}
