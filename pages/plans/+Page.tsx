// The drill-down from the master plan to a flat: the plan under a compact title row, no banner (the
// page's hero stays its share picture and description). Environment: server (the waiting state),
// client.

import { PlansScreen } from '../../ui/plans/PlansScreen'

export default function Page() {
  return (
    <article data-testid="plans-page">
      <PlansScreen />
    </article>
  )
}
