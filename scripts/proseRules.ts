// The prose lint's rules, pure: a source text in, every string that holds a visible word out.
// A visible word is Cyrillic, English that reads as prose, or any English word where the page
// shows it whatever its length (JSX text, aria-label, title, alt); strings a visitor never sees
// (error messages, logs, test names, module paths, object keys, type literals, CSS, SQL) are
// passed over. scripts/check-prose.ts walks the files and applies the allow-list.

import { parse } from '@babel/parser'

export type ProseRule = 'cyrillic' | 'english'

export type ProseFinding = { rule: ProseRule; line: number; text: string }

type Node = { type: string; loc?: { start: { line: number } } | null; [key: string]: unknown }

const CYRILLIC = /[\u0400-\u04FF]/

/** A word of English as prose has it: letters, maybe a capital, an apostrophe, or punctuation
 * after. camelCase, kebab-case, digits and paths are code, not words. */
const WORD = /^[("'‘“]?[A-Za-z][a-z]*(?:['’][a-z]+)?[,.;:!?)"'’”]*$/
const SENTENCE_END = /[.!?…]["'’”)]?$/

/** SQL is the database's language, not the visitor's. */
const SQL =
  /^\s*(?:select|insert|update|delete|create|alter|drop|with|pragma|begin|commit|rollback|vacuum)\s/i

/** Calls whose string arguments a developer or an operator reads, never a visitor. */
const DEVELOPER_CALLS = new Set(['describe', 'it', 'test', 'log', 'warn', 'debug', 'trace'])
const LOGGER_OBJECTS = /^(console|logger|log|logs|ops)$/i
const ERROR_CLASS = /Error$/
/** Collections of problems a developer or an operator reads: `problems.push('…')`. */
const PROBLEM_LISTS = /^(problems|errors|issues|warnings)$/i
/** Properties that carry a diagnosis, not a text to show: `{ ok: false, problem: '…' }`. */
const DIAGNOSTIC_KEYS = new Set(['problem', 'reason', 'why', 'detail', 'error', 'sources'])

/** JSX attributes a visitor reads or hears, whatever their length. */
const SHOWN_ATTRIBUTES = new Set(['aria-label', 'aria-description', 'title', 'alt', 'placeholder'])
/** A word of two letters or more: in JSX text or a shown attribute, that is copy. */
const SHOWN_WORD = /\b[A-Za-z][a-z]+\b/

/** JSX attributes that name styles, not words. */
const STYLE_ATTRIBUTES = new Set(['className', 'class', 'style', 'd', 'viewBox', 'points'])

/**
 * English prose: three or more words in a row, or two words and a full stop. One or two words
 * (an enum value, 'Sold out' as a key) are not judged prose; a label of two words shows up in the
 * catalogues because its Russian twin is found by the Cyrillic rule.
 */
export function isEnglishProse(text: string): boolean {
  const trimmed = text.trim()
  if (!/[a-z]/.test(trimmed) || SQL.test(trimmed)) return false
  // A CSS declaration list, a selector or a font shorthand.
  if (/[{};]|^[\w-]+\s*:\s*[\w#-]/.test(trimmed)) return false
  // A font stack or a content security policy.
  if (/\b(?:sans-serif|serif|monospace)$|'self'|'none'|^[a-z-]+-src\s/.test(trimmed)) return false
  const tokens = trimmed.split(/\s+/)
  let run = 0
  let longest = 0
  let words = 0
  for (const token of tokens) {
    if (WORD.test(token)) {
      run += 1
      words += 1
      longest = Math.max(longest, run)
    } else run = 0
  }
  if (longest >= 3) return true
  return words >= 2 && tokens.length === words && SENTENCE_END.test(trimmed)
}

function calleeName(callee: Node): { object?: string; name?: string } {
  if (callee.type === 'Identifier') return { name: callee.name as string }
  if (callee.type === 'MemberExpression' || callee.type === 'OptionalMemberExpression') {
    const object = callee.object as Node
    const property = callee.property as Node
    const objectName =
      object.type === 'Identifier'
        ? (object.name as string)
        : object.type === 'MemberExpression'
          ? (((object.property as Node).name as string) ?? undefined)
          : undefined
    return { object: objectName, name: property.name as string | undefined }
  }
  return {}
}

function propertyName(property: Node): string {
  const key = property.key as Node
  return ((key.name ?? key.value) as string | undefined) ?? ''
}

/** Why a string under this parent is no visitor's word for a rule, or null when it may be. */
function passedOver(parent: Node, key: string, node: Node): ProseRule[] {
  const both: ProseRule[] = ['cyrillic', 'english']
  switch (parent.type) {
    case 'ImportDeclaration':
    case 'ExportNamedDeclaration':
    case 'ExportAllDeclaration':
      return key === 'source' ? both : []
    case 'TSModuleDeclaration':
      return key === 'id' ? both : []
    case 'ImportExpression':
    case 'TSImportType':
    case 'TSExternalModuleReference':
    case 'TSLiteralType':
    case 'Directive':
      return both
    case 'ObjectProperty':
    case 'ObjectMethod':
    case 'ClassProperty':
    case 'ClassMethod':
    case 'TSPropertySignature':
    case 'TSEnumMember':
      if (key === 'key' && !parent.computed) return both
      return key === 'value' && DIAGNOSTIC_KEYS.has(propertyName(parent)) ? ['english'] : []
    case 'JSXAttribute': {
      const name = (parent.name as Node).name as string
      return STYLE_ATTRIBUTES.has(name) ? ['english'] : []
    }
    case 'CallExpression':
    case 'OptionalCallExpression': {
      if (key !== 'arguments') return []
      const callee = parent.callee as Node
      if (callee.type === 'Import') return both
      // A subclass of Error hands its message up; a zod refinement names what failed.
      if (callee.type === 'Super') return ['english']
      const { object, name } = calleeName(callee)
      if (object && LOGGER_OBJECTS.test(object)) return ['english']
      if (name && DEVELOPER_CALLS.has(name) && (!object || name !== 'test')) return ['english']
      if (name === 'require') return both
      if (name === 'refine') return ['english']
      if ((name === 'push' || name === 'add') && object && PROBLEM_LISTS.test(object))
        return ['english']
      return []
    }
    case 'NewExpression': {
      const { name } = calleeName(parent.callee as Node)
      return key === 'arguments' && name && ERROR_CLASS.test(name) ? ['english'] : []
    }
    case 'TaggedTemplateExpression': {
      const { name } = calleeName(parent.tag as Node)
      return name === 'sql' || name === 'css' ? both : []
    }
    default:
      void node
      return []
  }
}

const PARSE_OPTIONS = {
  sourceType: 'module',
  errorRecovery: true,
} as const

/** Every string of a source file that holds a visible word, in source order. */
export function findProse(source: string, file: string): ProseFinding[] {
  const jsx = /\.[jt]sx$/.test(file)
  const ast = parse(source, {
    ...PARSE_OPTIONS,
    plugins: jsx ? ['typescript', 'jsx'] : ['typescript'],
  }) as unknown as Node
  const findings: ProseFinding[] = []

  // `shown`: the string is on screen wherever it stands (JSX text, an aria-label), so one word is
  // as visible as a sentence.
  const report = (text: string, node: Node, skipped: ReadonlySet<ProseRule>, shown = false) => {
    const line = node.loc?.start.line ?? 0
    if (!skipped.has('cyrillic') && CYRILLIC.test(text))
      findings.push({ rule: 'cyrillic', line, text })
    else if (!skipped.has('english') && (shown ? SHOWN_WORD.test(text) : isEnglishProse(text)))
      findings.push({ rule: 'english', line, text })
  }

  // Each node is visited with the rules its ancestors have already passed over: a string inside
  // `new Error(\`…${x}…\`)` is as much an error message as the template itself.
  const visit = (node: Node, skipped: ReadonlySet<ProseRule>) => {
    switch (node.type) {
      case 'StringLiteral':
        report(node.value as string, node, skipped)
        return
      case 'TemplateElement':
        report(
          ((node.value as { cooked?: string; raw: string }).cooked ?? '') as string,
          node,
          skipped,
        )
        return
      case 'JSXText':
        report(node.value as string, node, skipped, true)
        return
      case 'JSXAttribute': {
        const name = (node.name as Node).name as string
        const value = node.value as Node | null
        if (SHOWN_ATTRIBUTES.has(name) && value?.type === 'StringLiteral') {
          report(value.value as string, value, skipped, true)
          return
        }
        break
      }
    }
    for (const [key, value] of Object.entries(node)) {
      if (key === 'loc' || key === 'leadingComments' || key === 'trailingComments') continue
      const children = Array.isArray(value) ? value : [value]
      for (const child of children) {
        if (!child || typeof child !== 'object' || typeof (child as Node).type !== 'string')
          continue
        const more = passedOver(node, key, child as Node)
        visit(child as Node, more.length ? new Set([...skipped, ...more]) : skipped)
      }
    }
  }
  visit(ast, new Set())
  return findings
}
