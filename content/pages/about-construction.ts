// /about/construction: progress by stage, the monthly photo and video gallery, how trees are kept.

import type { PageEntry } from '../schema'

export const aboutConstruction: PageEntry = {
  ru: {
    meta: {
      title: 'Ход строительства — резиденция «Хвоя»',
      description:
        'Ход строительства клубной резиденции «Хвоя»: стройка месяц за месяцем в рисунках и видео, этапы по домам и срок ввода в эксплуатацию — IV квартал 2027 года.',
    },
    hero: {
      image: 'construction-site-autumn',
      imageAlt: 'Стройка среди сохранённых сосен осенью, стволы защищены досками',
      parentTitle: 'О проекте',
      title: 'Ход строительства',
      text: 'Каждый месяц мы показываем, чего достигла стройка, чтобы вы видели, как ваш дом поднимается между соснами.',
      anchors: [
        { id: 'stages', label: 'Этапы' },
        { id: 'gallery', label: 'Месяц за месяцем' },
      ],
    },
    sections: [
      {
        kind: 'facts',
        id: 'status',
        title: 'Где мы сейчас',
        items: [
          { value: '13 из 13', label: 'домов с завершённым нулевым циклом' },
          { value: 'А1–А4', label: 'каркасы подняты до кровли' },
          { value: '100 %', label: 'сосен, отмеченных к сохранению, стоят на месте' },
          { value: 'IV кв. 2027', label: 'ввод в эксплуатацию' },
        ],
      },
      {
        kind: 'steps',
        id: 'stages',
        title: 'Этапы строительства',
        items: [
          {
            title: 'Подготовка территории',
            text: 'Дендрологическая съёмка, защита стволов и корневых зон, временные дороги по будущим трассам сетей.',
          },
          {
            title: 'Нулевой цикл',
            text: 'Фундаменты всех тринадцати домов и подземные сети, проложенные в обход корней.',
          },
          {
            title: 'Каркасы и кровли',
            text: 'Монолитные работы дом за домом, начиная с сервисных апартаментов А1–А4.',
          },
          {
            title: 'Фасады и инженерия',
            text: 'Дерево, камень и штукатурка на фасадах, панорамное остекление, внутренние сети.',
          },
          {
            title: 'Благоустройство и ввод',
            text: 'Тропы, сады, бельведер и скульптура, получение разрешения на ввод в IV квартале 2027 года.',
          },
        ],
      },
      {
        kind: 'widget',
        id: 'gallery',
        title: 'Стройка месяц за месяцем',
        intro:
          'Переключайтесь между видами территории и интерьеров, рисунками и видео, выбирайте месяц. Рисунки показывают, чего достигли работы; по мере съёмок их сменяют фотографии.',
        widget: 'construction-gallery',
      },
      {
        kind: 'split',
        id: 'care',
        title: 'Стройка, которая бережёт лес',
        paragraphs: [
          'Стволы сосен рядом с пятнами застройки защищены деревянными коробами, корневые зоны — настилами, по которым проходит техника. Трассы сетей проложены так, чтобы не перерезать корни.',
          'Дендролог выезжает на площадку каждую неделю и ведёт журнал состояния деревьев. Это условие договора с генеральным подрядчиком.',
        ],
        image: {
          image: 'construction-frame-pines',
          alt: 'Монолитный каркас дома рядом с сосной, ствол которой закрыт деревянным коробом',
        },
      },
      {
        kind: 'cta',
        title: 'Следить за стройкой',
        text: 'Раз в месяц присылаем свежие фотографии и новости строительства.',
        action: { kind: 'subscription', label: 'Подписаться на новости' },
      },
    ],
  },
  en: {
    meta: {
      title: 'Construction progress — Khvoya Club Residence',
      description:
        'Construction progress at Khvoya Club Residence: the site month by month in drawings and film, the stages building by building, completion due in Q4 2027.',
    },
    hero: {
      image: 'construction-site-autumn',
      imageAlt: 'The building site among preserved pines in autumn, the trunks boxed in timber',
      parentTitle: 'About',
      title: 'Construction progress',
      text: 'Every month we show what the works have reached, so you can watch your building rise between the pines.',
      anchors: [
        { id: 'stages', label: 'Stages' },
        { id: 'gallery', label: 'Month by month' },
      ],
    },
    sections: [
      {
        kind: 'facts',
        id: 'status',
        title: 'Where we are now',
        items: [
          { value: '13 of 13', label: 'buildings with foundations complete' },
          { value: 'A1–A4', label: 'topped out' },
          { value: '100%', label: 'of the pines marked for keeping still standing' },
          { value: 'Q4 2027', label: 'scheduled completion' },
        ],
      },
      {
        kind: 'steps',
        id: 'stages',
        title: 'Construction stages',
        items: [
          {
            title: 'Site preparation',
            text: 'The tree survey, protection for trunks and root zones, and temporary roads along the future utility routes.',
          },
          {
            title: 'Foundations',
            text: 'Foundations for all thirteen buildings, and underground utilities routed around the roots.',
          },
          {
            title: 'Frames and roofs',
            text: 'Concrete frames building by building, starting with the serviced apartments in A1–A4.',
          },
          {
            title: 'Facades and services',
            text: 'Timber, stone and render facades, full-height glazing and the internal services.',
          },
          {
            title: 'Landscaping and completion',
            text: 'Trails, gardens, the belvedere and the sculpture, then the occupancy permit in Q4 2027.',
          },
        ],
      },
      {
        kind: 'widget',
        id: 'gallery',
        title: 'The site month by month',
        intro:
          'Switch between the grounds and the interiors, drawings and film, and choose the month. The drawings show what the works have reached; photographs replace them as the site is shot.',
        widget: 'construction-gallery',
      },
      {
        kind: 'split',
        id: 'care',
        title: 'Building without harming the forest',
        paragraphs: [
          'Pine trunks near the building plots are boxed in timber, and the root zones are covered with mats for the machinery to run on. Utility routes are laid so as not to cut through the roots.',
          'An arborist visits the site every week and keeps a log of each tree’s condition. It is a condition of our contract with the general contractor.',
        ],
        image: {
          image: 'construction-frame-pines',
          alt: 'A concrete frame beside a pine whose trunk is boxed in timber',
        },
      },
      {
        kind: 'cta',
        title: 'Follow the build',
        text: 'Once a month we send the latest photographs and construction news.',
        action: { kind: 'subscription', label: 'Subscribe to news' },
      },
    ],
  },
}
