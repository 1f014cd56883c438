// Which widgets arrive with a chunk of their own (lazyWidget.tsx): those with code a reader of
// the rest of the page does not need. Team, building types and news are plain markup and stay.

import type { WidgetName } from '../../content/schema'
import { type LazyWidget, lazyWidget, type WidgetSection } from './lazyWidget'

// The newsletter and the broker's request (the callback form lives in its popup). Wrapped here,
// not in a module of its own: the form's chunk (shared with the popups) comes alone.
const form = lazyWidget(() =>
  import('../forms/LeadForm').then(({ LeadForm }) => {
    return function FormWidget({ section }: { section: WidgetSection }) {
      return section.widget === 'broker-form' ? (
        <LeadForm kind="broker" formId="broker-page" />
      ) : (
        <LeadForm
          kind="subscription"
          formId={`subscription-${section.id ?? 'page'}`}
          submitLabel="form.subscribe"
        />
      )
    }
  }),
)

export const LAZY_WIDGETS: Partial<Record<WidgetName, LazyWidget>> = {
  'instalment-calculator': lazyWidget(() =>
    // The purchase page's calculator starts from its typical price (no flat given).
    import('./InstalmentCalculator').then(({ InstalmentCalculator }) => () => (
      <InstalmentCalculator />
    )),
  ),
  'location-map': lazyWidget(() => import('./LocationMap').then((m) => m.LocationMap)),
  'construction-gallery': lazyWidget(() =>
    import('./ConstructionGallery').then((m) => m.ConstructionGallery),
  ),
  // The office map and its route links (shared with the office map popup's module).
  contacts: lazyWidget(() => import('./Contacts').then((m) => m.Contacts)),
  'subscription-form': form,
  'broker-form': form,
  styleguide: lazyWidget(() => import('./Styleguide').then((m) => m.Styleguide)),
}

// The server renders every widget whole into the prerendered HTML, so it has them all at hand
// before the first render (the browser's build drops this line).
if (import.meta.env.SSR) await Promise.all(Object.values(LAZY_WIDGETS).map((w) => w.load()))
