// subset-font ships no types; the one call scripts/pdfFonts.ts makes.
declare module 'subset-font' {
  export default function subsetFont(
    font: Buffer,
    text: string,
    options?: { targetFormat?: 'truetype' | 'woff' | 'woff2' | 'sfnt'; preserveNameIds?: number[] },
  ): Promise<Buffer>
}
