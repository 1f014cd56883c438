// When a flat is added to favourites, a copy of the heart flies to the header's
// favourites icon in 1 s with sine in-out easing and disappears. Visitors who ask for reduced
// motion get no flight (the icons still fill). Environment: client.

export const HEART_FLIGHT_MS = 1000
/** easeInOutSine, -(cos(pi t) - 1) / 2, as the usual cubic Bezier. */
export const SINE_IN_OUT = 'cubic-bezier(0.37, 0, 0.63, 1)'
/** The header's favourites link: where every flight lands. */
export const FLIGHT_TARGET = '[data-testid="header-favourites"]'

const HEART_PATH =
  'M12 20s-7.5-4.6-7.5-10.1A4.2 4.2 0 0 1 12 7.6a4.2 4.2 0 0 1 7.5 2.3C19.5 15.4 12 20 12 20Z'

function reducedMotion(): boolean {
  return window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false
}

function visible(rect: DOMRect): boolean {
  return rect.width > 0 && rect.height > 0
}

/** Flies a filled heart from `from` (the button that was pressed) to the header icon. */
export function flyHeart(from: Element): void {
  if (reducedMotion()) return
  const target = document.querySelector(FLIGHT_TARGET)
  if (!target || typeof document.body.animate !== 'function') return
  const a = from.getBoundingClientRect()
  const b = target.getBoundingClientRect()
  if (!visible(a) || !visible(b)) return
  const size = Math.min(48, Math.max(24, Math.min(a.width, a.height)))
  const el = document.createElement('div')
  el.setAttribute('aria-hidden', 'true')
  el.dataset.testid = 'heart-flight'
  el.style.cssText = [
    'position:fixed',
    `left:${a.left + a.width / 2 - size / 2}px`,
    `top:${a.top + a.height / 2 - size / 2}px`,
    `width:${size}px`,
    `height:${size}px`,
    'pointer-events:none',
    // Above the header (10) and popups, like the loading screen: the heart lands on the header.
    'z-index:11',
    'color:#1f3b2d',
    'will-change:transform,opacity',
  ].join(';')
  el.innerHTML = `<svg viewBox="0 0 24 24" width="100%" height="100%" fill="currentColor" stroke="currentColor" stroke-width="1.5"><path d="${HEART_PATH}"/></svg>`
  document.body.append(el)
  const dx = b.left + b.width / 2 - (a.left + a.width / 2)
  const dy = b.top + b.height / 2 - (a.top + a.height / 2)
  const end = Math.max(0.4, 24 / size)
  const flight = el.animate(
    [
      { transform: 'translate(0, 0) scale(1)', opacity: 1 },
      { transform: `translate(${dx * 0.5}px, ${dy * 0.5}px) scale(1.15)`, opacity: 1, offset: 0.5 },
      {
        transform: `translate(${dx * 0.9}px, ${dy * 0.9}px) scale(${end})`,
        opacity: 1,
        offset: 0.9,
      },
      { transform: `translate(${dx}px, ${dy}px) scale(${end})`, opacity: 0 },
    ],
    { duration: HEART_FLIGHT_MS, easing: SINE_IN_OUT, fill: 'forwards' },
  )
  const land = () => {
    el.remove()
    target.animate?.(
      [{ transform: 'scale(1)' }, { transform: 'scale(1.25)' }, { transform: 'scale(1)' }],
      { duration: 320, easing: SINE_IN_OUT },
    )
  }
  flight.onfinish = land
  flight.oncancel = () => el.remove()
}
