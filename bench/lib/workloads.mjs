// The workloads: what one operation is, for each implementation.
//
// An operation is a snippet of JavaScript over `x` (the input: a URL string,
// or { rel, base } for resolution), `i` (its index), `C` (the
// implementation: a URL class, or a module for fast-uri / uri-js), `O` (the
// options argument: polyurl's mode) and `D` (the constant values below); it
// adds to `acc` so that nothing it computes is dead code. measure.mjs
// compiles each snippet into its own function per implementation, so every
// implementation gets its own type feedback and inlining decisions.

/** Constant setter values, varied so that no implementation can cache a result. */
export const DATA = {
  paths: [
    '/', '/a', '/b/c/d', '/index.html', '/x/y/z.php', '/%7Euser/home', '/path with space',
    '/caf\u00e9/men\u00fc', '/a/./b/../c', '/api/v2/items/12345', '/search', '/static/js/app.min.js',
    '/wp-content/uploads/2020/01/image.jpg', '/a%2Fb', '/UPPER/Case', '/trailing/',
  ],
  searches: [
    '?q=1', 'a=b&c=d', '?utm_source=news&utm_medium=email', '', '?x=%20y', '?k=v w', '?page=2',
    '?caf\u00e9=1', '?a=1&a=2&a=3', '?', '?id=42&sort=asc', '?redirect=http://x.test/',
    '?empty=', '?%41=%42', '?long=' + 'abcdefghij'.repeat(4), '?z=\'"<>',
  ],
  hashes: [
    '#top', 'frag', '', '#a b', '#section-2', '#', '#caf\u00e9', '#/route/x',
    '#!hashbang', '#L10-L20', '#x=1&y=2', '#end', '#%20', '#Fragment', '#a#b', '#1',
  ],
  hosts: [
    'example.com', 'www.example.org:8080', 'EXAMPLE.NET', '127.0.0.1', '[::1]', 'xn--nxasmq6b.com',
    'sub.domain.co.uk', 'localhost', 'a.b.c.d.e', '10.0.0.1:3000', 'cdn.example.com',
    'api.example.io', 'host-with-dash.test', 'x.y', '[2001:db8::1]:8443', 'foo.bar.baz',
  ],
  ports: ['8080', '443', '', '80', '65535', '1', '3000', '8443', '21', '22', '9000', '5000', '0', '8000', '81', '4433'],
  names: ['id', 'q', 'page', 'utm_source', 'ref', 'a', 'lang', 's'],
  pages: ['1', '2', '3', '10', '99', 'next', 'last', ''],
};

const WHATWG_API = ['polyurl', 'native', 'whatwg-url', 'core-js'];
const same = (src) => Object.fromEntries(WHATWG_API.map((n) => [n, src]));

const GETTERS =
  'u.href.length + u.origin.length + u.protocol.length + u.username.length + u.password.length + ' +
  'u.host.length + u.hostname.length + u.port.length + u.pathname.length + u.search.length + u.hash.length';
// The WHATWG classes also have searchParams: the object, and its size (which
// makes it read the query).
const SEARCH_PARAMS_GETTER = ' + u.searchParams.size';

// fast-uri and uri-js return components with an `error` field instead of
// throwing; a set `error` counts as a rejection.
const len = (v) => `(${v} === undefined ? 0 : ${v}.length)`;
const rfcComponents =
  'const c = C.parse(x); if (c.error !== undefined) throw new TypeError(c.error);' +
  ` acc += ${len('c.scheme')} + ${len('c.host')} + ${len('c.path')} + ${len('c.query')};`;

/**
 * name: used by --workload. input: 'urls' or 'pairs'. select: only the
 * inputs of one kind ('file': file URLs, 'idn': internationalized hosts;
 * see corpus.mjs), which are also part of the mixed inputs of the others. participants: id →
 * { impl, label, options?, needs?, op, check? } (check: the snippet used to
 * decide which inputs an implementation accepts, when `op` alone cannot
 * tell). compareHref: count the inputs where polyurl's href differs from
 * native's (a hint, not a timing). ratios: the ids the ratio columns compare to. limit: the default
 * number of inputs (0 = all), sized so the default run stays short.
 */
export const WORKLOADS = [
  {
    name: 'parse',
    title: 'parse: new URL(s).href',
    input: 'urls',
    compareHref: true,
    limit: 6000,
    ratios: ['native', 'whatwg-url'],
    participants: {
      ...whatwg('acc += new C(x).href.length;'),
      'url-parse': { impl: 'url-parse', op: 'acc += new C(x).href.length;' },
    },
  },
  {
    name: 'parse-file',
    title: 'parse, file URLs only: new URL(s).href',
    input: 'urls',
    select: 'file',
    limit: 3000,
    ratios: ['native', 'whatwg-url'],
    participants: whatwg('acc += new C(x).href.length;'),
  },
  {
    name: 'parse-idn',
    title: 'parse, internationalized hosts only: new URL(s).href',
    input: 'urls',
    select: 'idn',
    limit: 0,
    ratios: ['native', 'whatwg-url'],
    participants: whatwg('acc += new C(x).href.length;'),
  },
  {
    name: 'getters',
    title: 'parse + all getters (href origin protocol username password host hostname port pathname search hash, searchParams.size)',
    input: 'urls',
    limit: 4000,
    ratios: ['native', 'whatwg-url'],
    participants: {
      ...whatwg(`const u = new C(x); acc += ${GETTERS}${SEARCH_PARAMS_GETTER};`),
      'url-parse': { impl: 'url-parse', op: `const u = new C(x); acc += ${GETTERS.replace('u.search', 'u.query')};` },
    },
  },
  {
    name: 'mutate',
    title: 'mutate: parse, then set pathname, search, hash, host, port (href read after each)',
    input: 'urls',
    limit: 2000,
    ratios: ['native', 'whatwg-url'],
    participants: {
      ...whatwg(
        'const u = new C(x); const k = i & 15;' +
          ' u.pathname = D.paths[k]; acc += u.href.length;' +
          ' u.search = D.searches[k]; acc += u.href.length;' +
          ' u.hash = D.hashes[k]; acc += u.href.length;' +
          ' u.host = D.hosts[k]; acc += u.href.length;' +
          ' u.port = D.ports[k]; acc += u.href.length;',
      ),
      'url-parse': {
        impl: 'url-parse',
        op:
          'const u = new C(x); const k = i & 15;' +
          " u.set('pathname', D.paths[k]); acc += u.href.length;" +
          " u.set('query', D.searches[k]); acc += u.href.length;" +
          " u.set('hash', D.hashes[k]); acc += u.href.length;" +
          " u.set('host', D.hosts[k]); acc += u.href.length;" +
          " u.set('port', D.ports[k]); acc += u.href.length;",
      },
    },
  },
  {
    name: 'searchParams',
    title: "searchParams: parse, then get, append, set, delete on url.searchParams, then href",
    input: 'urls',
    limit: 2000,
    ratios: ['native', 'whatwg-url'],
    participants: whatwg(
      'const u = new C(x); const sp = u.searchParams; const k = i & 7;' +
        ' const v = sp.get(D.names[k]); if (v !== null) acc += v.length;' +
        " sp.append('utm_source', 'bench');" +
        " sp.set('page', D.pages[k]);" +
        " sp.delete('utm_source');" +
        ' acc += u.href.length;',
    ),
  },
  {
    name: 'relative',
    title: 'relative resolution: new URL(rel, base).href',
    input: 'pairs',
    compareHref: true,
    limit: 4000,
    ratios: ['native', 'whatwg-url'],
    participants: {
      ...whatwg('acc += new C(x.rel, x.base).href.length;'),
      'url-parse': { impl: 'url-parse', op: 'acc += new C(x.rel, x.base).href.length;' },
    },
  },
  {
    name: 'rfc3986-parse',
    title: 'rfc3986 parse: components of an RFC 3986 URI-reference (scheme, host, path, query)',
    input: 'urls',
    limit: 6000,
    ratios: ['fast-uri', 'uri-js'],
    participants: {
      polyurl: {
        impl: 'polyurl', label: 'polyurl (rfc3986)', options: { mode: 'rfc3986' }, needs: 'rfc3986',
        op: 'const u = new C(x, undefined, O); acc += u.protocol.length + u.host.length + u.pathname.length + u.search.length;',
      },
      'fast-uri': { impl: 'fast-uri', op: rfcComponents },
      'uri-js': { impl: 'uri-js', op: rfcComponents },
    },
  },
  {
    name: 'rfc3986-resolve',
    title: 'rfc3986 resolve (RFC 3986 §5.2, strict): reference against a base',
    input: 'pairs',
    limit: 4000,
    ratios: ['fast-uri', 'uri-js'],
    participants: {
      polyurl: {
        impl: 'polyurl', label: 'polyurl (rfc3986)', options: { mode: 'rfc3986' }, needs: 'rfc3986Resolve',
        op: 'acc += new C(x.rel, x.base, O).href.length;',
      },
      'fast-uri': { impl: 'fast-uri', op: 'acc += C.resolve(x.base, x.rel).length;', check: rfcValid('x.base') + rfcValid('x.rel') + 'acc += C.resolve(x.base, x.rel).length;' },
      'uri-js': { impl: 'uri-js', op: 'acc += C.resolve(x.base, x.rel).length;', check: rfcValid('x.base') + rfcValid('x.rel') + 'acc += C.resolve(x.base, x.rel).length;' },
    },
  },
  {
    name: 'rfc3986-normalize',
    title: 'rfc3986 normalize (RFC 3986 §6.2.2 + §6.2.3): parse, normalize, serialize',
    input: 'urls',
    limit: 4000,
    ratios: ['fast-uri', 'uri-js'],
    participants: {
      polyurl: {
        impl: 'polyurl', label: 'polyurl (rfc3986)', options: { mode: 'rfc3986' }, needs: 'normalize',
        op: 'acc += D.normalize(new C(x, undefined, O)).href.length;',
      },
      'fast-uri': { impl: 'fast-uri', op: 'acc += C.normalize(x).length;', check: rfcValid('x') + 'acc += C.normalize(x).length;' },
      'uri-js': { impl: 'uri-js', op: 'acc += C.normalize(x).length;', check: rfcValid('x') + 'acc += C.normalize(x).length;' },
    },
  },
  {
    name: 'lenient',
    title: "lenient mode vs whatwg mode on the same inputs: new URL(s, undefined, { mode: 'lenient' }).href",
    input: 'urls',
    limit: 6000,
    ratios: ['polyurl', 'native'],
    participants: {
      'polyurl-lenient': {
        impl: 'polyurl', label: 'polyurl (lenient)', options: { mode: 'lenient' }, needs: 'lenient',
        op: 'acc += new C(x, undefined, O).href.length;',
      },
      polyurl: { impl: 'polyurl', label: 'polyurl (whatwg)', op: 'acc += new C(x).href.length;' },
      native: { impl: 'native', op: 'acc += new C(x).href.length;' },
    },
  },
];

function whatwg(src) {
  const out = {};
  for (const [id, op] of Object.entries(same(src))) out[id] = { impl: id, op };
  return out;
}

// fast-uri and uri-js do not throw on invalid input: they set `error` on
// the components. Treat that as a rejection, as polyurl's rfc3986 mode throws.
function rfcValid(v) {
  return `if (C.parse(${v}).error !== undefined) throw new TypeError('invalid');`;
}

/**
 * The process-wide warm-up (see warmUp in run.mjs): a bit of every kind of
 * work, so that each library's code is optimized, and V8's heap has grown to
 * its working size, before the first workload is timed.
 */
export const WARMUP_OPS = {
  whatwg:
    "const u = new C(x); acc += u.href.length + u.host.length + u.pathname.length + u.origin.length;" +
    " u.search = '?a=1'; acc += u.searchParams.get('a').length; u.pathname = '/p'; u.hash = 'h';" +
    " acc += u.href.length + new C('../x?y#z', u.href).href.length;",
  'url-parse':
    "const u = new C(x); acc += u.href.length + u.host.length + u.pathname.length;" +
    " u.set('pathname', '/p'); acc += u.href.length + new C('../x?y#z', u.href).href.length;",
  rfc: "acc += C.parse(x).path.length + C.resolve(x, '../x?y#z').length + C.normalize(x).length;",
};

/** The memory workload: hold N objects, heap delta per object. */
export const MEMORY = {
  name: 'memory',
  title: 'memory per held URL (heap delta / N, its href and everything it keeps alive included)',
  participants: ['polyurl', 'native', 'whatwg-url', 'core-js', 'url-parse'],
  ratios: ['native', 'whatwg-url'],
  limit: 10000,
};
