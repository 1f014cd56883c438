// A blank the client and the sales manager fill in by hand in the agreement's wording. Long
// blanks get zero-width spaces every eight, so a justified line may break inside them instead of
// stretching the words around them apart.

/** `n` underscores. */
export const _ = (n = 16) =>
  n > 10 ? '_'.repeat(n).replace(/(_{8})(?=_)/g, '$1\u200b') : '_'.repeat(n)
