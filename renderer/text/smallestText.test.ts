import { describe, expect, it } from 'vitest'
import { smallestText, type TextTreeNode } from './smallestText'

const node = (patch: Partial<TextTreeNode> = {}): TextTreeNode => ({
  visible: true,
  alpha: 1,
  x: 0,
  y: 0,
  scale: { x: 1, y: 1 },
  ...patch,
})
const label = (size: number, patch: Partial<TextTreeNode> = {}) =>
  node({ text: 'Этаж 3', style: { fontSize: size }, x: 10, y: 10, ...patch })

describe('smallestText', () => {
  it('multiplies a label size by every scale above it', () => {
    const tree = node({
      children: [label(12), node({ scale: { x: 0.6, y: 0.6 }, children: [label(11)] })],
    })
    expect(smallestText(tree, 400, 300)).toBe(6.6)
  })
  it('skips hidden, transparent, empty and off-screen labels', () => {
    const tree = node({
      children: [
        label(14),
        label(6, { visible: false }),
        label(6, { alpha: 0 }),
        label(6, { text: ' ' }),
        label(6, { y: 900 }),
        node({ visible: false, children: [label(5)] }),
      ],
    })
    expect(smallestText(tree, 400, 300)).toBe(14)
  })
  it('is null without any text on screen', () => {
    expect(smallestText(node({ children: [node()] }), 400, 300)).toBeNull()
  })
})
