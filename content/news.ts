// The news of the residence, newest first: construction, landscaping, art, the belvedere, events
// and sales. Each item is complete in both locales; images are names in content/art.ts.

import type { ArtName, Localized } from './schema'

export interface NewsItem {
  /** ISO date, YYYY-MM-DD. */
  date: string
  slug: string
  image: ArtName
  title: Localized<string>
  excerpt: Localized<string>
  body: Localized<string[]>
}

export const NEWS: NewsItem[] = [
  {
    date: '2026-04-09',
    slug: 'sales-start-c2',
    image: 'type-c-white-building',
    title: {
      ru: 'Открыты продажи в доме В2',
      en: 'Sales open in building C2',
    },
    excerpt: {
      ru: 'Белый дом В2 на берегу залива: частные резиденции с террасами и видом на сосны, покупка в рассрочку 0 % без удорожания.',
      en: 'C2, the white building on the gulf shore: private flats with terraces and pine views, on a 0% instalment plan with no price increase.',
    },
    body: {
      ru: [
        'Дом В2 — второй из двух белых домов резиденции. В отличие от соседнего В1, где разместится отель, здесь только частные резиденции в собственность: от студий до квартир с тремя спальнями, террасы на первом и верхнем этажах.',
        'Архитектура типа В — чистые белые плоскости, длинные ленточные окна и глубокие лоджии, которые работают как летние комнаты. Из окон верхних этажей видны кроны сосен и бельведер.',
        'Для первых покупателей действует рассрочка 0 % без удорожания с первоначальным взносом от 5 % и ежемесячными платежами до ввода дома в эксплуатацию. Планировки и цены — в разделе выбора квартир и в шоуруме на территории.',
      ],
      en: [
        'C2 is the second of the residence’s two white buildings. Unlike its neighbour C1, which will house the hotel, it holds private flats only, from studios to three bedrooms, with terraces on the ground and top floors.',
        'Type C architecture is all clean white planes, long ribbon windows and deep loggias that work as summer rooms. From the upper floors you look out across the pine crowns to the belvedere.',
        'Early buyers can pay on a 0% instalment plan with no price increase: a down payment from 5% and monthly payments until the building is commissioned. Floor plans and prices are in the flat search and at the showroom on site.',
      ],
    },
  },
  {
    date: '2026-02-16',
    slug: 'showroom-open-day',
    image: 'showroom-interior',
    title: {
      ru: 'День открытых дверей в шоуруме 28 февраля',
      en: 'Showroom open day on 28 February',
    },
    excerpt: {
      ru: 'Макет резиденции, образцы отделки и прогулка по зимнему лесу с архитектором. Запись по телефону или через форму на сайте.',
      en: 'The model of the residence, finishing samples and a winter forest walk with the architect. Book by phone or through the form on this site.',
    },
    body: {
      ru: [
        'В субботу, 28 февраля, шоурум на территории резиденции открыт для гостей с 11:00 до 18:00. Здесь стоит подробный макет всех тринадцати домов, собраны образцы двух палитр дизайнерской отделки и фрагменты фасадов трёх типов.',
        'В 12:00 и в 15:00 архитектор проекта проведёт прогулку по лесу: покажет, где встанут дома, как проложены тропы и откуда откроется вид с бельведера. Тёплые пледы и чай из трав — на веранде шоурума.',
        'Менеджеры расскажут об условиях покупки и подготовят индивидуальный график платежей. Число мест на прогулках ограничено, поэтому просим записаться заранее.',
      ],
      en: [
        'On Saturday 28 February the showroom on the residence grounds is open to guests from 11:00 to 18:00. Inside are a detailed model of all thirteen buildings, samples of both designer finishing palettes and full-size facade fragments of the three building types.',
        'At 12:00 and 15:00 the project architect leads a walk through the forest, showing where the buildings will stand, how the trails run and what the view from the belvedere will take in. Blankets and herbal tea wait on the showroom veranda.',
        'Our sales team will talk you through the purchase terms and prepare an individual payment schedule. Places on the walks are limited, so please book ahead.',
      ],
    },
  },
  {
    date: '2025-12-03',
    slug: 'belvedere-design-approved',
    image: 'belvedere-tower',
    title: {
      ru: 'Бельведер: проект смотровой башни утверждён',
      en: 'The belvedere: the lookout tower design is approved',
    },
    excerpt: {
      ru: 'Лёгкая башня из клеёного бруса на самой высокой точке участка поднимет жителей над кронами сосен — к виду на Финский залив.',
      en: 'A light glulam tower on the highest point of the site will lift residents above the pine crowns to a view of the Gulf of Finland.',
    },
    body: {
      ru: [
        'Бельведер встанет на гребне древней береговой дюны — самой высокой точке участка. Конструкция из клеёного бруса с винтовой лестницей внутри решётчатой оболочки почти не касается земли: фундамент рассчитан так, чтобы не повредить корни соседних сосен.',
        'Наверху — открытая площадка, откуда видны кроны леса, крыши резиденции и полоса Финского залива на горизонте. Вечером башню мягко подсвечивает студия «Сумерки»: свет направлен вниз, чтобы не засвечивать небо.',
        'Бельведер станет ориентиром на мастер-плане и общим местом встреч: сюда будут приходить встречать рассветы, а зимой — смотреть на заснеженный лес сверху.',
      ],
      en: [
        'The belvedere will stand on the crest of an ancient shoreline dune, the highest point of the site. Built of glulam, with a spiral stair inside a lattice shell, it barely touches the ground: the foundations are designed to leave the roots of the surrounding pines undisturbed.',
        'At the top is an open platform with the forest canopy, the roofs of the residence and the band of the Gulf of Finland on the horizon. In the evening Sumerki Lighting Studio lights the tower softly, with the light aimed downwards to keep the night sky dark.',
        'The belvedere will be the landmark of the master plan and a shared place to meet: somewhere to watch the sunrise, and in winter to look down on the forest under snow.',
      ],
    },
  },
  {
    date: '2025-10-21',
    slug: 'frames-a1-a4-topped-out',
    image: 'construction-site-autumn',
    title: {
      ru: 'Каркасы домов А1–А4 поднялись до кровли',
      en: 'Buildings A1 to A4 topped out',
    },
    excerpt: {
      ru: 'Первые четыре чёрных дома завершены по монолиту. Зимой начнётся монтаж фасадов из тёмной древесины и остекления.',
      en: 'The concrete frames of the first four black buildings are complete. Facade work in dark timber and glass begins this winter.',
    },
    body: {
      ru: [
        'Строители завершили монолитные работы в домах А1–А4 — здесь разместятся сервисные апартаменты под управлением оператора. Все сосны, отмеченные дендрологами на пятне застройки, сохранены: их стволы на время работ защищены деревянными коробами.',
        'Следующий этап — кровля, фасады из термообработанной древесины тёмного тона и панорамное остекление. Параллельно прокладываются подземные сети, трассы которых обходят корневые зоны деревьев.',
        'Ход строительства мы снимаем каждый месяц: свежие фотографии и видео — в разделе «Ход строительства». Ввод домов в эксплуатацию запланирован на IV квартал 2027 года.',
      ],
      en: [
        'The concrete frames of buildings A1 to A4, which will hold the serviced apartments run by the operator, are complete. Every pine the tree survey marked on the building plots has been kept, its trunk boxed in timber for the duration of the works.',
        'Next come the roofs, the facades of dark thermally treated timber and the full-height glazing. Underground utilities are being laid at the same time, on routes that keep clear of the root zones.',
        'We photograph the site every month: the latest pictures and film are on the construction progress page. Completion is scheduled for Q4 2027.',
      ],
    },
  },
  {
    date: '2025-08-27',
    slug: 'sculpture-commission',
    image: 'sculpture-workshop',
    title: {
      ru: 'Шестиметровая скульптура «Подрост»: работа началась',
      en: 'Work begins on Undergrowth, a six-metre sculpture',
    },
    excerpt: {
      ru: 'Главный арт-объект резиденции — скульптура высотой 6 метров на центральной поляне. В мастерской собран каркас в натуральную величину.',
      en: 'The residence’s main work of art, a sculpture six metres tall for the central clearing. A full-size armature now stands in the workshop.',
    },
    body: {
      ru: [
        'Скульптура «Подрост» — пучок вертикальных бронзовых форм, похожих на молодые побеги сосны, которые тянутся к свету. Высота работы — 6 метров, почти половина высоты окружающих деревьев: она не спорит с лесом, а растёт вместе с ним.',
        'Этим летом в литейной мастерской собран каркас в натуральную величину и отлиты первые элементы. Патина подбирается так, чтобы со временем бронза приобрела оттенок сосновой коры.',
        'Скульптуру установят на центральной поляне, куда сходятся главные тропы резиденции. Вокруг будет амфитеатр из камня для летних концертов и лекций.',
      ],
      en: [
        'Undergrowth is a cluster of vertical bronze forms, like young pine shoots reaching for the light. At six metres it is almost half the height of the surrounding trees: it does not compete with the forest but grows with it.',
        'This summer the foundry assembled a full-size armature and cast the first elements. The patina is being chosen so that over the years the bronze takes on the colour of pine bark.',
        'The sculpture will stand in the central clearing where the residence’s main trails meet, ringed by a stone amphitheatre for summer concerts and talks.',
      ],
    },
  },
  {
    date: '2025-05-19',
    slug: 'landscaping-season',
    image: 'landscape-planting-spring',
    title: {
      ru: 'Ландшафтный сезон: вереск, черника и первые тропы',
      en: 'The landscaping season: heather, bilberry and the first trails',
    },
    excerpt: {
      ru: 'Студия «Мох» начала высадку местных растений и прокладку лесных троп. Всё, что сажаем, растёт на Карельском перешейке само.',
      en: 'Mokh Landscape Studio has begun planting native species and laying the forest trails. Everything we plant grows wild on the Karelian Isthmus.',
    },
    body: {
      ru: [
        'С наступлением тепла ландшафтная студия «Мох» вышла на участок. Первыми появились вересковые сады вдоль будущих троп, куртины черники и брусники, можжевельники у входной группы.',
        'Принцип простой: никаких чужих лесу газонов и экзотики. Каждое растение — из тех, что сами растут на Карельском перешейке, поэтому сад уже через сезон выглядит так, будто был здесь всегда.',
        'Тропы проложены по существующему рельефу, без выравнивания дюн. Покрытие — гранитная крошка и деревянные настилы там, где нужно пройти над корнями.',
      ],
      en: [
        'With the warm weather Mokh Landscape Studio has moved onto the site. The first to appear are heather gardens along the future trails, drifts of bilberry and lingonberry, and junipers at the entrance.',
        'The principle is simple: no lawns or exotics foreign to the forest. Every plant is one that grows wild on the Karelian Isthmus, so within a season the garden looks as if it had always been here.',
        'The trails follow the existing lie of the land, with no levelling of the dunes. They are surfaced in crushed granite, with timber boardwalks wherever they pass over roots.',
      ],
    },
  },
]
