// Shelf packing for the glyph atlas: boxes go left to right along a shelf as tall as its tallest
// box, and a new shelf opens below when a box does not fit. Glyphs of one style have one height,
// so shelves waste little. Pure; device pixels.

export interface Placement {
  x: number
  y: number
}

export class ShelfPacker {
  private x = 0
  private y = 0
  private shelf = 0

  constructor(
    readonly width: number,
    readonly height: number,
    /** Empty pixels around each box, so linear filtering never bleeds a neighbour in. */
    private readonly gap = 1,
  ) {}

  /** Where a box of `w` x `h` goes, or null when the page is full. */
  place(w: number, h: number): Placement | null {
    const needW = Math.ceil(w) + this.gap
    const needH = Math.ceil(h) + this.gap
    if (needW > this.width || needH > this.height) return null
    if (this.x + needW > this.width) {
      this.y += this.shelf
      this.x = 0
      this.shelf = 0
    }
    if (this.y + needH > this.height) return null
    const at = { x: this.x, y: this.y }
    this.x += needW
    this.shelf = Math.max(this.shelf, needH)
    return at
  }

  /** The rows used so far, px: how much of the page holds glyphs. */
  get used(): number {
    return this.y + this.shelf
  }
}
