// A page's HTML as a tree, read and written the one way every HTML step of the build and the
// server shares: htmlparser2 with entities and raw text kept as written, the options beasties
// (criticalCss.ts) parses and writes with, so a page keeps its bytes wherever a step leaves it
// alone, and a step finds an element by what it is, not by how the minifier spelled its tag.
// Pure.

import render from 'dom-serializer'
import { type ChildNode, type Document, Element, isText, type ParentNode, Text } from 'domhandler'
import { appendChild, findAll, findOne, removeElement, textContent } from 'domutils'
import { parseDocument } from 'htmlparser2'

/** Entities stay as written (`&amp;` is not decoded and written back another way), and so does
 * the text of scripts and styles; `<div/>` is an open tag, as browsers read it (htmlparser2 still
 * closes `<path/>` inside an SVG, as they do). */
const OPTIONS = { decodeEntities: false, recognizeSelfClosing: false } as const

export type { Document, Element }

export function parseHtml(html: string): Document {
  return parseDocument(html, OPTIONS)
}

export function serializeHtml(doc: Document): string {
  return render(doc, OPTIONS)
}

/**
 * `html` after `edit`, written out again only when `edit` says it changed something: a page no
 * step touched is passed on byte for byte.
 */
export function editHtml(html: string, edit: (doc: Document) => boolean): string {
  const doc = parseHtml(html)
  return edit(doc) ? serializeHtml(doc) : html
}

/** The elements named `name`, in document order, whose attributes have the values given. */
export function elementsNamed(
  root: ParentNode,
  name: string,
  attributes: Readonly<Record<string, string>> = {},
): Element[] {
  return findAll((el) => el.name === name && hasValues(el, attributes), root.children)
}

/** The first element named `name`, in document order, or null. */
export function firstNamed(root: ParentNode, name: string): Element | null {
  return findOne((el) => el.name === name, root.children)
}

function hasValues(el: Element, attributes: Readonly<Record<string, string>>): boolean {
  for (const [key, value] of Object.entries(attributes)) if (el.attribs[key] !== value) return false
  return true
}

/** The text of an element as written: a script's or a style's source. */
export function textOf(el: Element): string {
  return textContent(el)
}

/** Replaces what an element holds by `text`, written as it is (a script's or a style's source). */
export function setText(el: Element, text: string): void {
  for (const child of [...el.children]) removeElement(child)
  appendChild(el, new Text(text))
}

/** A new element, its attributes written in the order given (an empty value as a bare name). */
export function makeElement(
  name: string,
  attributes: Readonly<Record<string, string>>,
  children: ChildNode[] = [],
): Element {
  const el = new Element(name, { ...attributes })
  for (const child of children) appendChild(el, child)
  return el
}

/**
 * Removes `node` with the white space that led up to it, as far back as the text before it is
 * white: the line it stood on goes with it, and no blank line or stray indent is left behind.
 */
export function removeWithSpace(node: ChildNode): void {
  let before = node.prev
  while (before && isText(before)) {
    const kept = before.data.trimEnd()
    const prev = before.prev
    if (kept !== '') {
      before.data = kept
      break
    }
    removeElement(before)
    before = prev
  }
  removeElement(node)
}
