// The root font size set before the first paint. CSS alone cannot compute it where
// typed division (`100vw / 1920px`) is unsupported, which is most browsers today: the page then
// painted at 10 px and jumped to the real size when the window tracker ran after hydration, the
// largest layout shift on phones (CLS 0.5). This inline script in the head applies the same
// formula as engine/viewport.ts fontSizeFor before the body is laid out; the tracker keeps it
// current on resize. The server's CSP hashes it with every page's other inline scripts.

import { DESIGN_HEIGHT, DESIGN_WIDTH } from '../../engine/viewport'

export const ROOT_FONT_SCRIPT = `(function(){var d=document.documentElement,w=innerWidth,h=innerHeight;if(w>0&&h>0){d.style.fontSize=Math.round(10*Math.sqrt(w*h/${DESIGN_WIDTH * DESIGN_HEIGHT}))+'px';d.dataset.orientation=w>=h?'landscape':'portrait'}})()`
