// Environment: server, client.
export default '/pdf-generate'
