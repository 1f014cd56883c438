// Environment: server (prerendered shell), client.
export { PdfTemplateView as default } from '../../ui/pdf/PdfTemplateView'
