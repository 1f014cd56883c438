// Environment: server, client.
export { ErrorView as default } from '../../ui/shell/ErrorView'
