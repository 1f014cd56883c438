// Run before the plans screen paints (inline, allowed by its CSP hash): the page is prerendered at
// the master plan, so a link to a building, floor or flat marks the level it will open at on
// <html>, and Plans.module.css reserves that level's stage and tools until the screen hydrates
// (a shared flat link moved the whole plan by 0.3 CLS). Environment: server (markup).

export const PLANS_LEVEL_SCRIPT =
  'var q=location.search,h=function(k){return new RegExp("[?&]"+k+"=\\\\d").test(q)};' +
  'document.documentElement.dataset.plansLevel=h("flat")?"flat":h("floor")?"floor":h("section")?"section":h("building")?"building":"";'
