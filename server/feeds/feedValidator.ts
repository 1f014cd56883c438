// Checks a feed's XML against a portal's rules (portalRules.ts) and reads its listings back as
// plain records, for the tests. Parses with the same XML library that writes the feeds.

import { create } from 'xmlbuilder2'
import type { ElementRule, FeedRules, ValueType } from './portalRules'

export interface Listing {
  /** Attributes of the listing element. */
  attributes: Record<string, string>
  /** Text of each leaf by path (`price/value`); repeated leaves keep every value. */
  values: Map<string, string[]>
}

export interface FeedCheck {
  errors: string[]
  header: Map<string, string[]>
  listings: Listing[]
}

const children = (node: Element): Element[] =>
  Array.from(node.childNodes).filter((n): n is Element => n.nodeType === 1)

export function checkFeed(xml: string, rules: FeedRules): FeedCheck {
  const errors: string[] = []
  if (!xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>'))
    errors.push('the document must open with the UTF-8 XML declaration at its first character')
  const root = create(xml).root().node as unknown as Element
  if (root.localName !== rules.root.name) errors.push(`root is <${root.localName}>`)
  if (root.namespaceURI !== rules.root.namespace) errors.push(`root namespace ${root.namespaceURI}`)

  const headerNodes = children(root).filter((n) => n.localName !== rules.listing.name)
  const header = collect(headerNodes, rules.header, 'header', errors)
  const listings = children(root)
    .filter((n) => n.localName === rules.listing.name)
    .map((node, i) => checkListing(node, rules, `${rules.listing.name} #${i + 1}`, errors))
  return { errors, header, listings }
}

function checkListing(node: Element, rules: FeedRules, where: string, errors: string[]): Listing {
  const attributes: Record<string, string> = {}
  for (const attr of Array.from(node.attributes)) attributes[attr.name] = attr.value
  for (const [name, rule] of Object.entries(rules.listing.attributes)) {
    const value = attributes[name]
    if (value === undefined) {
      if (rule.required) errors.push(`${where}: attribute ${name} is missing`)
    } else if (!valid(value, rule.type)) errors.push(`${where}: attribute ${name}="${value}"`)
  }
  const id = Object.values(attributes)[0]
  const named = id ? `${where} (${id})` : where
  const values = collect(children(node), rules.elements, named, errors)
  for (const group of rules.oneOf) {
    if (!group.some((path) => values.has(path)))
      errors.push(`${named}: needs one of ${group.join(', ')}`)
  }
  return { attributes, values }
}

/** Walks the elements under one parent against the rules for their paths. */
function collect(
  nodes: Element[],
  rules: readonly ElementRule[],
  where: string,
  errors: string[],
): Map<string, string[]> {
  const values = new Map<string, string[]>()
  const byPath = new Map(rules.map((rule) => [rule.path, rule]))
  const seen = new Map<string, number>()

  function visit(node: Element, parent: string) {
    const path = parent ? `${parent}/${node.localName}` : node.localName
    const rule = byPath.get(path)
    if (!rule) {
      errors.push(`${where}: <${path}> is not in the format`)
      return
    }
    seen.set(path, (seen.get(path) ?? 0) + 1)
    for (const attr of Array.from(node.attributes)) {
      const attrRule = rule.attributes?.[attr.name]
      if (!attrRule || !valid(attr.value, attrRule.type))
        errors.push(`${where}: <${path} ${attr.name}="${attr.value}">`)
    }
    for (const [name, attrRule] of Object.entries(rule.attributes ?? {})) {
      if (attrRule.required && !node.hasAttribute(name))
        errors.push(`${where}: <${path}> has no ${name}`)
    }
    if (rule.type === undefined) {
      for (const child of children(node)) visit(child, path)
      return
    }
    // Stryker disable next-line StringLiteral: an element's textContent is never null (only a document's is)
    const text = node.textContent ?? ''
    if (children(node).length > 0 || !valid(text, rule.type))
      errors.push(`${where}: <${path}> has "${text}", not ${describe(rule.type)}`)
    values.set(path, [...(values.get(path) ?? []), text])
  }

  for (const node of nodes) visit(node, '')
  for (const rule of rules) {
    const count = seen.get(rule.path) ?? 0
    const parent = rule.path.includes('/') ? rule.path.slice(0, rule.path.lastIndexOf('/')) : ''
    const parentPresent = parent === '' || (seen.get(parent) ?? 0) > 0
    if (rule.required && parentPresent && count === 0)
      errors.push(`${where}: <${rule.path}> is missing`)
    if (!rule.repeats && count > (seen.get(parent) ?? 1))
      errors.push(`${where}: <${rule.path}> appears ${count} times`)
  }
  return values
}

const PATTERNS: Record<Exclude<ValueType, object>, RegExp> = {
  text: /\S/,
  int: /^-?\d+$/,
  positiveInt: /^[1-9]\d*$/,
  decimal: /^\d+(\.\d+)?$/,
  dateTime: /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d([+-]\d\d:\d\d|Z)$/,
  absoluteUrl: /^https?:\/\/[^\s/]+\/\S*$/,
  digits: /^\d+$/,
  email: /^[^\s@]+@[^\s@]+\.[^\s@]+$/,
}

function valid(text: string, type: ValueType): boolean {
  if (typeof type === 'string') return PATTERNS[type].test(text)
  if ('oneOf' in type) return type.oneOf.includes(text)
  return type.pattern.test(text)
}

function describe(type: ValueType): string {
  if (typeof type === 'string') return type
  return 'oneOf' in type ? `one of ${type.oneOf.join(' | ')}` : String(type.pattern)
}
