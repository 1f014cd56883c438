// Environment: server, client.
export default '/pdf-template'
