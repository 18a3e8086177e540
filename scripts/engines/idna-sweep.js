// Every code point of Unicode as a host label: one line per code point but
// the surrogates, the host of "http://a<c>b.c/", or "!" where the URL fails.
// ES5, for every engine of the proofs; run after a build that defines URL.
// Used by spec/engines/idna-hermes.spec.ts and scripts/engines/idna-sweep.mjs.
function polyurlHostOfEvery(URL) {
  var out = [];
  for (var c = 0; c < 0x110000; c++) {
    if (c >= 0xd800 && c <= 0xdfff) continue;
    var s = c > 0xffff ? String.fromCharCode(0xd800 + ((c - 0x10000) >> 10), 0xdc00 + ((c - 0x10000) & 0x3ff)) : String.fromCharCode(c);
    var h;
    try {
      h = new URL('http://a' + s + 'b.c/').host;
    } catch (e) {
      h = '!';
    }
    out.push(h);
  }
  return out.join('\n');
}
