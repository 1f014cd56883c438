// React's own start, in the chunk of its own that the loader (server/html/deferHydration.ts)
// imports before the router: React DOM runs its module code here, in a task apart from the router's
// and the site's, so that no one task holds a phone's main thread through all three.
// Environment: client.

import 'react'
import 'react/jsx-runtime'
import 'react-dom/client'
