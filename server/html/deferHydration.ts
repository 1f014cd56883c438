// When a prerendered page loads its JavaScript. The page is whole without it: text,
// art and links work as HTML, and the menu is a popover the browser opens itself. A content page
// runs React and the router on the visitor's first touch, key, scroll or pointer move, so nothing
// competes with the first paint; once it has painted, its scripts are fetched into the cache at
// low priority (not run), so a tap after reading does not wait for a slow network. A tool page
// (the plans, search, favourites, PDF) loads them as soon as the page is idle (2 s at the
// latest; at once where the browser reports no largest paint or idle time, as WebKit); a kiosk
// loads them at once. A button pressed before the scripts arrive is pressed again once the page
// has hydrated (Layout calls window.__khvoyaReplay); a tick box or a slider (a search filter, the
// plan's furniture switch) changes at once as the browser changes it, and its value is handed to
// React then; a fold's button (data-fold) opens it at once; and the language link remembers the
// visitor's choice even then. The whole stylesheet waits as well: the page carries the rules its
// own markup uses (criticalCss.ts), so the stylesheet (other pages' rules, the faces the first
// screen does not draw with) is asked for once the largest paint is on screen, not beside it, and
// hydration waits for it. Without JavaScript a <noscript> link loads it. Pure: HTML in, HTML
// out, edited as a parsed tree (htmlDocument.ts), so the order or spelling of Vike's attributes
// cannot hide a tag from it; the loader is an inline module whose hash the CSP allows like Vike's
// own.

import { isTag } from 'domhandler'
import { appendChild } from 'domutils'
import { isFontFile, SHEET_FONTS } from '../../engine/fontFiles'
import { type Hydration, hydrationOf } from '../../engine/routes'
import {
  type Document,
  type Element,
  editHtml,
  elementsNamed,
  firstNamed,
  makeElement,
  removeWithSpace,
  setText,
  textOf,
} from './htmlDocument'

export type HydrationMode = Hydration

/** Vike's loader: a module script that only imports the page's entries, at once. */
const VIKE_IMPORTS = /^\s*(?:import\("[^"]+"\);\s*)+$/
const IMPORT = /import\("([^"]+)"\)/g

/** The page's route name, from the page context Vike serialised into it. */
export function routeOf(doc: Document): string | null {
  const [context] = elementsNamed(doc, 'script', {
    id: 'vike_pageContext',
    type: 'application/json',
  })
  if (!context) return null
  try {
    return (JSON.parse(textOf(context)) as { routeName?: string }).routeName ?? null
  } catch {
    return null
  }
}

/** A tool (the plans, search, favourites, PDF) hydrates when idle: the route manifest says which. */
export function modeOf(route: string | null): HydrationMode {
  return hydrationOf(route)
}

/** Events that start a tool's hydration before it is idle: the visitor is acting. */
const TOOL_STARTS = ['pointerdown', 'touchstart', 'keydown', 'focusin']
/** Events that start a content page's hydration: the visitor is reading on, not just looking.
 * A pointer move too, but only one that moved (below): Chromium announces a resting mouse's place
 * with a move of none as a page loads, and that is not a visitor. */
const CONTENT_STARTS = [...TOOL_STARTS, 'scroll', 'wheel']

/** Where the deferred stylesheets wait: the loader reads their addresses from it. */
export const DEFERRED_CSS_ID = 'khvoya-css'

/** Where the renderer remembers whether this browser's workers have WebGL (renderer/hosts/workerGl.ts). */
export const WORKER_GL_KEY = 'khvoya:worker-webgl'

/** React's own chunk among a page's preloads (vite.config.ts names it). */
export const REACT_SCRIPT = /\/react-[\w-]+\.js$/

/** A worker's own script among a page's preloads (Vite names it after its source file). */
const WORKER_SCRIPT = /Worker-[\w-]+\.js$/

/** The loader, minified by hand (it runs before anything else, on every page). */
export function loaderScript(
  entries: readonly string[],
  mode: HydrationMode,
  preloads: readonly string[] = [],
): string {
  // The scripts run in tasks of their own, where they had been one task of 45-55 ms
  // unthrottled, a tool page's longest while it loads on a phone:
  // - React's chunk first (vite.config.ts names it): React DOM's module code, 18-20 ms;
  // - once it has run, the entries, asked for together, the last listed first: Vike lists the
  //   client hook's entry before the router's, and the hook's imports the router, so asked for
  //   first the two ran as one task. Not one after the other: its fetch would wait for the first.
  // All were fetched at once already, by the module preloads below; where the browser does not
  // preload modules (Safari before 17 fetches only what is imported) they are imported at once.
  // The hook still runs before hydration: the page's own entry imports it.
  const entryImports = [...entries]
    .reverse()
    .map((e) => `import(${JSON.stringify(e)})`)
    .join(';')
  const react = [...entries, ...preloads].find((h) => REACT_SCRIPT.test(h))
  const R = JSON.stringify(react)
  const imports = react
    ? `const m=document.createElement("link").relList;if(m&&m.supports&&m.supports("modulepreload"))import(${R}).catch(()=>0).then(()=>{${entryImports}});else{import(${R});${entryImports}}`
    : entryImports
  // The page's own chunks are fetched with the entries, not after them: the router would ask for
  // them only once it has run, a round trip later (0.6-1.3 s on a phone's slow network).
  // A worker's script (the plans canvas, 176 KB) comes last: hydration needs the page's first.
  // The entries are fetched the same way: their imports wait for the deferred stylesheet.
  // Not where this browser is known to have no WebGL in a worker (renderer/hosts/workerGl.ts
  // remembers it): the renderer draws on the page's thread there and never starts the worker.
  // React's chunk first, as it runs first: after the page's entries, WebKit's tools started
  // 60-130 ms later than with React inside the router's entry; first, 60 ms sooner on a flat.
  const fetched = [...new Set([...(react ? [react] : []), ...entries, ...preloads])]
  const fetchAll = `const W=(()=>{try{return localStorage.getItem("${WORKER_GL_KEY}")==="0"}catch{return false}})();for(const h of${JSON.stringify(fetched)})if(!(W&&${WORKER_SCRIPT}.test(h)))document.head.append(Object.assign(document.createElement("link"),{rel:"modulepreload",href:h,fetchPriority:${WORKER_SCRIPT}.test(h)?"low":"auto"}));`
  return [
    // The deferred stylesheet: asked for two frames after the first paint (the largest-paint
    // entry, where the browser reports one) and the hero's arrival, whichever is later, and 3 s
    // after the loader at the latest. Not at the hero's own largest paint: a desktop never reports
    // a full-screen picture as one. Hydration waits for it, so nothing renders unstyled.
    // Whether the browser reports largest paints at all (WebKit does not): where it does not, the
    // loader must not wait for one.
    'const P=self.PerformanceObserver,L=!!P&&(P.supportedEntryTypes||[]).includes("largest-contentful-paint");',
    `const n=document.getElementById("${DEFERRED_CSS_ID}");let r,s=0;`,
    // The weights the sheet draws with (the <noscript>'s font preloads, SHEET_FONTS) are fetched
    // beside it, and it is applied once both are in, 1 s after asking at the latest: applied
    // first, its text was laid out in the system's fallback face, and again as each weight came.
    'const css=()=>{if(!r){const F=[],S=[];for(const[,q,h]of n.textContent.matchAll(/rel="(\\w+)" href="([^"]+)"/g))(q==="preload"?F:S).push(h);',
    'const ld=a=>new Promise(f=>{const l=Object.assign(document.createElement("link"),a);l.onload=l.onerror=f;document.head.append(l)}),',
    'put=()=>Promise.all(S.map(h=>ld({rel:"stylesheet",href:h})));',
    'r=F.length?Promise.race([Promise.all([...F.map(h=>ld({rel:"preload",as:"font",type:"font/woff2",crossOrigin:"",href:h})),...S.map(h=>ld({rel:"preload",as:"style",href:h}))]),new Promise(f=>setTimeout(f,1000))]).then(put):put()}return r};',
    // Once a content page has painted and its stylesheet is in, its scripts are fetched into the
    // cache at low priority (not run): a tap after reading hydrates without a round trip on a slow
    // network. Not on a tool: it fetches them itself when idle, and a prefetch still on its way
    // then is fetched a second time (the canvas worker's 177 KB twice on a phone's network).
    mode === 'idle'
      ? 'const late=()=>css();'
      : `const pre=()=>{if(!s)for(const h of${JSON.stringify(fetched)})document.head.append(Object.assign(document.createElement("link"),{rel:"prefetch",href:h,fetchPriority:"low"}))},late=()=>css().then(pre);`,
    'if(n){setTimeout(late,3000);const i=document.querySelector("img[fetchpriority=high]"),',
    'a=()=>requestAnimationFrame(()=>requestAnimationFrame(()=>setTimeout(late))),',
    'u=()=>{if(!i||i.complete)a();else{i.addEventListener("load",a);i.addEventListener("error",a)}};',
    'if(L)new P((l,o)=>{o.disconnect();u()}).observe({type:"largest-contentful-paint",buffered:true});else u()}',
    // Marked, so a start-up timeline read over a driver shows when hydration was asked for.
    'const go=()=>{if(s)return;s=1;self.performance&&performance.mark("khvoya:hydrate");',
    fetchAll,
    `const h=()=>{${imports}};n?css().then(h):h()`,
    '};const q=[];',
    // A press before hydration waits for it; a language link writes its cookie itself, and takes
    // the visitor's own query and hash along: the HTML carries only the query the page was
    // rendered at (a plans link's canonical one, server/plansPages.ts), the address bar has theirs.
    'const c=e=>{if(window.__khvoyaHydrated)return;const t=e.target instanceof Element?e.target:null;',
    'const l=t&&t.closest("a[data-locale-switch]");',
    'if(l){document.cookie="i18n_redirected="+l.hreflang+"; Max-Age=31536000; Path=/; SameSite=Lax";l.search=location.search;l.hash=location.hash;return}',
    // A tick or a slider changes as the browser changes it (kept below), not held.
    'if(kp(t,e))return;',
    // The menu's burger toggles its popover natively: the browser answers it, not the replay.
    'const b=t&&t.closest("button,[role=button],[role=switch],summary");',
    // A held press shows at once that it was heard: the progress bar under the header runs
    // (data-held on the root, outside React's tree) until the press is made again.
    // A fold's button (data-fold: the search's filters on a phone) opens and shuts it at once:
    // its aria-expanded flips, which the stylesheet shows the fold by, and the value it was served
    // with is kept (fo) to be put back before the press is made again, where it was left changed.
    'if(b&&!(b.hasAttribute("popovertarget")&&"popover"in b)){e.preventDefault();e.stopImmediatePropagation();',
    'if(b.hasAttribute("data-fold")){const x=b.getAttribute("aria-expanded");if(!fo.has(b))fo.set(b,x);b.setAttribute("aria-expanded",x==="true"?"false":"true")}hold(b)}};',
    'const fo=new Map,fb=b=>{if(!fo.has(b))return true;const s=fo.get(b),x=b.getAttribute("aria-expanded");b.setAttribute("aria-expanded",s);return x!==s};',
    // Pressed twice while it waited (nothing seemed to happen), a button is pressed again once: a
    // heart pressed twice was saved and unsaved.
    'const hold=b=>{if(!q.includes(b))q.push(b);document.documentElement.setAttribute("data-held","");go()};',
    // A tick box, a radio or a slider (a search filter, the furniture switch) changes before
    // hydration as the browser changes it (at its click; a slider at its input and change), so
    // the visitor sees it take; its value is kept (m: the value it was served with and the
    // latest), and React is kept out of all its events until the replay: a change React met while
    // it hydrated was lost (it took the changed value for the served one) or, once hydrated,
    // would be made twice.
    'const m=new Map,kv=i=>i.type==="range"?i.value:i.checked,',
    'kp=(t,e)=>{if(!t||t.tagName!=="INPUT"||!/^(checkbox|radio|range)$/.test(t.type))return false;e.stopImmediatePropagation();',
    'if((t.type==="range")!==(e.type==="click")){const v=kv(t);if(!m.has(t))m.set(t,{s:t.type==="range"?t.defaultValue:t.type==="radio"?false:!v});m.get(t).v=v;hold(t)}return true},',
    'ki=e=>{if(!window.__khvoyaHydrated)kp(e.target instanceof Element?e.target:null,e)};',
    'addEventListener("click",c,true);addEventListener("input",ki,true);addEventListener("change",ki,true);',
    // Made again: back to its served value, an input event (React hydrates the part around it
    // first and takes that value as its own), then the visitor's, as a click (a tick) or a set
    // value and an input event (a slider), which React answers with the control's onChange.
    'const ks=i=>{const k=m.get(i);if(!k||!i.isConnected||k.v===k.s)return;const r=i.type==="range",ev=()=>i.dispatchEvent(new Event("input",{bubbles:true}));',
    'if(r)i.value=k.s;else i.checked=k.s;ev();if(!r){if(i.checked!==k.v)i.click()}else{Object.getOwnPropertyDescriptor(HTMLInputElement.prototype,"value").set.call(i,k.v);ev()}};',
    'window.__khvoyaReplay=()=>{removeEventListener("click",c,true);removeEventListener("input",ki,true);removeEventListener("change",ki,true);document.documentElement.removeAttribute("data-held");for(const b of q.splice(0))m.has(b)?ks(b):fb(b)&&b.click();m.clear();fo.clear()};',
    'const k=/(^|; )khvoya_kiosk=/.test(document.cookie)||/[?&]kiosk=1/.test(location.search)||(()=>{try{return sessionStorage.getItem("khvoya:kiosk")}catch{return null}})();',
    // The first touch, key or move starts hydration at once, even before the page has loaded; but
    // not a press on a button the browser answers itself (the menu's burger, the callback button:
    // popovers), nor a scroll inside an open popover (the menu on a short phone): hydrating then
    // would hold the main thread while the visitor goes on tapping in the menu or the popup
    // (0.4-0.9 s for the callback popup after the menu on a phone).
    'const st=e=>{const t=e&&e.target instanceof Element?e.target:null,p=t&&t.closest("[popovertarget]");if(p&&p.hasAttribute("popovertarget")&&"popover"in p)return;if(t&&(e.type==="scroll"||e.type==="wheel")&&t.closest("[popover]"))return;go()};',
    `for(const t of${JSON.stringify(mode === 'idle' ? TOOL_STARTS : CONTENT_STARTS)})addEventListener(t,st,{capture:true,passive:true});`,
    mode === 'idle'
      ? ''
      : 'addEventListener("pointermove",e=>{if(e.movementX||e.movementY)go()},{capture:true,passive:true});',
    // A tool waits for its largest paint too (where the browser reports it): scripts that start
    // before it share a phone's bandwidth with it (the master plan's picture came 2 s late when the
    // page, the router and the canvas worker were asked for first). The 2 s cap stays.
    // Where the browser reports no largest paint or has no idle callback (WebKit), it goes on at
    // once rather than waiting out the cap; and where it reports no largest paint it does not wait
    // for the load event either (the last font, the icon: 150-300 ms in WebKit), only for the
    // first screen's picture, the one thing the scripts would take bandwidth from.
    mode === 'idle'
      ? 'const w=()=>self.requestIdleCallback?requestIdleCallback(go,{timeout:2000}):setTimeout(go);const i=()=>{setTimeout(go,2000);if(L)new P((l,o)=>{o.disconnect();w()}).observe({type:"largest-contentful-paint",buffered:true});else w()};const f=document.querySelector("img[fetchpriority=high]");if(k)go();else if(!L){setTimeout(go,2000);if(!f||f.complete)w();else{f.addEventListener("load",w);f.addEventListener("error",w)}}else if(document.readyState==="complete")i();else addEventListener("load",i,{once:true});'
      : 'if(k)go();',
  ].join('')
}

/**
 * Replaces Vike's loader (which imports the entries at once) by ours, and moves the module
 * preloads into it: nothing competes with the first paint for a phone's bandwidth (a tool's
 * preloads held its first paint back by 1.5 s on the Lighthouse phone profile), and when the
 * scripts do load, the page's chunks come with the entries. Unchanged if it has no loader, but
 * for the font preloads below.
 */
export function deferHydration(html: string): string {
  return editHtml(html, deferHydrationIn)
}

/** `deferHydration` on a parsed page; says whether it changed it. */
function deferHydrationIn(doc: Document): boolean {
  // Not the links already waiting in our <noscript>: a page finished twice stays as it was.
  const links = elementsNamed(doc, 'link').filter((link) => !isDeferred(link))
  const fontPreloads = links.filter(isUnmarkedFontPreload)
  for (const link of fontPreloads) removeWithSpace(link)
  const loader = elementsNamed(doc, 'script', { type: 'module' }).find(isVikeLoader)
  if (!loader) return fontPreloads.length > 0
  const entries = [...textOf(loader).matchAll(IMPORT)].map((m) => m[1] ?? '')
  const modulePreloads = links.filter((link) => link.attribs.rel === 'modulepreload')
  const preloads = modulePreloads
    .map(hrefOf)
    .filter((href) => href !== '' && !entries.includes(href))
  const sheetFonts = fontPreloads.map(hrefOf).filter((href) => isFontFile(href, SHEET_FONTS))
  delete loader.attribs.async
  setText(loader, loaderScript(entries, modeOf(routeOf(doc)), preloads))
  for (const link of modulePreloads) removeWithSpace(link)
  deferStylesheets(doc, links, sheetFonts)
  return true
}

const hrefOf = (link: Element) => link.attribs.href ?? ''

function isVikeLoader(script: Element): boolean {
  return 'async' in script.attribs && VIKE_IMPORTS.test(textOf(script))
}

/** Vike preloads every font the CSS names (ten faces); the head preloads the two the first screen
 * uses, marked data-first-screen. The weights every page's stylesheet draws with come with it
 * (SHEET_FONTS); the rest load when text asks for them (font-display: swap). */
function isUnmarkedFontPreload(link: Element): boolean {
  const { rel, as } = link.attribs
  return rel === 'preload' && as === 'font' && !('data-first-screen' in link.attribs)
}

function isDeferred(link: Element): boolean {
  const parent = link.parent
  return parent !== null && isTag(parent) && parent.attribs.id === DEFERRED_CSS_ID
}

/** Moves the whole stylesheet's links (as beasties leaves them: preloaded in <head>, linked at the
 * end of <body>) into the <noscript> the loader reads, after the preloads of the fonts it is
 * applied with. The loader reads each link's `rel` and `href` in that order, as written here. */
function deferStylesheets(doc: Document, links: readonly Element[], fonts: readonly string[]) {
  const sheets = links.filter((link) => link.attribs.rel === 'stylesheet' && hrefOf(link) !== '')
  if (sheets.length === 0) return
  for (const link of links)
    if (link.attribs.rel === 'preload' && link.attribs.as === 'style') removeWithSpace(link)
  for (const link of sheets) removeWithSpace(link)
  const noscript = makeElement('noscript', { id: DEFERRED_CSS_ID }, [
    ...fonts.map((href) =>
      makeElement('link', {
        rel: 'preload',
        href,
        as: 'font',
        type: 'font/woff2',
        crossorigin: '',
      }),
    ),
    ...sheets.map((link) => makeElement('link', { rel: 'stylesheet', href: hrefOf(link) })),
  ])
  appendChild(firstNamed(doc, 'body') ?? firstNamed(doc, 'html') ?? doc, noscript)
}
