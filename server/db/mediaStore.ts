// Gallery media by folder. The content is ours (seeded from server/media), not the sales team's,
// so a new seed version replaces the whole table.

import type { Kysely } from 'kysely'
import type { Media, MediaSeedItem } from '../media/mediaTypes'
import type { DatabaseSchema, MediaTable } from './schema'

const CHUNK = 200

export function mediaStore(db: Kysely<DatabaseSchema>) {
  return {
    /** Items of one folder in display order; empty for an unknown folder. */
    async folder(name: string): Promise<Media[]> {
      const rows = await db
        .selectFrom('media')
        .selectAll()
        .where('folder', '=', name)
        .orderBy('year', 'desc')
        .orderBy('month', 'desc')
        .orderBy('sort')
        .execute()
      return rows.map(toMedia)
    },

    async replaceAll(items: readonly MediaSeedItem[], version: string): Promise<void> {
      await db.transaction().execute(async (trx) => {
        await trx.deleteFrom('media').execute()
        for (let i = 0; i < items.length; i += CHUNK) {
          await trx
            .insertInto('media')
            .values(
              items.slice(i, i + CHUNK).map((item) => ({
                id: item.id,
                folder: item.folder,
                kind: item.kind,
                src: item.src,
                full: item.full,
                year: item.year,
                month: item.month,
                sort: item.sort,
                title_ru: item.title.ru,
                title_en: item.title.en,
              })),
            )
            .execute()
        }
        await trx
          .insertInto('meta')
          .values({ key: 'media_seed', value: version })
          .onConflict((oc) => oc.column('key').doUpdateSet({ value: version }))
          .execute()
      })
    },
  }
}

function toMedia(row: MediaTable): Media {
  return {
    id: row.id,
    kind: row.kind,
    src: row.src,
    full: row.full,
    year: row.year,
    month: row.month,
    title: { ru: row.title_ru, en: row.title_en },
  }
}

export type MediaStore = ReturnType<typeof mediaStore>
