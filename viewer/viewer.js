// The URL viewer's page script. scripts/viewer.mjs puts it after polyurl's own
// code (which defines `polyurl`) in one module script. Plain DOM: every change
// of the input, the base or the edits re-renders the whole page from `state`.

const ROWS = ['href', 'protocol', 'username', 'password', 'host', 'hostname', 'port', 'pathname', 'search', 'hash', 'origin'];
const SETTERS = ROWS.filter((r) => r !== 'origin');
const PARAMS_OPS = ['append', 'set', 'delete', 'sort'];
const COLUMNS = ['browser', 'whatwg', 'rfc3986', 'lenient'];

const state = { input: '', base: '', edits: [] };
const $ = (id) => document.getElementById(id);

function el(tag, attrs, ...children) {
  const e = document.createElement(tag);
  for (const k in attrs || {}) e.setAttribute(k, attrs[k]);
  for (const c of children) if (c !== null && c !== undefined) e.append(c);
  return e;
}

// \u{…} escapes: the escaped field shows controls, non-ASCII characters and a
// backslash that would read as an escape as \u{HEX}; typing there decodes them.
function escapeText(s) {
  let out = '';
  for (const c of s) {
    const n = c.codePointAt(0);
    const escaped = n < 0x20 || n > 0x7e || (c === '\\' && /^\\u\{/.test(s.slice(out.length)));
    out += escaped ? '\\u{' + n.toString(16).toUpperCase() + '}' : c;
  }
  return out;
}
function unescapeText(s) {
  return s.replace(/\\u\{([0-9a-fA-F]{1,6})\}/g, (m, hex) => {
    const n = parseInt(hex, 16);
    return n <= 0x10ffff ? String.fromCodePoint(n) : m;
  });
}

// Builds the URL of one column: the browser's own class (read from window at
// every call, so the page always shows the window's current URL), or polyurl's in a mode.
function construct(column) {
  const args = state.base === '' ? [state.input] : [state.input, state.base];
  if (column === 'browser') return new window.URL(...args);
  return new polyurl.URL(args[0], args[1], { mode: column });
}

function attempt(f) {
  try {
    return { value: f() };
  } catch (e) {
    return { error: (e && e.name ? e.name + ': ' : '') + (e && e.message !== undefined ? e.message : String(e)) };
  }
}

function describeEdit(e) {
  if (e.op === 'setter') return `${e.name} = ${JSON.stringify(e.value)}`;
  if (e.op === 'sort') return 'searchParams.sort()';
  const args = e.op === 'delete' && e.value === '' ? [e.name] : [e.name, e.value];
  return `searchParams.${e.op}(${args.map((a) => JSON.stringify(a)).join(', ')})`;
}

function applyEdit(url, e) {
  if (e.op === 'setter') url[e.name] = e.value;
  else if (e.op === 'sort') url.searchParams.sort();
  else if (e.op === 'delete' && e.value === '') url.searchParams.delete(e.name);
  else url.searchParams[e.op](e.name, e.value);
}

// One column: the URL (or the constructor's error), then each edit's outcome:
// "changed", "ignored" (href unchanged: the standard ignores the value) or "threw".
function readColumn(column) {
  const made = attempt(() => construct(column));
  const steps = [];
  if (made.error !== undefined) return { error: made.error, steps };
  const url = made.value;
  for (const e of state.edits) {
    const before = url.href;
    const r = attempt(() => applyEdit(url, e));
    const status = r.error !== undefined ? 'threw' : url.href === before ? 'ignored' : 'changed';
    steps.push({ status, href: url.href, error: r.error });
  }
  const cells = {};
  for (const row of ROWS) cells[row] = url[row];
  return { url, cells, steps };
}

function renderTable(columns) {
  const body = $('components').tBodies[0];
  body.replaceChildren();
  for (const row of ROWS) {
    const tr = el('tr', {}, el('th', { scope: 'row' }, row));
    for (const c of COLUMNS) {
      const col = columns[c];
      const value = col.cells === undefined ? null : col.cells[row];
      const browser = columns.browser.cells === undefined ? null : columns.browser.cells[row];
      const td = el('td', { 'data-row': row, 'data-col': c });
      if (col.cells === undefined) {
        td.className = 'failed';
        if (row === 'href') td.textContent = col.error;
      } else {
        td.textContent = value;
        if (value === '') td.classList.add('empty');
      }
      if (c !== 'browser' && value !== browser) td.classList.add('differs');
      tr.append(td);
    }
    body.append(tr);
  }
}

// Where each component sits in href: the serialization's order, found from a cursor.
function spansOf(url) {
  const href = url.href;
  const out = [];
  let at = 0;
  const take = (name, value, prefix) => {
    if (value === '') return;
    if (prefix !== '' && href.startsWith(prefix, at)) at += prefix.length;
    const i = href.indexOf(value, at);
    if (i < 0) return;
    out.push({ name, start: i, end: i + value.length });
    at = i + value.length;
  };
  take('protocol', url.protocol, '');
  if (href.startsWith('//', at)) at += 2;
  take('username', url.username, '');
  take('password', url.password, ':');
  take('hostname', url.hostname, '@');
  take('port', url.port, ':');
  take('pathname', url.pathname, '');
  take('search', url.search, '');
  take('hash', url.hash, '');
  return out;
}

function renderDiagram(columns) {
  const box = $('diagram');
  box.replaceChildren();
  for (const c of COLUMNS) {
    const col = columns[c];
    const row = el('div', { class: 'diagram', 'data-col': c }, el('div', { class: 'diagram-label' }, c));
    if (col.url === undefined) {
      row.append(el('span', { class: 'failed' }, 'no URL'));
    } else {
      const href = col.url.href;
      const line = el('div', { class: 'diagram-href' });
      let at = 0;
      for (const s of spansOf(col.url)) {
        if (s.start > at) line.append(el('span', { class: 'sep' }, el('code', {}, href.slice(at, s.start))));
        line.append(
          el('span', { class: 'seg seg-' + s.name, 'data-name': s.name, 'data-start': s.start, 'data-end': s.end },
            el('code', {}, href.slice(s.start, s.end)),
            el('small', {}, `${s.name} ${s.start}–${s.end}`)),
        );
        at = s.end;
      }
      if (at < href.length) line.append(el('span', { class: 'sep' }, el('code', {}, href.slice(at))));
      row.append(line);
    }
    box.append(row);
  }
}

// The text with a caret under UTF-16 index `index`: one column per code point,
// controls shown as their Control Pictures (U+2400…) so the caret stays under its character.
function caret(text, index) {
  const visible = (s) => Array.from(s, (c) => (c < ' ' ? String.fromCharCode(0x2400 + c.charCodeAt(0)) : c === '\x7f' ? '\u2421' : c));
  const column = visible(text.slice(0, index)).length;
  return el('pre', { class: 'caret' }, visible(text).join(''), '\n', ' '.repeat(column) + '^');
}

function diagnosticList(errors, keep) {
  const list = el('ul', {});
  for (const d of errors.filter(keep)) {
    list.append(
      el('li', { class: 'sev-' + (d.severity || 'failure') },
        el('code', {}, d.code),
        // The standard's messages begin with the name and the index already.
        d.message.startsWith(d.code + ' at index') ? d.message.slice(d.code.length) : ` at ${d.source === 'base' ? 'base ' : ''}index ${d.index}: ${d.message}`),
    );
  }
  return list.children.length === 0 ? el('p', { class: 'none' }, 'none') : list;
}

function diagnose(mode) {
  return attempt(() => polyurl.URL.diagnose(state.input, state.base === '' ? undefined : state.base, { mode })).value;
}

function renderErrors() {
  const whatwg = diagnose('whatwg');
  $('whatwg-errors').replaceChildren(whatwg === undefined ? '' : diagnosticList(whatwg.errors, () => true));

  const strict = diagnose('rfc3986');
  const box = $('rfc3986-error');
  box.replaceChildren();
  const failure = strict === undefined ? undefined : strict.errors.find((d) => d.severity === 'failure');
  if (failure === undefined) {
    box.append(el('p', { class: 'none' }, 'a valid URI reference'));
  } else {
    box.append(
      caret(failure.source === 'base' ? state.base : state.input, failure.index),
      el('p', {}, 'rule ', el('code', { class: 'rule' }, failure.code), failure.component ? ` in the ${failure.component}` : '', failure.source === 'base' ? ' of the base' : ''),
      el('p', { class: 'message' }, failure.message),
    );
  }

  const lenient = diagnose('lenient');
  $('lenient-steps').replaceChildren(lenient === undefined ? '' : diagnosticList(lenient.errors, (d) => d.severity === 'change'));
}

function renderEdits(columns) {
  const body = $('edit-log').tBodies[0];
  body.replaceChildren();
  state.edits.forEach((e, i) => {
    const tr = el('tr', { 'data-edit': i }, el('th', { scope: 'row' }, el('code', {}, describeEdit(e))));
    for (const c of COLUMNS) {
      const step = columns[c].steps[i];
      const td = el('td', { 'data-col': c });
      if (step === undefined) {
        td.className = 'failed';
        td.textContent = 'no URL';
      } else {
        td.className = step.status;
        td.append(el('span', { class: 'status' }, step.status), ' ', step.status === 'threw' ? step.error : step.href);
      }
      tr.append(td);
    }
    body.append(tr);
  });
}

// The share link: #url=…&base=…&edits=… (each encodeURIComponent'd; edits as JSON).
function shareHash() {
  let h = '#url=' + encodeURIComponent(state.input);
  if (state.base !== '') h += '&base=' + encodeURIComponent(state.base);
  if (state.edits.length > 0) h += '&edits=' + encodeURIComponent(JSON.stringify(state.edits.map((e) => [e.op, e.name, e.value])));
  return h;
}

function readHash(hash) {
  const fields = {};
  for (const part of hash.replace(/^#/, '').split('&')) {
    const eq = part.indexOf('=');
    if (eq < 0) continue;
    try {
      fields[part.slice(0, eq)] = decodeURIComponent(part.slice(eq + 1));
    } catch {
      // A malformed escape: that field is left out.
    }
  }
  if (fields.url === undefined) return false;
  state.input = fields.url;
  state.base = fields.base || '';
  const edits = attempt(() => JSON.parse(fields.edits || '[]')).value;
  state.edits = Array.isArray(edits)
    ? edits.filter((e) => Array.isArray(e) && (e[0] === 'setter' ? SETTERS.includes(e[1]) : PARAMS_OPS.includes(e[0])))
        .map((e) => ({ op: e[0], name: String(e[1]), value: String(e[2] ?? '') }))
    : [];
  return true;
}

function render(typing) {
  if (typing !== 'input') $('input').value = state.input;
  if (typing !== 'escaped') $('escaped').value = escapeText(state.input);
  if (typing !== 'base') $('base').value = state.base;
  const columns = {};
  for (const c of COLUMNS) columns[c] = readColumn(c);
  renderTable(columns);
  renderDiagram(columns);
  renderErrors();
  renderEdits(columns);
  const hash = shareHash();
  $('share').href = hash;
  if (location.hash !== hash) history.replaceState(null, '', hash);
}

function setUp() {
  const setters = document.querySelector('#edit-op optgroup');
  for (const s of SETTERS) setters.append(el('option', { value: 'setter:' + s }, s));
  $('edit-op').value = 'setter:pathname';
  $('input').addEventListener('input', () => {
    state.input = $('input').value;
    render('input');
  });
  $('escaped').addEventListener('input', () => {
    state.input = unescapeText($('escaped').value);
    render('escaped');
  });
  $('base').addEventListener('input', () => {
    state.base = $('base').value;
    render('base');
  });
  const showFields = () => {
    const op = $('edit-op').value;
    $('edit-name').hidden = op.startsWith('setter:') || op === 'sort';
    $('edit-value').hidden = op === 'sort';
  };
  $('edit-op').addEventListener('change', showFields);
  $('edit-form').addEventListener('submit', (event) => {
    event.preventDefault();
    const op = $('edit-op').value;
    const setter = op.startsWith('setter:');
    state.edits.push({ op: setter ? 'setter' : op, name: setter ? op.slice(7) : $('edit-name').value, value: op === 'sort' ? '' : $('edit-value').value });
    render();
  });
  $('edit-clear').addEventListener('click', () => {
    state.edits = [];
    render();
  });
  window.addEventListener('hashchange', () => {
    if (readHash(location.hash)) render();
  });
  showFields();
  if (!readHash(location.hash)) {
    state.input = 'HTTP://user@EXAMPLE.com:80/a/./b/../c?q=%7e#f';
    state.edits = [{ op: 'append', name: 'lang', value: 'en' }, { op: 'setter', name: 'hostname', value: 'exa mple.com' }];
  }
  render();
}

// For tests and the console: re-render after changing window.URL, or read the state.
window.polyurlViewer = { render: () => render(), state };
setUp();
