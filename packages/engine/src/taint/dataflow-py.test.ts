/** Dataflow features of the taint engine on small Python programs. */
import { describe, expect, it } from 'vitest';
import { scanProject, scanSnippet } from './testing.js';

function lines(src: string, rule?: string): number[] {
  return scanSnippet('python', src)
    .filter((f) => !rule || f.ruleId === rule)
    .map((f) => f.startLine)
    .sort((a, b) => a - b);
}

// lines 1-3 are the header; the body starts at line 4
const at = (body: string) =>
  'import os\nfrom flask import request\ndef view():\n' +
  body
    .split('\n')
    .map((l) => '    ' + l)
    .join('\n') +
  '\n';

describe('python dataflow', () => {
  it('an upper-case local changed in place is not a constant; HTML responses given their body by keyword', () => {
    const src = `from flask import Flask, request\napp = Flask(__name__)\n@app.route('/a')\ndef a():\n    RESPONSE = ""\n    RESPONSE += request.args['x']\n    return RESPONSE\n@app.route('/b')\ndef b():\n    LABEL = "fixed"\n    return LABEL\n`;
    expect(lines(src, 'py.xss')).toEqual([7]);
    const fa = `from fastapi import FastAPI\nfrom fastapi.responses import HTMLResponse\napp = FastAPI()\n@app.get('/x')\ndef x(q: str, n: int):\n    HTMLResponse(content='<p>' + q)\n    return HTMLResponse(content='<p>%d' % n)\n`;
    expect(lines(fa, 'py.xss')).toEqual([6]);
  });
  it('methods of instances: fresh instances, and what methods store in self', () => {
    const src = `import os\nfrom flask import request\nclass Repo:\n    def __init__(self, prefix):\n        self.prefix = prefix\n        self.parts = []\n    def run(self, name):\n        os.system(self.prefix + name)\n    def add(self, part):\n        self.parts.append(part)\n    def line(self):\n        return ' '.join(self.parts)\ndef view():\n    t = request.args['x']\n    Repo('ls ').run(t)\n    r = Repo('ls ')\n    r.add(t)\n    os.system(r.line())\n    q = Repo('ls ')\n    q.add('ok')\n    os.system(q.line())\n`;
    expect(lines(src)).toEqual([8, 18]);
  });
  it('os.execl / os.execv: the program, or the script of `sh -c`', () => {
    expect(
      lines(
        at(
          `t = request.args['x']\nos.execl('/bin/sh', 'sh', '-c', 'ls ' + t)\nos.execl('/bin/ls', 'ls', t)\nos.execv('/bin/bash', ['bash', '-c', t])\nos.execv(t, ['x'])`,
        ),
      ),
    ).toEqual([5, 7, 8]);
  });
  it('comprehensions filtered by membership keep only elements of the allow-list', () => {
    expect(
      lines(
        at(
          `cols = request.args.getlist('c')\nok = {'id', 'name'}\nos.system(','.join([c for c in cols if c in ok]))\nos.system(','.join([c for c in cols if c not in ok]))`,
        ),
      ),
    ).toEqual([7]);
  });
  it('an allow-list test on the left of `and` (or failing on the left of `or`) covers the right operand', () => {
    expect(
      lines(
        at(
          `t = request.args['t']\nok = {'a', 'b'}\nif t in ok and os.system('ls ' + t):\n    pass\nif t and os.system('ls ' + t):\n    pass\nx = t not in ok or os.system('ls ' + t)\ny = not t or os.system('ls ' + t)\nz = os.system('ls ' + t) and t in ok`,
        ),
      ),
    ).toEqual([8, 11, 12]);
  });
  it('comprehension filters term by term: an `in` test covers the terms after it and the element', () => {
    expect(
      lines(
        at(
          `cs = request.args.getlist('c')\nok = {'id', 'name'}\na = [os.system('ls ' + c) for c in cs if c in ok and c]\nb = [c for c in cs if c in ok and os.system('ls ' + c)]\nd = [c for c in cs if os.system('ls ' + c) and c in ok]\ne = [os.system('ls ' + c) for c in cs if c and c.strip()]`,
        ),
      ),
    ).toEqual([8, 9]);
  });
  it('calls in comprehension filters are sinks; what passes the filter is still the element', () => {
    expect(
      lines(
        at(
          `import re\np = request.args['p']\nnames = ['a', 'b']\nhits = [n for n in names if re.search(p, n)]\nquoted = [n for n in names if re.search(re.escape(p), n)]\nos.system('ls ' + ' '.join(hits))\nkept = [x for x in request.args.getlist('x') if x]\nos.system('ls ' + ' '.join(kept))`,
        ),
      ),
    ).toEqual([7, 11]);
  });
  it('methods of library classes named by module (requests.Session.get) pass the sink-line prefilter', () => {
    // no other sink text in the file: only the typed call can select the function for analysis
    const src = `import requests\nimport aiohttp\ndef a(request):\n    s = requests.Session()\n    s.head(request.GET['u'])\nasync def b(request):\n    async with aiohttp.ClientSession() as c:\n        await c.get(request.GET['u'])\n`;
    expect(lines(src, 'py.ssrf')).toEqual([5, 8]);
    const only = `from lxml import etree\ndef c(request):\n    ev = etree.XPathEvaluator(etree.parse('a.xml'))\n    return ev("//a[@n='" + request.GET['n'] + "']")\n`;
    expect(lines(only, 'py.xpath-injection')).toEqual([4]);
  });
  it('an uploaded tar archive extracted without a filter; zip archives and filtered extraction are not', () => {
    const src = `import tarfile\nimport zipfile\nfrom flask import request\ndef up():\n    with tarfile.open(fileobj=request.files['t']) as tar:\n        tar.extractall('/srv/a')\n    t2 = tarfile.open(fileobj=request.files['t'])\n    t2.extractall('/srv/b', filter='data')\n    zipfile.ZipFile(request.files['z']).extractall('/srv/c')\n    tarfile.open(fileobj=request.files['t']).extract('x', '/srv/d')\n`;
    expect(lines(src, 'py.path-traversal')).toEqual([6, 10]);
  });
  it('calling an instance of a library class is its __call__ (lxml XPath evaluators)', () => {
    const src = `from lxml import etree\nfrom flask import request\ndoc = etree.parse('a.xml')\ndef view():\n    q = request.args['q']\n    ev = etree.XPathEvaluator(doc)\n    ev("//u[@n='" + q + "']")\n    ev("//u[@n=$n]", n=q)\n    ev.evaluate("//u[@n='%s']" % q)\n`;
    expect(lines(src, 'py.xpath-injection')).toEqual([7, 9]);
  });
  it('reassignment and aliasing', () => {
    expect(
      lines(at(`a = request.args['x']\nb = a\na = 'const'\nos.system(a)\nos.system(b)`)),
    ).toEqual([8]);
  });
  it('string building: +, f-string, % and .format, +=', () => {
    expect(
      lines(
        at(
          `t = request.args.get('t')\nos.system('a' + t)\nos.system(f'b {t}')\nos.system('c %s' % t)\nos.system('d {}'.format(t))\ns = 'e'\ns += t\nos.system(s)\nos.system('%d' % 5)`,
        ),
      ),
    ).toEqual([5, 6, 7, 8, 11]);
  });
  it('dict keys and list add/get/remove, index sensitive', () => {
    const body = `d = {'a': request.args['x'], 'b': 'ok'}\nos.system(d['b'])\nos.system(d['a'])\nl = []\nl.append(request.args['x'])\nl.append('x')\nos.system(l[1])\nl.pop(0)\nos.system(l[0])\nos.system(d.get('b'))`;
    expect(lines(at(body))).toEqual([6]);
  });
  it('constant conditions, ternaries and match on constants', () => {
    const body = `t = request.args['x']\nif 1 > 2:\n    os.system(t)\nx = 5\nif x * 2 < 3:\n    os.system(t)\nc = False\nos.system(t if c else 'safe')\nk = 'b'\nmatch k:\n    case 'a':\n        os.system(t)\n    case 'b':\n        os.system('ls')\nwhile False:\n    os.system(t)\nif x > 1:\n    os.system(t)`;
    expect(lines(at(body))).toEqual([21]);
  });
  it('loops carry taint around the body', () => {
    expect(
      lines(
        at(
          `acc = ''\ncmd = 'ls'\nfor p in ['a', 'b']:\n    os.system(cmd)\n    cmd = acc\n    acc = request.args['x']`,
        ),
      ),
    ).toEqual([7]);
  });
  it('encoders: base64 round trip keeps taint; escaping is per sink kind', () => {
    const src = `import base64, html, os\nfrom flask import request, make_response\ndef v():\n    t = request.args['x']\n    d = base64.b64decode(base64.b64encode(t.encode())).decode()\n    os.system(d)\n    e = html.escape(t)\n    make_response(e)\n    cursor.execute('SELECT ' + e)\n`;
    expect(lines(src)).toEqual([6, 9]);
  });
  it('same-file functions through summaries', () => {
    const src = `import os, shlex\nfrom flask import request\ndef ident(s):\n    return s.strip()\ndef konst(s):\n    return 'ls'\ndef clean(s):\n    return shlex.quote(s)\ndef run(c):\n    os.system(c)\ndef view():\n    os.system(ident(request.args['a']))\n    os.system(konst(request.args['a']))\n    os.system('ls ' + clean(request.args['a']))\n    run(request.args['b'])\n`;
    expect(lines(src)).toEqual([10, 12]);
  });
  it('FastAPI typed params and Flask path params are sources; Depends() and Request are not', () => {
    const src = `import os\nfrom fastapi import FastAPI, Depends, Request\napp = FastAPI()\n@app.get('/a')\ndef a(q: str, request: Request, db = Depends(get_db)):\n    os.system(q)\n    os.system(db)\n@app.route('/b/<name>')\ndef b(name):\n    os.system(name)\ndef helper(name):\n    os.system('ls')\n`;
    expect(lines(src)).toEqual([6, 10]);
  });
  it('guards: allow-lists, isdigit and abort()', () => {
    const body = `f = request.args['f']\nif f not in ('a', 'b'):\n    abort(400)\nos.system(f)\ng = request.args['g']\nif g.isdigit():\n    os.system(g)\nos.system(g)`;
    expect(lines(at(body))).toEqual([11]);
  });
  it('trace and metadata', () => {
    const src = `import os\nfrom flask import request\ndef wrap(s):\n    return 'ls ' + s\ndef v():\n    a = request.args['a']\n    os.system(wrap(a))\n`;
    const [f] = scanSnippet('python', src, 'app.py');
    expect(f.trace.map((t) => [t.kind, t.line])).toEqual([
      ['source', 6],
      ['call', 7],
      ['return', 4],
      ['sink', 7],
    ]);
    expect(f.ruleId).toBe('py.command-injection');
    expect(f.cwe[0]).toBe('CWE-78');
  });
  it('cross-file: helpers imported from project modules', () => {
    const util = `import os\nimport html\n\ndef run(c):\n    os.system('sh ' + c)\n\nclass Fmt:\n    def clean(self, s):\n        return html.escape(s)\n\ndef clean(s):\n    return html.escape(s)\n`;
    const app = `from flask import request, make_response\nfrom .util import run, clean\n\n@app.route('/')\ndef index():\n    run(request.args['a'])\n    make_response(clean(request.args['b']))\n    return make_response(request.args['c'])\n`;
    const found = scanProject([
      { path: 'pkg/util.py', language: 'python', source: util },
      { path: 'pkg/app.py', language: 'python', source: app },
    ]);
    expect(found.map((f) => `${f.file}:${f.startLine}:${f.ruleId}`).sort()).toEqual([
      'pkg/app.py:8:py.xss',
      'pkg/util.py:5:py.command-injection',
    ]);
  });
  it('routes registered inside a setup function; handing over to another view', () => {
    const src = `import os\nfrom flask import request\ndef init(app):\n    @app.route('/a')\n    def a_get():\n        return a_post()\n    @app.route('/a', methods=['POST'])\n    def a_post():\n        os.system(request.form['x'])\n        return '<p>' + request.form['x'] + '</p>'\n`;
    expect(
      scanSnippet('python', src)
        .map((f) => `${f.startLine}:${f.ruleId}`)
        .sort(),
    ).toEqual(['10:py.xss', '9:py.command-injection']);
  });
  it('argument lists: only a tainted program or a shell script is command injection', () => {
    const body = `t = request.args['t']\nsubprocess.run(['ls', t])\nsubprocess.run([t, '-l'])\nsubprocess.run(['sh', '-c', 'ls ' + t])\nsubprocess.run('ls ' + t, shell=True)\nsubprocess.run('ls ' + t)`;
    expect(lines('import subprocess\n' + at(body))).toEqual([7, 8, 9, 10]);
  });
  it('pathlib joins, session writes, plain-text responses', () => {
    const src = `import flask, pathlib\nfrom flask import request, session, make_response\n@app.route('/p')\ndef p():\n    t = request.args['t']\n    base = pathlib.Path('/srv')\n    x = (base / 'a' / t).read_text()\n    session['k'] = t\n    session['n'] = 1\n    return flask.Response(t, mimetype='text/plain')\n@app.route('/q')\ndef q():\n    return flask.Response(request.args['t'])\n`;
    expect(
      scanSnippet('python', src)
        .map((f) => `${f.startLine}:${f.ruleId}`)
        .sort(),
    ).toEqual(['13:py.xss', '7:py.path-traversal', '8:py.trust-boundary']);
  });
  it('a path built by pathlib.Path(...) called through the module, then read', () => {
    const src = `import pathlib\nfrom flask import request\n@app.route('/p')\ndef p():\n    t = request.args['t']\n    f = pathlib.Path('/srv') / t\n    data = f.read_text()\n    g = pathlib.Path('/srv') / 'fixed.txt'\n    return data + g.read_text()\n`;
    expect(scanSnippet('python', src).map((f) => `${f.startLine}:${f.ruleId}`)).toEqual([
      '7:py.path-traversal',
    ]);
  });
  it('list insert/remove by value, constant string indices, configparser keys, lookups with unknown keys', () => {
    const body = `t = request.args['t']\nl = ['a']\nl.append(t)\nl.remove('a')\nos.system(l[0])\nl.insert(0, 'b')\nos.system(l[0])\nk = 'XY'[1]\nif k == 'Y':\n    os.system('ls')\nelse:\n    os.system(t)\nm = {'a': 'ls', 'b': 'pwd'}\nos.system(m.get(t, 'ls'))\nn = {'a': t}\nos.system(n.get(t))`;
    expect(lines(at(body))).toEqual([8, 19]);
    const src = `import os, configparser\nfrom flask import request\ncfg = configparser.ConfigParser()\ndef v():\n    cfg.set('s', 'a', request.args['a'])\n    os.system(cfg.get('s', 'b'))\n    os.system(cfg.get('s', 'a'))\n`;
    expect(lines(src)).toEqual([7]);
  });
  it('numeric %-conversions, scalar-typed route parameters, HTML response_class', () => {
    expect(
      lines(
        at(
          `t = request.args['t']\nos.system('a %d' % t)\nos.system('b %s %d' % (t, t))\nos.system('c %05.2f %x' % (t, t))\nos.system('d %s' % t)`,
        ),
      ),
    ).toEqual([6, 8]);
    const src = `import os\nfrom fastapi import FastAPI\nfrom fastapi.responses import HTMLResponse\n@app.get('/a/{n}')\ndef a(n: int, s: str, o: Optional[float] = None):\n    os.system('x' + str(n) + str(o))\n    os.system('y' + s)\n@app.get('/b', response_class=HTMLResponse)\ndef b(s: str):\n    return '<p>' + s\n@app.get('/c')\ndef c(s: str):\n    return '<p>' + s\n@app.route('/d/<int:i>/<j>')\ndef d(i, j):\n    os.system('z' + str(i))\n    os.system('z' + j)\n`;
    expect(
      scanSnippet('python', src)
        .map((f) => `${f.startLine}:${f.ruleId}`)
        .sort(),
    ).toEqual(['10:py.xss', '17:py.command-injection', '7:py.command-injection']);
  });
  it('comprehensions bind their variables; character filters; host allow-lists; response objects', () => {
    const body = `xs = request.args.getlist('x')\nos.system(','.join(str(int(v)) for v in xs))\nos.system(','.join(v.strip() for v in xs))\nos.system(re.sub(r'[^a-z0-9]', '', xs[0]))\nos.system(re.sub(r'[;&]', '', xs[0]))\nu = request.args['u']\nif urlparse(u).hostname not in HOSTS:\n    abort(400)\nrequests.get(u)`;
    expect(lines('import re, requests\nfrom urllib.parse import urlparse\n' + at(body))).toEqual([
      8, 10,
    ]);
    const src = `from flask import request, make_response\n@app.route('/r')\ndef r():\n    resp = make_response('<p>ok</p>')\n    resp.headers['X-A'] = request.args['a']\n    return resp\n`;
    expect(lines(src)).toEqual([]);
  });
  it('hand-written HTML escaping, dot-dot checks, own-route redirects, fixed API hosts', () => {
    const src = `import os, requests\nfrom flask import request, redirect, url_for, abort\nAPI = 'https://api.example.com'\ndef esc(s):\n    return s.replace('&', '&amp;').replace('<', '&lt;')\n@app.route('/a')\ndef a():\n    t = request.args['t']\n    if '..' in t:\n        abort(400)\n    open('/srv/' + t)\n    u = request.args['u']\n    open('/srv/' + u)\n    requests.get(f'{API}/items/{u}')\n    requests.get(f'https://{u}/items')\n    redirect(url_for('a', q=u))\n    return '<p>' + esc(u) + u.replace(';', '') + '</p>'\n`;
    expect(
      scanSnippet('python', src)
        .map((f) => `${f.startLine}:${f.ruleId}`)
        .sort(),
    ).toEqual(['13:py.path-traversal', '15:py.ssrf', '17:py.xss']);
  });
  it('typed query arguments and request metadata sources', () => {
    const body = `n = request.args.get('n', 0, type=int)\nos.system('x %s' % n)\nos.system(request.referrer)\nos.system(request.user_agent.string)\nos.system(request.environ.get('HTTP_X'))`;
    expect(lines(at(body))).toEqual([6, 7, 8]);
  });
  it('instance methods of classes of the file get the object as self', () => {
    const src = `import os\nfrom flask import request\nclass Job:\n    def __init__(self, v):\n        self.v = v\n    def start(self):\n        os.system('run ' + self.v)\n@app.route('/j')\ndef j():\n    Job('fixed').start()\n    w = Job(request.args['v'])\n    w.start()\n`;
    expect(lines(src)).toEqual([7]);
  });
  it('Flask 2 @app.get routes return HTML; FastAPI ones do not', () => {
    const flask = `from flask import Flask, request, send_from_directory\napp = Flask(__name__)\n@app.get('/a')\ndef a():\n    return '<p>' + request.args['x']\n@app.get('/b/<n>')\ndef b(n):\n    return send_from_directory('/srv', n)\n`;
    expect(scanSnippet('python', flask).map((f) => `${f.startLine}:${f.ruleId}`)).toEqual([
      '5:py.xss',
    ]);
    const fast = `from fastapi import FastAPI\napp = FastAPI()\n@app.get('/a')\ndef a(x: str):\n    return '<p>' + x\n`;
    expect(scanSnippet('python', fast)).toEqual([]);
  });
  it('re.search is not an LDAP search', () => {
    expect(
      lines(
        'import re\n' +
          at(
            `p = request.args['p']\nif re.search(r'^[a-z]+$', p):\n    pass\nconn.search('dc=x', '(uid=' + p + ')')`,
          ),
        'py.ldap-injection',
      ),
    ).toEqual([8]);
  });
  it('a Jinja environment built with autoescape=False renders its values unescaped', () => {
    const src = `from flask import Flask, request\nfrom jinja2 import Environment\napp = Flask(__name__)\nraw = Environment(autoescape=False)\n@app.route('/a')\ndef a():\n    t = request.args['x']\n    e = Environment(autoescape=False)\n    tpl = e.from_string('{{ v }}')\n    return tpl.render(v=t)\n@app.route('/b')\ndef b():\n    t = request.args['x']\n    return raw.from_string('{{ v }}').render(v=t)\n@app.route('/c')\ndef c():\n    t = request.args['x']\n    e = Environment(autoescape=True)\n    return e.from_string('{{ v }}').render(v=t)\n`;
    expect(lines(src, 'py.xss')).toEqual([10, 14]);
  });
  it('scalar fields of a route model are validated; its string fields stay input', () => {
    const src = `import os\nfrom fastapi import FastAPI\nfrom pydantic import BaseModel\napp = FastAPI()\nclass Item(BaseModel):\n    name: str\n    count: int\n    ratio: Optional[float] = None\n@app.post('/i')\ndef i(item: Item):\n    os.system(f'a {item.count} {item.ratio}')\n    os.system(f'b {item.name}')\n`;
    expect(lines(src)).toEqual([12]);
  });
  it('open redirects: a host check through a urlparse result held in a variable, Django url_has_allowed_host_and_scheme', () => {
    const view = (name: string, body: string[]) => [
      `@app.route('/${name}')`,
      `def ${name}():`,
      "    u = request.args['u']",
      ...body.map((l) => '    ' + l),
      '    return redirect(u)',
    ];
    const src = [
      'from flask import request, redirect, abort',
      'from urllib.parse import urlparse',
      "ALLOWED = {'example.com'}",
      ...view('a', [
        'p = urlparse(u)',
        "if p.netloc and p.netloc != 'example.com':",
        "    return redirect('/')",
      ]),
      ...view('b', ['p = urlparse(u)', 'if p.netloc not in ALLOWED:', '    abort(400)']),
      ...view('c', ['p = urlparse(u)', "if p.scheme not in ('http', 'https'):", '    abort(400)']),
      ...view('d', ['p = urlparse(u)']),
      ...view('e', [
        'p = urlparse(u)',
        "u = request.args['v']",
        'if p.netloc not in ALLOWED:',
        '    abort(400)',
      ]),
      ...view('f', [
        'if not url_has_allowed_host_and_scheme(u, allowed_hosts=ALLOWED):',
        "    return redirect('/')",
      ]),
      ...view('g', ['if p_ok(u):', '    pass']),
      '',
    ].join('\n');
    // c checks the scheme only, d nothing, e checks a URL parsed before u was replaced, g an unknown helper
    expect(lines(src, 'py.open-redirect')).toEqual([24, 29, 37, 49]);
  });
  it('a value that tests false holds nothing; a string led by an untainted base keeps its site wherever it goes', () => {
    const body = [
      "u = request.args.get('u')",
      "if (u or request.args.get('h')) and not url_has_allowed_host_and_scheme(url=u, allowed_hosts={'a.example'}):",
      "    u = '/'",
      'redirect(u)',
      "v = request.args.get('v')",
      "if (v or request.args.get('h')) and not v.endswith('/'):",
      "    v = '/'",
      'redirect(v)',
      "w = '%s?%s' % (BASE, request.args.get('q'))",
      'redirect(w)',
      "x = '%s?%s' % (request.args.get('to'), 'a=1')",
      'redirect(x)',
    ].join('\n');
    expect(
      lines(
        at(body)
          .replace('import os', 'import os\nBASE = "/list"')
          .replace(/^from flask import request$/m, 'from flask import request, redirect'),
        'py.open-redirect',
      ),
    ).toEqual([12, 16]);
  });
  it('argument lists returned by helpers and extended with += stay argument lists', () => {
    const src = [
      'import subprocess, sys',
      'def child():',
      '    args = [sys.executable] + ["-u"]',
      '    args += sys.argv',
      '    return args',
      'def line():',
      '    return " ".join(sys.argv)',
      'subprocess.run(child())',
      'subprocess.run(line(), shell=True)',
      '',
    ].join('\n');
    expect(lines(src, 'py.command-injection')).toEqual([9]);
  });
  it('str.replace drops the text replaced; a redirect led by the request path keeps the site', () => {
    // line 5: the replaced text is the request's, the replacement constant; line 6: the client's replacement
    const rep = at(
      `t = request.args['x']\nos.system('ls /srv'.replace(t, 'x', 1))\nos.system('ls /srv'.replace('/srv', t, 1))\nos.system(t.replace('a', 'b', 1))`,
    );
    expect(lines(rep, 'py.command-injection')).toEqual([6, 7]);
    const redir = `from django.shortcuts import redirect\ndef a(request, code):\n    url = request.path.replace(code, 'x', 1)\n    return redirect("%s?%s" % (url, request.GET.urlencode()))\ndef b(request):\n    url = request.GET.get('n', '/').replace('a', 'b', 1)\n    return redirect("%s?%s" % (url, request.GET.urlencode()))\n`;
    expect(lines(redir, 'py.open-redirect')).toEqual([7]);
  });

  it('the constant start of a query is kept through a variable: ElementTree paths built from input', () => {
    const src = [
      'import xml.etree.ElementTree as ET',
      'from flask import request',
      'def view():',
      "    name = request.args['n']",
      "    root = ET.parse('people.xml').getroot()",
      '    query = ".//person[@nick=\'" + name + "\']"',
      '    root.findall(query)',
      '    root.find("./person[@id=\'{}\']".format(name))',
      '    text = name + "x"',
      '    root.find(text)',
      '',
    ].join('\n');
    expect(lines(src, 'py.xpath-injection')).toEqual([7, 8]);
  });
  it('a path inside its folder: os.path.commonpath, a normalised path not starting with ..', () => {
    expect(
      lines(
        at(
          [
            "name = request.args['n']",
            "base = '/srv/files'",
            'target = os.path.realpath(os.path.join(base, name))',
            'if os.path.commonpath([base, target]) != base:',
            '    return None',
            'open(target)',
            'rel = os.path.normpath(name)',
            "if rel.startswith('..'):",
            '    return None',
            'open(os.path.join(base, rel))',
            "other = os.path.normpath(request.args['m'])",
            'open(os.path.join(base, other))',
            'os.path.exists(os.path.join(base, other))',
          ].join('\n'),
        ),
        'py.path-traversal',
      ),
    ).toEqual([15, 16]);
  });
  it('match alternatives, del, dict(k=v) and list().extend keep elements apart', () => {
    expect(
      lines(
        at(
          [
            "t = request.args['t']",
            "mode = 'QR'[1]",
            'match mode:',
            "    case 'P' | 'R':",
            '        c = t',
            '    case _:',
            "        c = 'ls'",
            'os.system(c)',
            "items = ['ls', t, 'pwd']",
            'del items[0]',
            'os.system(items[1])',
            "d = dict(a='ls', b=t)",
            "os.system(d['a'])",
            "os.system(d['b'])",
            'xs = list()',
            "xs.extend(['ls', t])",
            'os.system(xs[0])',
            'os.system(xs[1])',
          ].join('\n'),
        ),
      ),
    ).toEqual([11, 17, 21]);
  });
  it('SAX parsers configured in the function; the Location header of a response', () => {
    const src = [
      'import io, xml.sax, xml.sax.handler',
      'from flask import request, make_response',
      'def view():',
      "    doc = request.args['d']",
      '    p = xml.sax.make_parser()',
      '    p.setFeature(xml.sax.handler.feature_external_ges, True)',
      '    p.parse(io.StringIO(doc))',
      '    q = xml.sax.make_parser()',
      '    q.setFeature(xml.sax.handler.feature_external_ges, False)',
      '    q.parse(io.StringIO(doc))',
      '    xml.sax.parseString(doc, xml.sax.handler.ContentHandler())',
      "    resp = make_response('', 302)",
      "    resp.headers['Location'] = doc",
      "    resp.headers['X-Note'] = doc",
      '    return resp',
      '',
    ].join('\n');
    expect(lines(src, 'py.xxe')).toEqual([7]);
    expect(lines(src, 'py.open-redirect')).toEqual([13]);
  });
  it('a redirect target led by a lone slash can name another host; a fixed start read through a variable cannot', () => {
    const src = [
      'from flask import request, redirect',
      'def view():',
      "    page = request.args['p']",
      "    redirect('/' + page)",
      "    redirect('/help/' + page)",
      "    url = 'https://shop.example/items/' + page",
      '    redirect(url)',
      "    bare = '/' + page",
      '    redirect(bare)',
      '',
    ].join('\n');
    expect(lines(src, 'py.open-redirect')).toEqual([4, 9]);
  });
  it('constant tests fold: chained comparisons, membership, //, **, len, int, max, slices, str methods', () => {
    expect(
      lines(
        at(
          [
            "t = request.args['t']",
            'n = 45',
            "a = 'ls' if 10 < n * 2 < 200 else t",
            'os.system(a)',
            "b = t if 'Q' in 'PQR' else 'ls'",
            'os.system(b)',
            "c = 'ls' if n // 4 == 11 and n ** 2 > 2000 else t",
            'os.system(c)',
            "d = 'ls' if len('four') == 4 and 'k' in ['j', 'k'] else t",
            'os.system(d)',
            "e = 'ls' if 'MNO'[1:2].lower() == 'n' else t",
            'os.system(e)',
            "f = t if int('210') > max(n, 200) else 'ls'",
            'os.system(f)',
            "g = 'ls' if 1 < n < 10 else t",
            'os.system(g)',
            'os.system(t[1:3])',
          ].join('\n'),
        ),
      ),
    ).toEqual([9, 17, 19, 20]);
  });
  it('the session written through a local that names it', () => {
    const src = [
      'import flask',
      'from flask import request, session',
      "@app.route('/v')",
      'def view():',
      "    t = request.args['t']",
      '    s = flask.session',
      "    s['a'] = t",
      "    s['b'] = 'fixed'",
      '    d = {}',
      "    d['c'] = t",
      '    s = d',
      "    s['e'] = t",
      "    return 'ok'",
      '',
    ].join('\n');
    expect(lines(src, 'py.trust-boundary')).toEqual([7]);
  });
  it('json round trips keep each key; str.format(**d) reads the named key; a while on a list filled elsewhere runs', () => {
    const body = [
      `d = {"cmd": request.args["x"], "name": "ls"}`,
      `e = json.loads(json.dumps(d))`,
      `os.system(e["name"])`,
      `os.system(e["cmd"])`,
      `s = json.dumps(d, indent=2)`,
      `os.system(json.loads(s)["name"])`,
      `os.system(json.loads(s)["cmd"])`,
      `os.system(json.loads(json.dumps(request.args["y"])))`,
      `k = {"a": "ls", "b": request.args["z"]}`,
      `os.system("run {a}".format(**k))`,
      `os.system("run {b}".format(**k))`,
      `os.system("{0} {a}".format(request.args["p"], **k))`,
      `pending = {}`,
      `seed(pending)`,
      `while pending:`,
      `    os.system(request.args["q"])`,
      `queue = [request.args["q"]]`,
      `while queue:`,
      `    os.system(queue.pop())`,
    ].join('\n');
    // (json imported by the header's module line; line 19: `seed` may have filled `pending`)
    expect(lines('import json\n' + at(body), 'py.command-injection').map((l) => l - 1)).toEqual([
      7, 10, 11, 14, 15, 19, 22,
    ]);
  });
  it('a redirect to the request path rewritten inline, then its query: the site stays', () => {
    const src = `from django.shortcuts import redirect\ndef a(request):\n    return redirect(request.path.replace("/old/", "/new/", 1) + "?" + request.GET.urlencode())\ndef b(request):\n    return redirect(request.path.replace("/old/", request.GET["to"], 1) + "?x=1")\ndef c(request):\n    return redirect(request.GET["to"] + "?" + request.GET.urlencode())\n`;
    expect(lines(src, 'py.open-redirect')).toEqual([5, 7]);
  });
  it('view tuples: the body is the response, a Location header a redirect', () => {
    const src = `from flask import Flask, request\napp = Flask(__name__)\n@app.route('/a')\ndef a():\n    u = request.args['u']\n    return "", 302, {"Location": u}\n@app.route('/b')\ndef b():\n    return "<p>" + request.args['u'] + "</p>", 200\n`;
    expect(
      scanSnippet('python', src)
        .map((f) => `${f.startLine}:${f.ruleId}`)
        .sort(),
    ).toEqual(['6:py.open-redirect', '9:py.xss']);
  });
  it('parser settings through locals: folded SAX flags and XMLParser(**options)', () => {
    const body = [
      `data = request.args['x']`,
      `on = 7 > 3`,
      `p = xml.sax.make_parser()`,
      `p.setFeature(feature_external_ges, on)`,
      `p.parse(io.StringIO(data))`,
      `off = 3 > 5`,
      `q = xml.sax.make_parser()`,
      `q.setFeature(feature_external_ges, off)`,
      `q.parse(io.StringIO(data))`,
      `opts = {"resolve_entities": False}`,
      `lxml.etree.fromstring(data, lxml.etree.XMLParser(**opts))`,
      `loose = {"resolve_entities": True}`,
      `lxml.etree.fromstring(data, lxml.etree.XMLParser(**loose))`,
    ].join('\n');
    const head =
      'import io\nimport xml.sax\nimport lxml.etree\nfrom xml.sax.handler import feature_external_ges\n';
    expect(lines(head + at(body), 'py.xxe').map((l) => l - 4)).toEqual([8, 16]);
  });
  it('returned dict and list literals keep their entries; classes of the file resolve through dicts and factories', () => {
    const src = [
      `import os`,
      `from flask import request`,
      `def rec(v):`,
      `    return {"given": v, "kind": "note"}`,
      `def wrap(v):`,
      `    return ["a", v, "b"]`,
      `class Keep:`,
      `    def run(self, v):`,
      `        return v`,
      `class Drop:`,
      `    def run(self, v):`,
      `        return "x"`,
      `def pick(kind):`,
      `    if kind == "drop":`,
      `        return Drop()`,
      `    return Keep()`,
      `def view():`,
      `    t = request.args["t"]`,
      `    os.system(rec(t)["kind"])`,
      `    os.system(rec(t)["given"])`,
      `    os.system(wrap(t)[2])`,
      `    os.system(wrap(t)[1])`,
      `    steps = {"keep": Keep(), "drop": Drop()}`,
      `    os.system(steps["drop"].run(t))`,
      `    os.system(steps["keep"].run(t))`,
      `    os.system(pick("drop").run(t))`,
      `    os.system(pick("keep").run(t))`,
    ].join('\n');
    expect(lines(src, 'py.command-injection')).toEqual([20, 22, 25, 27]);
  });
  it('cross-file: classes of a project module, and the request handed to its readers', () => {
    const util = `class Echo:\n    def apply(self, v):\n        return v\n\nclass Blank:\n    def apply(self, v):\n        return "x"\n\ndef read(req, name):\n    return req.args.get(name, "")\n\ndef fixed(req, name):\n    return "x"\n\ndef step(kind):\n    if kind == "blank":\n        return Blank()\n    return Echo()\n`;
    const app = `import os\nfrom flask import request\nfrom .util import Blank, Echo, read, fixed, step\n\n@app.route('/')\ndef index():\n    t = request.args['a']\n    os.system(Blank().apply(t))\n    os.system(Echo().apply(t))\n    b = Blank()\n    os.system(b.apply(t))\n    os.system(read(request, "q"))\n    os.system(fixed(request, "q"))\n    os.system(step("blank").apply(t))\n    os.system(step("echo").apply(t))\n`;
    const found = scanProject([
      { path: 'pkg/util.py', language: 'python', source: util },
      { path: 'pkg/app.py', language: 'python', source: app },
    ]);
    expect(found.map((f) => `${f.file}:${f.startLine}:${f.ruleId}`).sort()).toEqual([
      'pkg/app.py:12:py.command-injection',
      'pkg/app.py:15:py.command-injection',
      'pkg/app.py:9:py.command-injection',
    ]);
  });
  it('getattr with a constant name, positional format fields, read_string settings, records, slices', () => {
    const src = `import os, configparser\nfrom collections import namedtuple\nfrom flask import request\nCONF = configparser.ConfigParser()\nCONF.read_string("[s]\\nmode = drop\\n")\nPair = namedtuple("Pair", ["left", "right"])\nclass Box:\n    label = "fixed"\n    def __init__(self, value):\n        self.value = value\n    def reset(self):\n        self.value = "x"\n        return self\n@app.route('/v')\ndef view():\n    t = request.args['t']\n    os.system(getattr(Box(t), 'label'))\n    os.system(getattr(Box(t), 'value'))\n    os.system('{0}'.format('ls', t))\n    os.system('{1}'.format('ls', t))\n    if CONF.get('s', 'mode') == 'copy':\n        os.system(t)\n    os.system(Pair('ls', t).left)\n    os.system(Pair('ls', t).right)\n    os.system(' '.join(['ls', t][:1]))\n    os.system([v for v in ['ls', t] if v == 'ls'][0])\n    os.system(Box(t).reset().value)\n    os.system(Box(t).value)\n`;
    expect(lines(src)).toEqual([18, 20, 24, 28]);
  });
  it('redirects led by own routes and configured bases; lookups keep the receiver and the default', () => {
    const src = [
      `from django.shortcuts import redirect`,
      `from django.urls import reverse`,
      `def a(request):`,
      `    url = reverse('login')`,
      `    url += '?next=' + request.GET['next']`,
      `    return redirect(url)`,
      `def b(request):`,
      `    url = request.GET['next']`,
      `    url += '?x=1'`,
      `    return redirect(url)`,
      `def c(request):`,
      `    t = '{}?q={}'.format(reverse('search'), request.GET['q'])`,
      `    return redirect(t)`,
      `def d(request):`,
      `    t = '{}?q={}'.format(request.GET['to'], 'x')`,
      `    return redirect(t)`,
      `def e(request, pk):`,
      `    jobs = Job.objects.select_related('owner')`,
      `    return redirect(jobs.get(pk=pk).url)`,
      `def f(request):`,
      `    table = dict(home='/')`,
      `    return redirect(table.get(request.GET['k'], request.GET['fallback']))`,
    ].join('\n');
    expect(lines(src + '\n', 'py.open-redirect')).toEqual([10, 16, 22]);
  });
  it('session writes after a check of the value or of its form are not trust-boundary findings', () => {
    const src = [
      `from django.http import HttpResponse`,
      `def a(request, client):`,
      `    ticket = request.GET['ticket']`,
      `    if client.verify_ticket(ticket):`,
      `        request.session['ticket'] = ticket`,
      `    request.session['raw'] = ticket`,
      `    form = SignIn(request.POST)`,
      `    if form.is_valid():`,
      `        request.session['user'] = form.cleaned_data['user']`,
      `    request.session['typed'] = form.data['user']`,
      `    return HttpResponse('ok')`,
    ].join('\n');
    expect(lines(src + '\n', 'py.trust-boundary')).toEqual([6, 10]);
  });
  it('cross-file: import as, helpers reached through methods of the file, self-called view helpers', () => {
    const links = `from django.urls import reverse\nfrom urllib.parse import urlencode\ndef route(name, params):\n    return '%s?%s' % (reverse(name), urlencode(params))\n`;
    const views = [
      `from django.http import HttpResponseRedirect`,
      `import pkg.links as links`,
      `class V(View):`,
      `    def get(self, request, suffix=None):`,
      `        client = self.client_for(request, Provider.objects.get(suffix=suffix))`,
      `        if client:`,
      `            return HttpResponseRedirect(client.login_url())`,
      `        return self.finish()`,
      `    def client_for(self, request, provider):`,
      `        return Client(provider)`,
      `    def finish(self):`,
      `        return HttpResponseRedirect(links.route('login', dict(self.request.GET)))`,
      `    def other(self):`,
      `        return HttpResponseRedirect(self.request.GET['next'])`,
    ].join('\n');
    const found = scanProject([
      { path: 'pkg/links.py', language: 'python', source: links },
      { path: 'pkg/views.py', language: 'python', source: views + '\n' },
    ]);
    expect(found.map((f) => `${f.file}:${f.startLine}:${f.ruleId}`).sort()).toEqual([
      'pkg/views.py:14:py.open-redirect',
    ]);
  });
  it('Flask views registered with add_url_rule and class-based views answer HTML', () => {
    const src = `from flask import make_response\nfrom flask.views import MethodView\ndef show(name):\n    return '<p>' + name\nclass Page(MethodView):\n    def get(self):\n        return self.post()\n    def post(self, name=''):\n        resp = make_response({'n': name})\n        return '<b>' + name\ndef register(app):\n    app.add_url_rule('/s/<name>', view_func=show)\n    app.add_url_rule('/p/<name>', view_func=Page.as_view('page'))\n`;
    expect(lines(src, 'py.xss')).toEqual([4, 10]);
  });
});
