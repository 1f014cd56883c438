// Environment: server, client.
export { ContentPage as default } from '../../ui/content/ContentPage'
