// Environment: server, client.
export default '/masterplan/master'
