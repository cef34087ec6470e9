/**
 * The SSRF rule of decisions.md: the crawler fetches addresses users type, so it refuses every
 * address that is not ordinary public unicast (loopback, private, link-local, metadata, CGNAT,
 * multicast, reserved...). Pure: it judges an IP address string; resolving host names and
 * applying the verdict to real connections is guarded-agent.ts's job.
 */
import ipaddr from 'ipaddr.js';

export interface AddressPolicyOptions {
  /**
   * Trust local networks: loopback, RFC 1918, unique-local, link-local and CGNAT addresses are
   * allowed. For tests and local demos. Cloud metadata endpoints stay refused even then, so an
   * operator who flips this switch on a cloud host does not expose instance credentials.
   */
  allowPrivate?: boolean;
  /** CIDR ranges (or single addresses) allowed whatever their kind, e.g. ['10.1.0.0/16']. */
  allowCidrs?: readonly string[];
}

export type AddressVerdict =
  | { allowed: true; range: string }
  | { allowed: false; range: string; reason: string };

export interface AddressPolicy {
  check(ip: string): AddressVerdict;
}

type Ip = ipaddr.IPv4 | ipaddr.IPv6;

/** Ranges allowPrivate opens up (ipaddr.js range names). */
const PRIVATE_RANGES = new Set(['loopback', 'private', 'uniqueLocal', 'linkLocal', 'carrierGradeNat']);

/** Instance-metadata services (AWS/GCP/Azure/OpenStack on IPv4, AWS Nitro on IPv6). */
const METADATA_CIDRS: ReadonlyArray<[Ip, number]> = [
  ipaddr.parseCIDR('169.254.169.254/32'),
  ipaddr.parseCIDR('169.254.170.2/32'),
  ipaddr.parseCIDR('fd00:ec2::254/128'),
];

function parseIp(ip: string): Ip | null {
  // Brackets come from URL host syntax ("[::1]"); a zone id ("fe80::1%eth0") stays parseable.
  const bare = ip.startsWith('[') && ip.endsWith(']') ? ip.slice(1, -1) : ip;
  return ipaddr.isValid(bare) ? ipaddr.parse(bare) : null;
}

/**
 * IPv6 forms that carry an IPv4 address reach that IPv4 host (directly or through a translator),
 * so they are judged as the IPv4 address: mapped ::ffff:a.b.c.d, compatible ::a.b.c.d, SIIT
 * ::ffff:0:a.b.c.d, NAT64 64:ff9b::/96 and 6to4 2002:AABB:CCDD::.
 */
function embeddedIpv4(ip: ipaddr.IPv6): ipaddr.IPv4 | null {
  const p = ip.parts;
  const fromWords = (hi: number, lo: number) => new ipaddr.IPv4([hi >> 8, hi & 0xff, lo >> 8, lo & 0xff]);
  const range = ip.range();
  if (range === 'ipv4Mapped' || range === 'rfc6145' || range === 'rfc6052') {
    return fromWords(p[6] ?? 0, p[7] ?? 0);
  }
  if (range === '6to4') return fromWords(p[1] ?? 0, p[2] ?? 0);
  // ::a.b.c.d (deprecated IPv4-compatible). :: and ::1 keep their own IPv6 meaning.
  const upperZero = p.slice(0, 6).every((w) => w === 0);
  if (upperZero && range !== 'unspecified' && range !== 'loopback') return fromWords(p[6] ?? 0, p[7] ?? 0);
  return null;
}

function inAny(ip: Ip, cidrs: ReadonlyArray<[Ip, number]>): boolean {
  return cidrs.some(([net, bits]) => net.kind() === ip.kind() && ip.match(net, bits));
}

function parseAllowCidrs(cidrs: readonly string[]): Array<[Ip, number]> {
  return cidrs.map((cidr) => {
    if (ipaddr.isValidCIDR(cidr)) return ipaddr.parseCIDR(cidr);
    const single = parseIp(cidr);
    if (single) return [single, single.kind() === 'ipv4' ? 32 : 128];
    throw new Error(`address allowlist: "${cidr}" is neither a CIDR range nor an IP address`);
  });
}

export function createAddressPolicy(options: AddressPolicyOptions = {}): AddressPolicy {
  const allowCidrs = parseAllowCidrs(options.allowCidrs ?? []);
  const allowPrivate = options.allowPrivate === true;

  function judge(ip: Ip): AddressVerdict {
    if (allowCidrs.length > 0 && inAny(ip, allowCidrs)) return { allowed: true, range: 'allowlisted' };
    if (ip.kind() === 'ipv6') {
      const v4 = embeddedIpv4(ip as ipaddr.IPv6);
      if (v4) {
        const inner = judge(v4);
        return { ...inner, range: `${(ip as ipaddr.IPv6).range()}:${inner.range}` };
      }
    }
    const range = ip.range();
    if (inAny(ip, METADATA_CIDRS)) {
      return { allowed: false, range: 'metadata', reason: `${ip.toString()} is a cloud metadata address` };
    }
    if (range === 'unicast') return { allowed: true, range };
    if (allowPrivate && PRIVATE_RANGES.has(range)) return { allowed: true, range };
    return { allowed: false, range, reason: `${ip.toString()} is a ${range} address` };
  }

  return {
    check(ip: string): AddressVerdict {
      const parsed = parseIp(ip);
      if (!parsed) return { allowed: false, range: 'invalid', reason: `"${ip}" is not an IP address` };
      return judge(parsed);
    },
  };
}
