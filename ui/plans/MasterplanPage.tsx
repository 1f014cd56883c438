// The master plan's page, at /masterplan and /masterplan/master alike (each with its own content):
// the canvas under a compact title row, then a short introduction and the building cards (the plan
// owns the first screen). Environment: server, client.

import { useData } from 'vike-react/useData'
import type { ContentPageData } from '../content/pageData'
import { MasterplanScreen } from './MasterplanScreen'

export function MasterplanPage({ testId }: { testId: string }) {
  const { hero } = useData<ContentPageData>()
  return (
    <article data-testid={testId}>
      <MasterplanScreen intro={hero} />
    </article>
  )
}
