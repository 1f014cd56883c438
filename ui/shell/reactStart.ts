// React's own start, in the chunk of its own that the loader (server/html/deferHydration.ts)
// imports before the router: React DOM runs its module code here, in a task apart from the router's
// and the site's, so that no one task holds a phone's main thread through all three. It also makes
// the first hydration a transition (hydrateInTransition.ts): vike-react calls React DOM's
// `hydrateRoot` from the module's exports object at render time, so the wrapper set here is the one
// it calls.
// Environment: client.

import 'react'
import 'react/jsx-runtime'
import * as client from 'react-dom/client'
import { hydrateInTransition } from './hydrateInTransition'

/** React DOM's exports object (CommonJS, so writable), the one vike-react imports as its default. */
const exportsObject = ((client as { default?: typeof client }).default ?? client) as {
  -readonly [K in keyof typeof client]: (typeof client)[K]
}
exportsObject.hydrateRoot = hydrateInTransition(exportsObject.hydrateRoot)
