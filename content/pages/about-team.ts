// /about/team: the partners behind the residence; the cards come from content/team.ts.

import type { PageEntry } from '../schema'

export const aboutTeam: PageEntry = {
  ru: {
    meta: {
      title: 'Команда проекта — клубная резиденция «Хвоя»',
      description:
        'Кто создаёт «Хвою»: банк-партнёр, архитектурное бюро, оператор курорта, ландшафтная студия, две студии интерьеров, генпроектировщик и студия света.',
    },
    hero: {
      image: 'team-studio-table',
      imageAlt: 'Стол архитекторов с чертежами, образцами материалов и макетом',
      parentTitle: 'О проекте',
      title: 'Команда',
      text: 'Восемь команд, каждая из которых отвечает за свою часть леса: от финансирования и чертежей до света на тропах.',
    },
    sections: [
      {
        kind: 'text',
        id: 'intro',
        title: 'Один лес, одна команда',
        paragraphs: [
          'Застройщик ООО «СЗ «Хвоя Девелопмент» собрал партнёров, которые думают о проекте одинаково: сначала лес, потом дом. Архитекторы, ландшафтные дизайнеры и оператор работали над резиденцией вместе с первого дня, а не передавали проект друг другу по цепочке.',
        ],
      },
      {
        kind: 'widget',
        id: 'partners',
        title: 'Партнёры проекта',
        widget: 'team',
      },
      {
        kind: 'split',
        id: 'process',
        title: 'Как мы работаем',
        paragraphs: [
          'Раз в неделю все команды собираются за одним столом — сначала в бюро, теперь на площадке. Архитектор сверяется с дендрологом, оператор — с дизайнерами интерьеров, студия света — с ландшафтной студией.',
          'Так решения, которые обычно принимаются поодиночке, становятся общими: где встанет фонарь, куда откроется окно лобби, по какой тропе гость пойдёт в спа.',
        ],
        image: { image: 'showroom-interior', alt: 'Макет резиденции на столе в шоуруме' },
      },
      {
        kind: 'cta',
        title: 'Познакомиться лично',
        text: 'Архитектор проекта проводит прогулки по территории в дни открытых дверей.',
        action: { kind: 'link', link: { route: 'news', label: 'Новости и события' } },
      },
    ],
  },
  en: {
    meta: {
      title: 'The team — Khvoya Club Residence',
      description:
        'Who is creating Khvoya: a partner bank, an architecture bureau, a resort operator, a landscape studio, two interior studios, a general designer and lighting.',
    },
    hero: {
      image: 'team-studio-table',
      imageAlt: 'An architects’ table with drawings, material samples and a model',
      parentTitle: 'About',
      title: 'Team',
      text: 'Eight teams, each responsible for its part of the forest, from the financing and the drawings to the light along the trails.',
    },
    sections: [
      {
        kind: 'text',
        id: 'intro',
        title: 'One forest, one team',
        paragraphs: [
          'The developer, Khvoya Development, brought together partners who see the project the same way: the forest first, then the house. The architects, the landscape designers and the operator have worked on the residence together from the first day, rather than handing the project down a chain.',
        ],
      },
      {
        kind: 'widget',
        id: 'partners',
        title: 'Project partners',
        widget: 'team',
      },
      {
        kind: 'split',
        id: 'process',
        title: 'How we work',
        paragraphs: [
          'Once a week every team sits down at the same table, first at the bureau and now on site. The architect checks in with the arborist, the operator with the interior designers, the lighting studio with the landscape studio.',
          'That way decisions usually taken in isolation become shared ones: where a lamp will stand, which way a lobby window will face, which trail a guest will take to the spa.',
        ],
        image: {
          image: 'showroom-interior',
          alt: 'The model of the residence on a table in the showroom',
        },
      },
      {
        kind: 'cta',
        title: 'Meet us in person',
        text: 'The project architect leads walks around the grounds on our open days.',
        action: { kind: 'link', link: { route: 'news', label: 'News and events' } },
      },
    ],
  },
}
