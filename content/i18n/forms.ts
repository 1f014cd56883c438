// The lead forms' words: field labels, the consent line, what a sending, sent, queued or failed
// form says, and each field's check (the rules themselves are engine/leadForms.ts).

import { catalogue } from './catalogue'

export const forms = catalogue({
  ru: {
    // The hidden field only a form-filling bot sees (ui/forms/LeadForm.tsx's honeypot).
    'form.honeypot': 'Сайт',
    'form.name': 'Имя',
    'form.phone': 'Телефон',
    'form.email': 'Электронная почта',
    'form.emailOptional': 'Электронная почта (необязательно)',
    'form.agency': 'Агентство',
    'form.submit': 'Отправить',
    'form.sending': 'Отправляем…',
    'form.subscribe': 'Подписаться',
    'form.consent':
      'Отправляя форму, вы принимаете условия обработки персональных данных и соглашаетесь на получение рекламных SMS-сообщений.',
    'form.consentLink': 'Условия обработки данных',
    'form.success': 'Заявка отправлена. Мы свяжемся с вами в ближайшее время.',
    'form.subscribed': 'Готово: первое письмо придёт с ближайшей рассылкой.',
    'form.error': 'Произошла ошибка. Пожалуйста, попробуйте позже.',
    'form.queued': 'Нет связи с сервером. Заявка сохранена и будет отправлена автоматически.',
    'form.retry': 'Повторить',
    'form.required': 'Заполните это поле',
    'form.invalidName': 'Укажите имя буквами, от 2 до 80 символов',
    'form.invalidPhone': 'Укажите телефон в формате +7 900 000-00-00',
    'form.invalidEmail': 'Укажите адрес в формате name@example.ru',
    'form.invalidAgency': 'Название агентства — от 2 до 120 символов',
  },
  en: {
    'form.honeypot': 'Website',
    'form.name': 'Name',
    'form.phone': 'Phone',
    'form.email': 'Email',
    'form.emailOptional': 'Email (optional)',
    'form.agency': 'Agency',
    'form.submit': 'Send',
    'form.sending': 'Sending…',
    'form.subscribe': 'Subscribe',
    'form.consent':
      'By submitting this form you accept the terms of personal data processing and agree to receive marketing SMS messages.',
    'form.consentLink': 'Data processing terms',
    'form.success': 'Request sent. We will contact you shortly.',
    'form.subscribed': 'You are subscribed: the first newsletter arrives with the next issue.',
    'form.error': 'An error occurred. Please try again later.',
    'form.queued':
      'No connection to the server. Your request is saved and will be sent automatically.',
    'form.retry': 'Try again',
    'form.required': 'Please fill in this field',
    'form.invalidName': 'Enter your name in letters, 2 to 80 characters',
    'form.invalidPhone': 'Enter a phone number like +7 900 000-00-00',
    'form.invalidEmail': 'Enter an address like name@example.com',
    'form.invalidAgency': 'The agency name must be 2 to 120 characters long',
  },
})
