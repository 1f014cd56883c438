// The HTTP client: base URL from configuration (default: the site root), JSON or plain
// text accepted, and every request counted by the loading-progress bar.

import { ofetch } from 'ofetch'
import { finishRequest, startRequest } from '../shell/progress'

/**
 * Set PUBLIC_ENV__API_BASE_URL at build time when the API is served from another origin. Call paths
 * start with `/`: with the default base, ofetch passes a path through as is, and a relative one
 * would resolve against the page's URL.
 */
export const API_BASE_URL: string = import.meta.env.PUBLIC_ENV__API_BASE_URL || '/'

export const api = ofetch.create({
  baseURL: API_BASE_URL,
  headers: { Accept: 'application/json, text/plain, */*' },
  retry: 0,
  onRequest() {
    startRequest()
  },
  onResponse() {
    finishRequest()
  },
  onRequestError({ error }) {
    finishRequest(error)
  },
})
