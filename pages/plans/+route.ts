// The selection is in the query (building, section, floor, flat): one route for every level.
// Environment: server, client.
export default '/plans'
