import { BlockList, isIP } from 'node:net'

/**
 * Which peers may tell the server who the client is (`TRUST_PROXY`): none, the proxies at these
 * addresses or CIDR ranges, or a fixed number of proxy hops in front of the server.
 */
export type ProxyTrust =
  | { kind: 'none' }
  | { kind: 'proxies'; entries: readonly string[] }
  | { kind: 'hops'; count: number }

/** Names accepted in a TRUST_PROXY list for the usual private ranges. */
const namedRanges: Record<string, readonly string[]> = {
  loopback: ['127.0.0.0/8', '::1/128'],
  linklocal: ['169.254.0.0/16', 'fe80::/10'],
  uniquelocal: ['10.0.0.0/8', '172.16.0.0/12', '192.168.0.0/16', 'fc00::/7'],
}

/**
 * Parses TRUST_PROXY: unset, empty or `false` trust nobody; a whole number 1 to 10 is a hop
 * count; otherwise a comma-separated list of addresses, CIDR ranges and the names `loopback`,
 * `linklocal`, `uniquelocal`. `true` is refused: trusting every peer would let any client choose
 * its own address.
 */
export function parseTrustProxy(raw: string | undefined): ProxyTrust | string {
  const value = raw?.trim() ?? ''
  if (value === '' || value === 'false') return { kind: 'none' }
  if (value === 'true') {
    return 'TRUST_PROXY no longer takes true: list the addresses or CIDR ranges of your proxies (e.g. 127.0.0.1 or 10.0.0.0/8), or give the number of proxy hops (e.g. 1)'
  }
  if (/^\d+$/.test(value)) {
    const count = Number(value)
    return count >= 1 && count <= 10
      ? { kind: 'hops', count }
      : `TRUST_PROXY as a hop count must be 1 to 10, got "${value}"`
  }
  const entries = value
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '')
  const bad = entries.filter((entry) => !isTrustEntry(entry))
  if (bad.length > 0) {
    return `TRUST_PROXY must list proxy addresses or CIDR ranges (or loopback, linklocal, uniquelocal), or be a hop count; not understood: ${bad.map((b) => `"${b}"`).join(', ')}`
  }
  return { kind: 'proxies', entries }
}

function isTrustEntry(entry: string): boolean {
  if (entry in namedRanges) return true
  const [address = '', prefix, extra] = entry.split('/')
  const family = isIP(address)
  if (family === 0 || extra !== undefined) return false
  if (prefix === undefined) return true
  if (!/^\d{1,3}$/.test(prefix)) return false
  return Number(prefix) <= (family === 4 ? 32 : 128)
}

/** `::ffff:1.2.3.4` is the IPv4 client 1.2.3.4 on a dual-stack socket. */
function unmapped(address: string): string {
  return /^::ffff:\d+\.\d+\.\d+\.\d+$/i.test(address) ? address.slice(7) : address
}

function expandIpv6(address: string): string[] {
  const [head = '', tail] = address.toLowerCase().split('::')
  const left = head === '' ? [] : head.split(':')
  const right = tail === undefined || tail === '' ? [] : tail.split(':')
  const missing = tail === undefined ? 0 : 8 - left.length - right.length
  return [...left, ...Array<string>(missing).fill('0'), ...right].map((part) =>
    part.replace(/^0+(?=.)/, ''),
  )
}

/**
 * The rate-limit key of a client address: the IPv4 address, or the /64 network of an IPv6 one
 * (one household or server gets a whole /64, so counting single IPv6 addresses would give each
 * client billions of buckets). Undefined when the text is not an IP address at all.
 */
export function addressKey(text: string): string | undefined {
  const address = unmapped(text.trim())
  const family = isIP(address)
  if (family === 4) return address
  if (family !== 6) return undefined
  return `${expandIpv6(address.split('%')[0] ?? address)
    .slice(0, 4)
    .join(':')}::/64`
}

function trustList(entries: readonly string[]): BlockList {
  const list = new BlockList()
  for (const entry of entries.flatMap((e) => namedRanges[e] ?? [e])) {
    const [address = '', prefix] = entry.split('/')
    const type = isIP(address) === 6 ? 'ipv6' : 'ipv4'
    if (prefix === undefined) list.addAddress(address, type)
    else list.addSubnet(address, Number(prefix), type)
  }
  return list
}

/** Where a request came from, as far as the server can tell without trusting the client. */
export interface ClientOrigin {
  /** The rate-limit key: a client IPv4 address or IPv6 /64, never other text from a header. */
  key: string
  /**
   * The client's whole address as resolved (IPv6 not cut to its /64), or `unknown`: for the
   * site count's daily visitor hash only, never stored.
   */
  address: string
  /** Forwarding headers came from a peer that TRUST_PROXY does not list (they were ignored). */
  untrustedForward: boolean
}

/**
 * Resolves the client of a request from the socket's peer and `X-Forwarded-For`. The header is
 * read only when the peer is a trusted proxy (or, with a hop count, through that many hops), from
 * the right, and a value that is not an IP address stops the walk: the last trusted address then
 * stands for the client, so no text a client writes ever becomes a key.
 */
export function clientResolver(
  trust: ProxyTrust,
): (
  peer: string | undefined,
  headers: Record<string, string | string[] | undefined>,
) => ClientOrigin {
  const list = trust.kind === 'proxies' ? trustList(trust.entries) : undefined
  // BlockList.check makes a native address object per call: remember the verdicts (a few
  // proxies' addresses, or each direct visitor's once), forgetting them all past 1024
  const verdicts = new Map<string, boolean>()
  const trusted = (address: string) => {
    let verdict = verdicts.get(address)
    if (verdict === undefined) {
      const family = isIP(address)
      verdict =
        list !== undefined && family !== 0 && list.check(address, family === 6 ? 'ipv6' : 'ipv4')
      if (verdicts.size >= 1024) verdicts.clear()
      verdicts.set(address, verdict)
    }
    return verdict
  }
  return (peer, headers) => {
    let address = unmapped(peer ?? '')
    const key = () => addressKey(address) ?? 'unknown'
    const whole = () => (isIP(address) === 0 ? 'unknown' : address.toLowerCase())
    const header = headers['x-forwarded-for']
    const forwarded =
      header !== undefined || headers.forwarded !== undefined || headers['x-real-ip'] !== undefined
    if (trust.kind === 'none') return { key: key(), address: whole(), untrustedForward: forwarded }
    const hops = (Array.isArray(header) ? header.join(',') : (header ?? ''))
      .split(',')
      .map((hop) => hop.trim())
      .filter((hop) => hop !== '')
    if (trust.kind === 'hops') {
      for (let i = 0; i < trust.count && hops.length > 0; i++) {
        const next = unmapped(hops.pop() ?? '')
        if (addressKey(next) === undefined) break
        address = next
      }
      return { key: key(), address: whole(), untrustedForward: false }
    }
    if (!trusted(address)) return { key: key(), address: whole(), untrustedForward: forwarded }
    while (trusted(address) && hops.length > 0) {
      const next = unmapped(hops.pop() ?? '')
      if (addressKey(next) === undefined) break
      address = next
    }
    return { key: key(), address: whole(), untrustedForward: false }
  }
}

/** True for loopback and private addresses: a proxy's, safe to name in a log (not a visitor's). */
export function isPrivateAddress(text: string): boolean {
  const address = unmapped(text)
  const family = isIP(address)
  if (family === 0) return false
  return trustList(['loopback', 'linklocal', 'uniquelocal']).check(
    address,
    family === 6 ? 'ipv6' : 'ipv4',
  )
}
