// The master plan: a compact hero, then the canvas with legends and the building cards.
// Environment: server, client.

import { useData } from 'vike-react/useData'
import type { ContentPageData } from '../../ui/content/pageData'
import { MasterplanScreen } from '../../ui/plans/MasterplanScreen'
import { PlansHero } from '../../ui/plans/PlansHero'

export default function Page() {
  const data = useData<ContentPageData>()
  return (
    <article data-testid="masterplan-master-page">
      <PlansHero hero={data.hero} />
      <MasterplanScreen />
    </article>
  )
}
