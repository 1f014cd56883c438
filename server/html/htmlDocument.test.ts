import { appendChild } from 'domutils'
import { describe, expect, it } from 'vitest'
import {
  editHtml,
  elementsNamed,
  makeElement,
  parseHtml,
  removeWithSpace,
  serializeHtml,
} from './htmlDocument'

describe('a page read and written again', () => {
  it('keeps what the browser receives: entities, raw text, SVG, bare attributes', () => {
    const html =
      '<!doctype html><html lang="ru"><head><meta charset="utf-8"><title>Хвоя &amp; сосны</title>' +
      '<style>a[href^="/"]>b{content:"&lt;"}</style>' +
      '<script type="application/json">{"q":"a<b&amp;c","s":"</scr"+"ipt>"}</script></head>' +
      '<body><!-- a comment --><p class="x" hidden>1&nbsp;м² &lt; 2</p>' +
      '<svg viewBox="0 0 10 10"><path d="M0 0h10"/><foreignObject><p>t</p></foreignObject></svg>' +
      '<a href="/plans?building=11&amp;flat=2" data-locale-switch>EN</a><br><img alt src="/a.png">' +
      '<noscript id="n"><link rel="stylesheet" href="/s.css"></noscript></body></html>'
    expect(serializeHtml(parseHtml(html))).toBe(html)
    // An empty value is written bare, which the browser reads the same (beasties writes it so).
    expect(serializeHtml(parseHtml('<img alt="">'))).toBe('<img alt>')
  })

  it('is passed on byte for byte when nothing in it was changed', () => {
    // Written again it would read `<link rel="x">`: the original spelling stays.
    const html = "<html><head><link rel='x'/></head></html>"
    expect(editHtml(html, () => false)).toBe(html)
    expect(editHtml(html, () => true)).toBe('<html><head><link rel="x"></head></html>')
  })
})

describe('elements', () => {
  it('are found by name and attribute values, in document order', () => {
    const doc = parseHtml(
      '<link rel="preload" as="font" href="/1"><p><link as="font" rel="preload" href="/2"></p>' +
        '<link rel="preload" as="style" href="/3">',
    )
    const fonts = elementsNamed(doc, 'link', { rel: 'preload', as: 'font' })
    expect(fonts.map((l) => l.attribs.href)).toEqual(['/1', '/2'])
  })

  it('are made with their attributes in the order given, an empty one bare', () => {
    const doc = parseHtml('<head></head>')
    const [head] = elementsNamed(doc, 'head')
    if (head)
      appendChild(head, makeElement('link', { rel: 'preload', href: '/a', crossorigin: '' }))
    expect(serializeHtml(doc)).toBe('<head><link rel="preload" href="/a" crossorigin></head>')
  })
})

describe('removing an element', () => {
  it.each([
    [
      'its line and indent',
      '<head>\n  <title>t</title>\n  <link rel="x">\n</head>',
      '<head>\n  <title>t</title>\n</head>',
    ],
    ['the space before it, not the text', '<p>text  <b>x</b></p>', '<p>text</p>'],
    [
      'white space across the text left by an earlier removal',
      '<p>a <i></i> <b></b></p>',
      '<p>a</p>',
    ],
    ['nothing but itself at the start', '<p><b>x</b> tail</p>', '<p> tail</p>'],
  ])('takes %s', (_, html, expected) => {
    const doc = parseHtml(html)
    for (const name of ['link', 'i', 'b'])
      for (const el of elementsNamed(doc, name)) removeWithSpace(el)
    expect(serializeHtml(doc)).toBe(expected)
  })
})
