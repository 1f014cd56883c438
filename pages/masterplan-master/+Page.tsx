// The master plan: the canvas under a compact title row, then a short introduction and the
// building cards (the plan owns the first screen). Environment: server, client.

import { useData } from 'vike-react/useData'
import type { ContentPageData } from '../../ui/content/pageData'
import { MasterplanScreen } from '../../ui/plans/MasterplanScreen'

export default function Page() {
  const data = useData<ContentPageData>()
  return (
    <article data-testid="masterplan-master-page">
      <MasterplanScreen intro={data.hero} />
    </article>
  )
}
