// The words of a lead's way in and out: every error a form (or another API call) can answer with,
// as real sentences in both languages (server/leads/leadMessages.ts sends both), and the e-mail
// and the export that tell the sales team about a lead (server/leads/leadDelivery.ts,
// server/cli/export-leads.ts).

import { catalogue } from './catalogue'

export const leadErrors = catalogue({
  ru: {
    'name.required': 'Укажите имя',
    'name.too_short': 'Имя должно содержать не меньше 2 букв',
    'name.too_long': 'Имя должно быть не длиннее 80 символов',
    'name.invalid_chars': 'В имени можно использовать только буквы, пробелы, дефисы и апострофы',
    'phone.required': 'Укажите телефон',
    'phone.invalid': 'Укажите телефон в формате +7 900 000-00-00',
    'email.required': 'Укажите электронную почту',
    'email.invalid': 'Укажите электронную почту в формате name@example.ru',
    'email.too_long': 'Адрес почты должен быть не длиннее 254 символов',
    'agency.invalid': 'Название агентства должно быть длиной от 2 до 120 символов',
    'consent.required': 'Подтвердите согласие на обработку персональных данных',
    'flats.invalid': 'Список квартир передан в неверном формате',
    'flats.too_many': 'Можно указать не больше 20 квартир',
    'flats.unknown_flat': 'Одна из выбранных квартир не найдена',
    'locale.invalid': 'Язык формы должен быть ru или en',
    'page.invalid': 'Адрес страницы передан в неверном формате',
    'idempotencyKey.required':
      'Форма отправлена без ключа заявки. Обновите страницу и отправьте ещё раз',
    'idempotencyKey.invalid':
      'Ключ заявки передан в неверном формате. Обновите страницу и отправьте ещё раз',
    'idempotencyKey.conflict': 'Этот ключ заявки уже использован другой формой. Обновите страницу',
    'field.unknown': 'Эта форма не принимает такое поле',
    'body.invalid_json': 'Запрос не является корректным JSON',
    'body.not_object': 'Ожидался JSON-объект с полями формы',
    'body.too_large': 'Заявка слишком большая',
    'body.unsupported_type': 'Отправьте форму в формате JSON',
    'folder.required': 'Укажите папку медиафайлов',
    'form.rate_limited':
      'Слишком много заявок с вашего адреса. Попробуйте позже или позвоните нам.',
    'form.unavailable': 'Не удалось сохранить заявку. Попробуйте ещё раз через минуту.',
  },
  en: {
    'name.required': 'Enter your name',
    'name.too_short': 'The name must be at least 2 letters long',
    'name.too_long': 'The name must be at most 80 characters long',
    'name.invalid_chars': 'Use only letters, spaces, hyphens and apostrophes in the name',
    'phone.required': 'Enter your phone number',
    'phone.invalid': 'Enter a phone number like +7 900 000-00-00',
    'email.required': 'Enter your e-mail address',
    'email.invalid': 'Enter an e-mail address like name@example.com',
    'email.too_long': 'The e-mail address must be at most 254 characters long',
    'agency.invalid': 'The agency name must be 2 to 120 characters long',
    'consent.required': 'Please accept the personal data processing terms',
    'flats.invalid': 'The list of flats is malformed',
    'flats.too_many': 'You can list at most 20 flats',
    'flats.unknown_flat': 'One of the chosen flats was not found',
    'locale.invalid': 'The form language must be ru or en',
    'page.invalid': 'The page address is malformed',
    'idempotencyKey.required':
      'The form was sent without a request key. Reload the page and send it again',
    'idempotencyKey.invalid': 'The request key is malformed. Reload the page and send it again',
    'idempotencyKey.conflict': 'This request key was already used by another form. Reload the page',
    'field.unknown': 'This form does not accept this field',
    'body.invalid_json': 'The request is not valid JSON',
    'body.not_object': 'A JSON object with the form fields was expected',
    'body.too_large': 'The request is too large',
    'body.unsupported_type': 'Send the form as JSON',
    'folder.required': 'Name a media folder',
    'form.rate_limited': 'Too many requests from your address. Try again later or give us a call.',
    'form.unavailable': 'We could not save your request. Please try again in a minute.',
  },
})

/**
 * The sales team's words for a lead. The team works in Russian, so the e-mail and the export use
 * the Russian set; the English one keeps the catalogue whole for a team that may not.
 */
export const leadMail = catalogue({
  ru: {
    'kind.callback': 'Заказ обратного звонка',
    'kind.subscription': 'Подписка на новости',
    'kind.broker': 'Заявка брокера на партнёрство',
    flat: '{{building}}, секция {{section}}, этаж {{floor}}, квартира {{flat}} ({{alt}})',
    name: 'Имя: {{value}}',
    phone: 'Телефон: {{value}}',
    email: 'E-mail: {{value}}',
    agency: 'Агентство: {{value}}',
    flats: 'Квартиры:',
    page: 'Страница: {{page}} ({{locale}})',
    received: 'Получена: {{at}}',
    id: 'Номер заявки: {{id}}',
    // The form's kind in a row of the CSV export.
    'form.callback': 'обратный звонок',
    'form.subscription': 'подписка',
    'form.broker': 'брокер',
  },
  en: {
    'kind.callback': 'Callback request',
    'kind.subscription': 'News subscription',
    'kind.broker': 'Broker partnership request',
    flat: '{{building}}, section {{section}}, floor {{floor}}, flat {{flat}} ({{alt}})',
    name: 'Name: {{value}}',
    phone: 'Phone: {{value}}',
    email: 'E-mail: {{value}}',
    agency: 'Agency: {{value}}',
    flats: 'Flats:',
    page: 'Page: {{page}} ({{locale}})',
    received: 'Received: {{at}}',
    id: 'Request number: {{id}}',
    'form.callback': 'callback',
    'form.subscription': 'subscription',
    'form.broker': 'broker',
  },
})
