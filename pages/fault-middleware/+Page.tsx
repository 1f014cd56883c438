// Environment: server, client. Never rendered: the guard stops it first.
export default function FaultMiddlewarePage() {
  return null
}
