import { describe, expect, it } from 'vitest';
import { createAddressPolicy } from './address-policy.js';

/** The IP a URL's host names once the WHATWG parser has read it (brackets kept for IPv6). */
const hostOf = (url: string) => new URL(url).hostname;

describe('createAddressPolicy (default: public unicast only)', () => {
  const policy = createAddressPolicy();

  it.each([
    ['127.0.0.1', 'loopback'],
    ['127.255.0.9', 'loopback'],
    ['10.1.2.3', 'private'],
    ['172.16.0.1', 'private'],
    ['172.31.255.254', 'private'],
    ['192.168.1.1', 'private'],
    ['169.254.1.1', 'linkLocal'],
    ['169.254.169.254', 'metadata'],
    ['100.64.0.1', 'carrierGradeNat'],
    ['0.0.0.0', 'unspecified'],
    ['224.0.0.1', 'multicast'],
    ['255.255.255.255', 'broadcast'],
    ['240.0.0.1', 'reserved'],
    ['::1', 'loopback'],
    ['::', 'unspecified'],
    ['fc00::1', 'uniqueLocal'],
    ['fd12:3456::1', 'uniqueLocal'],
    ['fe80::1', 'linkLocal'],
    ['ff02::1', 'multicast'],
    ['fd00:ec2::254', 'metadata'],
  ])('refuses %s (%s)', (ip, range) => {
    const verdict = policy.check(ip);
    expect(verdict.allowed).toBe(false);
    expect(verdict.range).toBe(range);
  });

  it.each([
    ['::ffff:127.0.0.1', 'IPv4-mapped loopback'],
    ['::ffff:7f00:1', 'IPv4-mapped loopback, hex form'],
    ['::ffff:169.254.169.254', 'IPv4-mapped metadata'],
    ['::ffff:10.0.0.1', 'IPv4-mapped private'],
    ['::127.0.0.1', 'IPv4-compatible loopback'],
    ['::ffff:0:127.0.0.1', 'SIIT-translated loopback'],
    ['64:ff9b::a00:1', 'NAT64 of 10.0.0.1'],
    ['2002:7f00:1::', '6to4 of 127.0.0.1'],
    ['2002:a9fe:a9fe::1', '6to4 of the metadata address'],
  ])('refuses %s (%s): embedded IPv4 addresses are judged as IPv4', (ip) => {
    expect(policy.check(ip).allowed).toBe(false);
  });

  it.each([
    ['http://2130706433/', 'decimal'],
    ['http://0177.0.0.1/', 'octal'],
    ['http://0x7f.0.0.1/', 'hex'],
    ['http://0x7f000001/', 'single hex number'],
    ['http://127.1/', 'short form'],
    ['http://[::ffff:127.0.0.1]/', 'IPv6-mapped in a URL'],
    ['http://2852039166/', 'decimal 169.254.169.254'],
  ])('refuses %s (%s spelling) once the URL parser normalises it', (url) => {
    const verdict = policy.check(hostOf(url));
    expect(verdict.allowed).toBe(false);
  });

  it.each(['93.184.215.14', '8.8.8.8', '1.1.1.1', '2606:4700:4700::1111', '2a00:1450:4001:82a::200e'])('allows public address %s', (ip) => {
    expect(policy.check(ip)).toEqual({ allowed: true, range: 'unicast' });
  });

  it('allows a NAT64 address of a public IPv4 host (IPv6-only networks reach every site this way)', () => {
    expect(policy.check('64:ff9b::808:808')).toEqual({ allowed: true, range: 'rfc6052:unicast' });
  });

  it('refuses strings that are not IP addresses', () => {
    expect(policy.check('example.com').allowed).toBe(false);
    expect(policy.check('').allowed).toBe(false);
  });
});

describe('createAddressPolicy with allowPrivate', () => {
  const policy = createAddressPolicy({ allowPrivate: true });

  it.each(['127.0.0.1', '::1', '10.0.0.5', '192.168.0.10', 'fd00::5', '100.64.1.1', '::ffff:127.0.0.1'])('allows %s', (ip) => {
    expect(policy.check(ip).allowed).toBe(true);
  });

  it.each(['169.254.169.254', '::ffff:169.254.169.254', 'fd00:ec2::254', '169.254.170.2'])(
    'still refuses the cloud metadata address %s',
    (ip) => {
      expect(policy.check(ip)).toMatchObject({ allowed: false, range: expect.stringContaining('metadata') });
    },
  );

  it.each(['0.0.0.0', '224.0.0.1', '::'])('still refuses %s (never a web server)', (ip) => {
    expect(policy.check(ip).allowed).toBe(false);
  });
});

describe('createAddressPolicy with allowCidrs', () => {
  it('allows exactly the listed ranges', () => {
    const policy = createAddressPolicy({ allowCidrs: ['10.1.0.0/16', '127.0.0.1', '169.254.169.254/32'] });
    expect(policy.check('10.1.200.3').allowed).toBe(true);
    expect(policy.check('10.2.0.1').allowed).toBe(false);
    expect(policy.check('127.0.0.1').allowed).toBe(true);
    expect(policy.check('127.0.0.2').allowed).toBe(false);
    // An operator may allowlist the metadata address explicitly; nothing else opens it.
    expect(policy.check('169.254.169.254').allowed).toBe(true);
  });

  it('rejects a malformed allowlist with a clear error', () => {
    expect(() => createAddressPolicy({ allowCidrs: ['10.0.0.0/33'] })).toThrow(/10\.0\.0\.0\/33/);
    expect(() => createAddressPolicy({ allowCidrs: ['intranet'] })).toThrow(/neither a CIDR range nor an IP address/);
  });
});
