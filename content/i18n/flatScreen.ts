// The flat screen's own words (ui/plans/FlatText.ts reads them): its title and place, the plan's
// view switch, the neighbours, the sold, booked, reserved and missing notices. A flat's shared
// facts are the `flat` catalogue's, read through `t()`.

import { catalogue } from './catalogue'

export const flatScreen = catalogue({
  ru: {
    title: 'Квартира {{flat}}',
    place: 'Дом {{building}} · секция {{section}} · этаж {{floor}}',
    numberInBuilding: '№ {{n}} в доме',
    viewLabel: 'Вид плана',
    viewFlat: 'Квартира',
    viewFloor: 'Этаж',
    furniture: 'Мебель',
    levelLabel: 'Уровень',
    level1: 'Нижний',
    level2: 'Верхний',
    onFloor: 'На этаже',
    onSite: 'На генплане',
    floorMapLabel: 'Квартира {{flat}} на плане {{floor}} этажа',
    siteMapLabel: 'Дом {{building}} на генплане',
    price: 'Стоимость',
    consult: 'Получить консультацию',
    favAdd: 'В избранное',
    favOn: 'В избранном',
    prev: 'Предыдущая',
    next: 'Следующая',
    prevLabel: 'Предыдущая квартира на этаже: {{flat}}',
    nextLabel: 'Следующая квартира на этаже: {{flat}}',
    neighbours: 'Другие квартиры этажа',
    loading: 'Загружаем квартиру…',
    soldTitle: 'Эта квартира продана',
    soldText:
      'Она осталась в каталоге для справки. Похожие планировки есть в подборе, а менеджер расскажет о квартирах, которые ещё не вышли в продажу.',
    bookedTitle: 'Квартира забронирована',
    bookedText:
      'Бронь ещё может быть снята. Оставьте заявку — менеджер сообщит, если квартира снова станет доступна, и подберёт похожие.',
    reservedTitle: 'Квартира в резерве',
    reservedText:
      'Сейчас её держат для другого покупателя. Оставьте заявку — менеджер сообщит, когда резерв закончится, и подберёт похожие.',
    missingTitle: 'Такой квартиры нет в каталоге',
    missingText:
      'Возможно, ссылка устарела или квартира снята с продажи. Выберите другую квартиру на этаже или в подборе.',
    toSearch: 'К подбору квартир',
    toFloor: 'К плану этажа',
    facts: 'Характеристики',
  },
  en: {
    title: 'Flat {{flat}}',
    place: 'Building {{building}} · section {{section}} · floor {{floor}}',
    numberInBuilding: 'No. {{n}} in the building',
    viewLabel: 'Plan view',
    viewFlat: 'Flat',
    viewFloor: 'Floor',
    furniture: 'Furniture',
    levelLabel: 'Level',
    level1: 'Lower',
    level2: 'Upper',
    onFloor: 'On the floor',
    onSite: 'On the master plan',
    floorMapLabel: 'Flat {{flat}} on the plan of floor {{floor}}',
    siteMapLabel: 'Building {{building}} on the master plan',
    price: 'Price',
    consult: 'Book a consultation',
    favAdd: 'Add to favourites',
    favOn: 'In favourites',
    prev: 'Previous',
    next: 'Next',
    prevLabel: 'Previous flat on the floor: {{flat}}',
    nextLabel: 'Next flat on the floor: {{flat}}',
    neighbours: 'Other flats on the floor',
    loading: 'Loading the flat…',
    soldTitle: 'This flat is sold',
    soldText:
      'It stays in the catalogue for reference. Similar layouts are in the search, and our sales team can tell you about flats not yet released.',
    bookedTitle: 'This flat is booked',
    bookedText:
      'The booking may still lapse. Leave a request and we will let you know if the flat becomes available again, and suggest similar ones.',
    reservedTitle: 'This flat is reserved',
    reservedText:
      'It is being held for another buyer. Leave a request and we will tell you when the reservation ends, and suggest similar flats.',
    missingTitle: 'There is no such flat in the catalogue',
    missingText:
      'The link may be out of date, or the flat was withdrawn from sale. Choose another flat on the floor or in the search.',
    toSearch: 'Go to the search',
    toFloor: 'Back to the floor plan',
    facts: 'Details',
  },
})
