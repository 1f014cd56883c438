// The master plan (ui/plans/MasterplanPage.tsx). Environment: server, client.

import { MasterplanPage } from '../../ui/plans/MasterplanPage'

export default function Page() {
  return <MasterplanPage testId="masterplan-page" />
}
