// Every error a form (or another API call) can show, as real sentences in both languages. The API answers with the code
// and both messages, so the client shows them as they are, in the visitor's language.

export interface FormError {
  code: string
  message: { ru: string; en: string }
}

export const LEAD_MESSAGES = {
  'name.required': ['Укажите имя', 'Enter your name'],
  'name.too_short': [
    'Имя должно содержать не меньше 2 букв',
    'The name must be at least 2 letters long',
  ],
  'name.too_long': [
    'Имя должно быть не длиннее 80 символов',
    'The name must be at most 80 characters long',
  ],
  'name.invalid_chars': [
    'В имени можно использовать только буквы, пробелы, дефисы и апострофы',
    'Use only letters, spaces, hyphens and apostrophes in the name',
  ],
  'phone.required': ['Укажите телефон', 'Enter your phone number'],
  'phone.invalid': [
    'Укажите телефон в формате +7 900 000-00-00',
    'Enter a phone number like +7 900 000-00-00',
  ],
  'email.required': ['Укажите электронную почту', 'Enter your e-mail address'],
  'email.invalid': [
    'Укажите электронную почту в формате name@example.ru',
    'Enter an e-mail address like name@example.com',
  ],
  'email.too_long': [
    'Адрес почты должен быть не длиннее 254 символов',
    'The e-mail address must be at most 254 characters long',
  ],
  'agency.invalid': [
    'Название агентства должно быть длиной от 2 до 120 символов',
    'The agency name must be 2 to 120 characters long',
  ],
  'consent.required': [
    'Подтвердите согласие на обработку персональных данных',
    'Please accept the personal data processing terms',
  ],
  'flats.invalid': ['Список квартир передан в неверном формате', 'The list of flats is malformed'],
  'flats.too_many': ['Можно указать не больше 20 квартир', 'You can list at most 20 flats'],
  'flats.unknown_flat': [
    'Одна из выбранных квартир не найдена',
    'One of the chosen flats was not found',
  ],
  'locale.invalid': ['Язык формы должен быть ru или en', 'The form language must be ru or en'],
  'page.invalid': ['Адрес страницы передан в неверном формате', 'The page address is malformed'],
  'idempotencyKey.required': [
    'Форма отправлена без ключа заявки. Обновите страницу и отправьте ещё раз',
    'The form was sent without a request key. Reload the page and send it again',
  ],
  'idempotencyKey.invalid': [
    'Ключ заявки передан в неверном формате. Обновите страницу и отправьте ещё раз',
    'The request key is malformed. Reload the page and send it again',
  ],
  'idempotencyKey.conflict': [
    'Этот ключ заявки уже использован другой формой. Обновите страницу',
    'This request key was already used by another form. Reload the page',
  ],
  'field.unknown': ['Эта форма не принимает такое поле', 'This form does not accept this field'],
  'body.invalid_json': ['Запрос не является корректным JSON', 'The request is not valid JSON'],
  'body.not_object': [
    'Ожидался JSON-объект с полями формы',
    'A JSON object with the form fields was expected',
  ],
  'body.too_large': ['Заявка слишком большая', 'The request is too large'],
  'body.unsupported_type': ['Отправьте форму в формате JSON', 'Send the form as JSON'],
  'folder.required': ['Укажите папку медиафайлов', 'Name a media folder'],
  'form.rate_limited': [
    'Слишком много заявок с вашего адреса. Попробуйте позже или позвоните нам',
    'Too many requests from your address. Try again later or give us a call',
  ],
  'form.unavailable': [
    'Не удалось сохранить заявку. Попробуйте ещё раз через минуту',
    'We could not save your request. Please try again in a minute',
  ],
} as const satisfies Record<string, readonly [string, string]>

export type LeadMessageKey = keyof typeof LEAD_MESSAGES

/** `'phone.invalid'` -> `{ code: 'invalid', message: { ru, en } }`. */
export function formError(key: LeadMessageKey): FormError {
  const [ru, en] = LEAD_MESSAGES[key]
  return { code: key.slice(key.indexOf('.') + 1), message: { ru, en } }
}

export function isLeadMessageKey(value: string): value is LeadMessageKey {
  return Object.hasOwn(LEAD_MESSAGES, value)
}
