// The master plan at /masterplan/master, with that page's content (ui/plans/MasterplanPage.tsx).
// Environment: server, client.

import { MasterplanPage } from '../../ui/plans/MasterplanPage'

export default function Page() {
  return <MasterplanPage testId="masterplan-master-page" />
}
