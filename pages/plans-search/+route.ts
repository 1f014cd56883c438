// Environment: server, client.
export default '/plans/plans-search'
