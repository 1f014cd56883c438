// Line icons drawn for the site, 24-unit grid, stroke follows currentColor.

import type { SVGProps } from 'react'

type IconProps = SVGProps<SVGSVGElement> & { title?: string }

function Icon({ title, children, ...rest }: IconProps & { children: React.ReactNode }) {
  return (
    // biome-ignore lint/a11y/noSvgWithoutTitle: decorative icons are aria-hidden; titled ones render <title>
    <svg
      viewBox="0 0 24 24"
      width="24"
      height="24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.5"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden={title ? undefined : true}
      role={title ? 'img' : undefined}
      {...rest}
    >
      {title ? <title>{title}</title> : null}
      {children}
    </svg>
  )
}

/** An icon that is one stroked path. */
function pathIcon(d: string) {
  return function PathIcon(props: IconProps) {
    return (
      <Icon {...props}>
        <path d={d} />
      </Icon>
    )
  }
}

export function HeartIcon({ filled, ...rest }: IconProps & { filled?: boolean }) {
  return (
    <Icon {...rest}>
      <path
        d="M12 20s-7.5-4.6-7.5-10.1A4.2 4.2 0 0 1 12 7.6a4.2 4.2 0 0 1 7.5 2.3C19.5 15.4 12 20 12 20Z"
        fill={filled ? 'currentColor' : 'none'}
      />
    </Icon>
  )
}

export const PhoneIcon = pathIcon(
  'M5 4h3.5l1.6 4.2-2.2 1.4a11 11 0 0 0 6.5 6.5l1.4-2.2L20 15.5V19a1.5 1.5 0 0 1-1.6 1.5A16 16 0 0 1 3.5 5.6 1.5 1.5 0 0 1 5 4Z',
)

export const CloseIcon = pathIcon('M6 6l12 12M18 6 6 18')

export function ArrowIcon({
  direction = 'right',
  ...rest
}: IconProps & { direction?: 'left' | 'right' }) {
  return (
    <Icon {...rest}>
      <path d={direction === 'right' ? 'M5 12h14M13 6l6 6-6 6' : 'M19 12H5M11 6l-6 6 6 6'} />
    </Icon>
  )
}

export const ExternalIcon = pathIcon(
  'M14 5h5v5M19 5l-8 8M17 14v4a1 1 0 0 1-1 1H6a1 1 0 0 1-1-1V8a1 1 0 0 1 1-1h4',
)

export const DownloadIcon = pathIcon('M12 4v11M7 10l5 5 5-5M5 20h14')

export function PineMark(props: IconProps) {
  return (
    <Icon {...props} strokeWidth="1.3">
      <path d="M12 2.5 7 9h2.5L6 14h3l-3.5 5H18.5L15 14h3l-3.5-5H17L12 2.5ZM12 19v3" />
    </Icon>
  )
}
