// Environment: server (prerendered shell), client.
export { PdfGenerateView as default } from '../../ui/pdf/PdfGenerateView'
