// Environment: server, client.
// The public URL keeps the product spec's American spelling: links already shared and indexed
// point here. The code around it says favourites.
export default '/plans/plans-favorites'
