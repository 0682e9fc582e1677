// The local demo's answer to DNS rebinding: its servers listen on loopback and answer only requests
// addressed to a loopback name. A page on another site that makes its own host name resolve to
// 127.0.0.1 still sends that name in `Host`, and is refused with 421 Misdirected Request.
// Plain CommonJS, so the shop server (bundled), the Node stand-ins (ES modules) and the tests share it.

/** The name in a `Host` header, lower-cased, without its port or an IPv6 literal's brackets. */
function hostName(host) {
  if (typeof host !== 'string') return '';
  const value = host.trim().toLowerCase();
  if (value.startsWith('[')) {
    const end = value.indexOf(']');
    if (end === -1) return '';
    const rest = value.slice(end + 1);
    if (rest !== '' && !/^:\d{1,5}$/.test(rest)) return '';
    return value.slice(1, end);
  }
  const match = /^([^:]*)(?::\d{1,5})?$/.exec(value);
  return match ? match[1].replace(/\.$/, '') : '';
}

/** Whether `host` (a `Host` header, any port) names this machine: localhost, *.localhost, 127.0.0.1, [::1]. */
function isLoopbackHost(host) {
  const name = hostName(host);
  return (
    name === 'localhost' ||
    name.endsWith('.localhost') ||
    name === '127.0.0.1' ||
    name === '::1' ||
    name === '0:0:0:0:0:0:0:1'
  );
}

/** The address a local demo server listens on: loopback unless told otherwise. */
const LOOPBACK_ADDRESS = '127.0.0.1';

const MISDIRECTED =
  'This local demo server answers only requests addressed to localhost or 127.0.0.1.\n';

/**
 * For Node's http servers: answers 421 and returns true when the request is addressed to a name
 * that is not a loopback name; returns false (and leaves the request alone) otherwise.
 */
function refuseForeignHost(req, res) {
  if (isLoopbackHost(req.headers.host)) return false;
  res.writeHead(421, {
    'Content-Type': 'text/plain; charset=utf-8',
    'Cache-Control': 'no-store',
    Connection: 'close',
  });
  res.end(MISDIRECTED);
  return true;
}

module.exports = { hostName, isLoopbackHost, refuseForeignHost, LOOPBACK_ADDRESS, MISDIRECTED };
