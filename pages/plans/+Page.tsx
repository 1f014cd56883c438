// The drill-down from the master plan to a flat. Environment: server (the waiting state), client.

import { useData } from 'vike-react/useData'
import type { ContentPageData } from '../../ui/content/pageData'
import { PlansHero } from '../../ui/plans/PlansHero'
import { PlansScreen } from '../../ui/plans/PlansScreen'

export default function Page() {
  const data = useData<ContentPageData>()
  return (
    <article data-testid="plans-page">
      <PlansHero hero={data.hero} />
      <PlansScreen />
    </article>
  )
}
