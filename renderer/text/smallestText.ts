// The smallest text a drawn frame shows, CSS px: every visible, non-empty label's font size times
// the scale it is drawn at, on screen or partly so. The frame report carries it, so a test can hold
// a phone's canvas to 12 px and the kiosk's to 18 without reading pixels. Pure over a display tree.

/** What the walk reads of a display object (Pixi's Container and BitmapText have these). */
export interface TextTreeNode {
  readonly visible: boolean
  readonly alpha: number
  readonly x: number
  readonly y: number
  readonly scale: { readonly x: number; readonly y: number }
  readonly children?: readonly TextTreeNode[]
  /** Set on text: what it says and its style's size, in its own units. */
  readonly text?: unknown
  readonly style?: { readonly fontSize?: unknown }
}

/** The smallest text under `root` drawn inside a `width` x `height` screen; null when none is. */
export function smallestText(root: TextTreeNode, width: number, height: number): number | null {
  let least = Number.POSITIVE_INFINITY
  const walk = (node: TextTreeNode, x: number, y: number, scale: number) => {
    if (!node.visible || node.alpha <= 0) return
    const at = [x + node.x * scale, y + node.y * scale] as const
    const s = scale * Math.min(Math.abs(node.scale.x), Math.abs(node.scale.y))
    const size = node.style?.fontSize
    if (typeof node.text === 'string' && node.text.trim() !== '' && typeof size === 'number') {
      // A label whose origin lies off the screen by more than its own size is not seen.
      const px = size * s
      const seen = at[0] > -px * 20 && at[0] < width && at[1] > -px * 2 && at[1] < height + px
      if (seen) least = Math.min(least, px)
    }
    for (const child of node.children ?? []) walk(child, at[0], at[1], s)
  }
  walk(root, 0, 0, 1)
  return Number.isFinite(least) ? Math.round(least * 100) / 100 : null
}
