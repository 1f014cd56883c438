// The personal data policy shown in the policy popup and linked from every form's consent notice.

import type { Localized } from './schema'

export const POLICY: Localized<{ title: string; paragraphs: string[] }> = {
  ru: {
    title: 'Политика обработки персональных данных',
    paragraphs: [
      'Оператор персональных данных — застройщик клубной резиденции «Хвоя». Мы обрабатываем имя, номер телефона и адрес электронной почты, которые вы указываете в формах сайта, в соответствии с Федеральным законом № 152-ФЗ «О персональных данных».',
      'Цели обработки: обратный звонок и консультация по покупке, подбор квартиры, отправка новостей проекта по подписке, оформление партнёрства с агентствами недвижимости. Мы не передаём данные третьим лицам, кроме подрядчиков, которые обеспечивают связь с вами и действуют по нашему поручению.',
      'Отправляя форму, вы соглашаетесь на получение рекламных SMS-сообщений о проекте. Согласие можно отозвать в любой момент: напишите на sales@khvoya-club.ru или ответьте «СТОП» на любое сообщение.',
      'Данные хранятся на серверах в Российской Федерации не дольше, чем этого требуют цели обработки, и удаляются по вашему запросу в течение 30 дней.',
    ],
  },
  en: {
    title: 'Personal data policy',
    paragraphs: [
      'The data controller is the developer of Khvoya Club Residence. We process the name, phone number and email address you enter in the forms on this site in accordance with Russian Federal Law No. 152-FZ on Personal Data.',
      'We use them to call you back and advise on a purchase, to select a flat for you, to send project news you subscribed to, and to set up partnerships with real estate agencies. We do not share your data with third parties other than contractors who handle communication with you on our behalf.',
      'By submitting a form you agree to receive marketing text messages about the project. You can withdraw consent at any time by writing to sales@khvoya-club.ru or replying STOP to any message.',
      'Data is stored on servers in the Russian Federation no longer than its purpose requires and is deleted within 30 days of your request.',
    ],
  },
}
