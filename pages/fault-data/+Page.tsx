// Environment: server, client. Never rendered: the data hook fails first.
export default function FaultDataPage() {
  return null
}
