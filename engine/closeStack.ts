// The close-button stack: the close button undoes the last opened thing.
// Pure list operations; `executeClose` runs the callback it removes, nothing else has effects.

import { extractLocale } from './routes'

export type CloseAction = () => void
export type CloseStack = readonly CloseAction[]

export const EMPTY_CLOSE_STACK: CloseStack = []

/** Only functions, each once: a non-function is rejected with a console error. */
export function pushClose(stack: CloseStack, action: unknown): CloseStack {
  if (typeof action !== 'function') {
    console.error('closeStack: only functions can be pushed, got', typeof action)
    return stack
  }
  return stack.includes(action as CloseAction) ? stack : [...stack, action as CloseAction]
}

/** Runs the last action and returns the stack without it; an empty stack is returned as is. */
export function executeClose(stack: CloseStack): CloseStack {
  const last = stack[stack.length - 1]
  if (last === undefined) return stack
  const rest = stack.slice(0, -1)
  last()
  return rest
}

/** Removes one action without running it, e.g. when a popup closed itself. */
export function removeClose(stack: CloseStack, action: CloseAction): CloseStack {
  return stack.includes(action) ? stack.filter((a) => a !== action) : stack
}

/**
 * On a route change: going home (`/`, or `/en` which is the same route in English) empties the
 * stack; any other route keeps it, with anything that is not a function filtered out.
 */
export function closeStackOnRoute(stack: CloseStack, pathname: string): CloseStack {
  if (extractLocale(pathname).logical === '/') return EMPTY_CLOSE_STACK
  const kept = stack.filter((a: unknown) => typeof a === 'function')
  return kept.length === stack.length ? stack : kept
}
