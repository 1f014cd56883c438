// The instalment calculator of the purchase page: its fields, totals and payment schedule.

import { catalogue } from './catalogue'

export const calculator = catalogue({
  ru: {
    'calc.price': 'Стоимость квартиры, ₽',
    'calc.down': 'Первоначальный взнос',
    'calc.months': 'Срок рассрочки, месяцев',
    'calc.monthsHint': 'до ввода в эксплуатацию — {{date}}',
    'calc.downAmount': 'Первый взнос',
    'calc.monthly': 'Ежемесячный платёж',
    'calc.total': 'Итого',
    'calc.noIncrease': '0 % — без удорожания',
    'calc.schedule': 'График платежей',
    'calc.showSchedule': 'Показать график',
    'calc.hideSchedule': 'Скрыть график',
    'calc.month': 'Месяц',
    'calc.amount': 'Сумма',
    'calc.downRow': 'Первоначальный взнос',
    'calc.note':
      'Расчёт предварительный. Индивидуальный график и условия при 100 % оплате подготовит менеджер.',
    'calc.ask': 'Обсудить график с менеджером',
  },
  en: {
    'calc.price': 'Flat price, RUB',
    'calc.down': 'Down payment',
    'calc.months': 'Instalment term, months',
    'calc.monthsHint': 'until completion in {{date}}',
    'calc.downAmount': 'Down payment',
    'calc.monthly': 'Monthly payment',
    'calc.total': 'Total',
    'calc.noIncrease': '0% with no price increase',
    'calc.schedule': 'Payment schedule',
    'calc.showSchedule': 'Show schedule',
    'calc.hideSchedule': 'Hide schedule',
    'calc.month': 'Month',
    'calc.amount': 'Amount',
    'calc.downRow': 'Down payment',
    'calc.note':
      'An estimate. A sales manager will prepare an individual schedule and the terms for payment in full.',
    'calc.ask': 'Discuss a schedule with a manager',
  },
})
