import { describe, expect, it } from 'vitest';
import { credentialValueIsBenign, dismissedByContext } from '../src/core/context.js';
import type { RawMatch } from '../src/core/finding.js';

const match = (code: string): RawMatch => ({
  ruleId: 'x',
  startLine: 1,
  startColumn: 1,
  endLine: 1,
  endColumn: 1,
  code,
});

describe('credentials in context', () => {
  it('keeps real-looking secrets', () => {
    expect(credentialValueIsBenign('dbPassword', 'Pr0d-Db-Pass!')).toBe(false);
    expect(credentialValueIsBenign('apiKey', 'k3y_9f8e7d6c5b4a')).toBe(false);
    // an emoji written in escapes is a character; ASCII written in escapes is still text
    expect(credentialValueIsBenign('secret', '\\u3299\\ufe0f')).toBe(true);
    expect(
      credentialValueIsBenign('secret', '\\u0068\\u0075\\u006e\\u0074\\u0065\\u0072\\u0032'),
    ).toBe(false);
    expect(
      dismissedByContext(
        'js.hardcoded-password',
        match("const adminPassword = 'Wint3r-Is-Coming'"),
        [],
      ),
    ).toBe(false);
    expect(
      dismissedByContext(
        'php.hardcoded-password',
        match("new PDO('mysql:host=db', 'shop', 'sh0p-s3cret')"),
        [],
      ),
    ).toBe(false);
  });
  it('drops validation rule strings of form fields', () => {
    expect(credentialValueIsBenign('change_bind_password', 'in 0,1')).toBe(true);
    expect(credentialValueIsBenign('change_password', 'in 1')).toBe(true);
    expect(credentialValueIsBenign('authpassphrase', 'string|db dchecks.authpassphrase')).toBe(
      true,
    );
    expect(credentialValueIsBenign('password', 'required|string|min:8|confirmed')).toBe(true);
    expect(credentialValueIsBenign('password', 'letmein')).toBe(false);
    expect(credentialValueIsBenign('password', 'in secret')).toBe(false);
    expect(credentialValueIsBenign('password', 'Tr0ub4dor|3')).toBe(false);
  });
  it('drops selectors of the form field that holds the password', () => {
    expect(credentialValueIsBenign('pass', '#snmp_priv_passphrase')).toBe(true);
    expect(credentialValueIsBenign('passwordField', '.new-password')).toBe(true);
    expect(credentialValueIsBenign('password', 'input[name="password"]')).toBe(true);
    expect(credentialValueIsBenign('password', "[name='user[password]']")).toBe(true);
    // a password that starts with a sign is still one
    expect(credentialValueIsBenign('password', '#Hunter_2')).toBe(false);
    expect(credentialValueIsBenign('password', '#hunter2')).toBe(false);
    expect(credentialValueIsBenign('password', '.Tr0ub4dor&3')).toBe(false);
  });
  it('drops sentences, non-ASCII text, placeholders and SQL column definitions', () => {
    expect(credentialValueIsBenign('passwordHint', 'Choose a strong password please')).toBe(true);
    expect(credentialValueIsBenign('password', 'Passwort vergessen?')).toBe(false);
    expect(credentialValueIsBenign('password', 'Mot de passe oublié')).toBe(true);
    expect(credentialValueIsBenign('password', '%s')).toBe(true);
    expect(credentialValueIsBenign('password', ':password_value')).toBe(true);
    expect(credentialValueIsBenign('password', '{{ secret_value }}')).toBe(true);
    // a value saying there is none (`client_secret = 'not_available'` for public clients)
    expect(credentialValueIsBenign('client_secret', 'not_available')).toBe(true);
    expect(credentialValueIsBenign('client_secret', 'not_available_42x')).toBe(false);
    expect(credentialValueIsBenign('password_col', 'VARCHAR(255) NOT NULL')).toBe(true);
    expect(
      credentialValueIsBenign('set_password', 'ALTER USER %(user)s IDENTIFIED BY "%(password)s"'),
    ).toBe(true);
    expect(credentialValueIsBenign('SECRET_KEY', 'change-this-on-your-production-server')).toBe(
      true,
    );
    expect(
      dismissedByContext(
        'rb.hardcoded-key',
        match("config.secret_key_base = 'a secret token for running the tests'"),
        [],
      ),
    ).toBe(true);
    expect(
      dismissedByContext(
        'rb.hardcoded-key',
        match("config.secret_key_base = 'f3a9c1d27be04e5d'"),
        [],
      ),
    ).toBe(false);
  });
  it('drops messages with escaped line breaks and numbered slots, and message catalogs', () => {
    expect(
      credentialValueIsBenign(
        'passwordreset-emailelement',
        'Username: \\n$1\\n\\nTemporary password: \\n$2',
      ),
    ).toBe(true);
    expect(credentialValueIsBenign('resetText', 'Password for %1$s expires in %2$d days')).toBe(
      true,
    );
    // escapes alone do not make a secret a sentence
    expect(credentialValueIsBenign('password', 'Xk29\\nQw71\\nZp04')).toBe(false);
    // a catalog of the i18n format of MediaWiki and jQuery.i18n: its values are interface texts
    const catalog = [
      '{',
      '\t"@metadata": { "authors": ["A. Translator"] },',
      '\t"yourpassword": "M518x533S14c20481x467S2ff00482x483",',
      '}',
    ];
    const entry = (lines: string[]): RawMatch => ({ ...match(lines[2]), startLine: 3 });
    expect(dismissedByContext('secrets.generic-high-entropy', entry(catalog), catalog)).toBe(true);
    const config = [
      '{',
      '\t"name": "shop",',
      '\t"dbpassword": "M518x533S14c20481x467S2ff00482x483",',
      '}',
    ];
    expect(dismissedByContext('secrets.generic-high-entropy', entry(config), config)).toBe(false);
    // a catalog keyed by the messages themselves: its 'Password' entry is the label's translation
    const keyed = [
      '<?php',
      '$translations = array(',
      "\t'Password' => 'Kodeord',",
      "\t'Logout successful.' => 'Du er nu logget ud.',",
      "\t'Invalid credentials.' => 'Ugyldige log ind oplysninger.',",
      "\t'Table has been dropped.' => 'Tabellen er slettet.',",
      ');',
    ];
    expect(dismissedByContext('php.hardcoded-password', entry(keyed), keyed)).toBe(true);
    // a settings array whose keys are names is no catalog
    const settings = [
      '<?php',
      '$settings = array(',
      "\t'password' => 'Kodeord7',",
      "\t'host' => 'db.internal',",
      "\t'user' => 'shop',",
      ');',
    ];
    expect(dismissedByContext('php.hardcoded-password', entry(settings), settings)).toBe(false);
  });

  it('drops a key left unset for the settings to fill', () => {
    expect(credentialValueIsBenign('api_key', 'unset')).toBe(true);
    expect(credentialValueIsBenign('api_key', 'unset-9f8e7d')).toBe(false);
  });

  it('drops identifiers that spell their own key', () => {
    expect(
      dismissedByContext('js.hardcoded-password', match("accessToken: 'access_token'"), []),
    ).toBe(true);
    expect(
      dismissedByContext(
        'go.hardcoded-password',
        match('MembersCanCreateApiKey = "membersCanCreateApiKey"'),
        [],
      ),
    ).toBe(true);
    expect(
      dismissedByContext('js.hardcoded-password', match("accessToken: 'opensesame'"), []),
    ).toBe(false);
  });
});

describe('weak hashes in context', () => {
  it('drops cache keys, ETags, locks and HMACs', () => {
    for (const line of [
      "const cacheKey = crypto.createHash('md5').update(url).digest('hex');",
      'etag = hashlib.md5(body).hexdigest()',
      "lock_name = 'job-' + hashlib.sha1(name.encode()).hexdigest()",
      'mac = hmac.new(key, msg, hashlib.sha1)',
    ]) {
      expect(dismissedByContext('py.weak-hash', match(line), [line]), line).toBe(true);
    }
  });
  it('reads the enclosing function name', () => {
    const lines = [
      'def file_hash(self, name, content=None):',
      '    hasher = hashlib.md5()',
      '    return hasher',
    ];
    expect(
      dismissedByContext('py.weak-hash', { ...match('hashlib.md5()'), startLine: 2 }, lines),
    ).toBe(true);
    const pw = ['def legacy_password(pw):', '    h = hashlib.md5()', '    return h'];
    expect(
      dismissedByContext('py.weak-hash', { ...match('hashlib.md5()'), startLine: 2 }, pw),
    ).toBe(false);
    expect(dismissedByContext('php.weak-hash', match('md5($x)'), ['$blockHash = md5($x);'])).toBe(
      false,
    );
    // a configuration's digest exported as a metric value: a fingerprint; a token's is not
    const metric = ['func md5HashAsMetricValue(data []byte) float64 {', '\tsum := md5.Sum(data)'];
    expect(
      dismissedByContext('go.weak-hash', { ...match('md5.Sum(data)'), startLine: 2 }, metric),
    ).toBe(true);
    const token = ['func tokenMetric(token []byte) []byte {', '\tsum := md5.Sum(token)'];
    expect(
      dismissedByContext('go.weak-hash', { ...match('md5.Sum(token)'), startLine: 2 }, token),
    ).toBe(false);
  });
  it('a digest used as the key of a map of the program, within its own method', () => {
    const at = (lines: string[]) =>
      dismissedByContext('java.weak-hash', { ...match('getInstance'), startLine: 2 }, lines);
    const lookup = [
      '    public String lookup(String query) throws Exception {',
      '        MessageDigest md = MessageDigest.getInstance("MD5");',
      '        String k = hex(md.digest(query.getBytes()));',
      '        return pages.get(k);',
      '    }',
      '',
      '    public String owner(String sessionToken) throws Exception {',
    ];
    // the next method's parameters do not say what this digest is for
    expect(at(lookup)).toBe(true);
    // a digest of a session token, even used as a key, protects the token
    expect(at(lookup.map((l) => l.replace('query', 'sessionToken')))).toBe(false);
    // stored as a value, not a key: unexplained, kept
    expect(at(lookup.map((l) => l.replace('pages.get(k)', 'pages.put(name, k)')))).toBe(false);
  });
  it('keeps hashes of passwords and tokens, and unexplained ones', () => {
    for (const line of [
      'return hashlib.md5(password.encode()).hexdigest()',
      "const digest = crypto.createHash('sha1').update(token).digest('hex');",
      'h = hashlib.md5(data).hexdigest()',
      'cache[user] = hashlib.md5(password).hexdigest()',
    ]) {
      expect(dismissedByContext('py.weak-hash', match(line), [line]), line).toBe(false);
    }
  });
});

describe('weak hashes continued from the line before', () => {
  it('reads the assignment a digest continues, and still keeps secrets', () => {
    const cache = [
      '  @cache_key = "diff/#{path}/" +',
      '    Digest::MD5.hexdigest("#{path}-#{rev}")',
    ];
    expect(
      dismissedByContext(
        'rb.weak-hash',
        { ...match('Digest::MD5.hexdigest'), startLine: 2 },
        cache,
      ),
    ).toBe(true);
    const secret = ['  @session_key = "s/" +', '    Digest::MD5.hexdigest("#{user.id}")'];
    expect(
      dismissedByContext(
        'rb.weak-hash',
        { ...match('Digest::MD5.hexdigest'), startLine: 2 },
        secret,
      ),
    ).toBe(false);
  });
});

describe('disabled TLS verification in context', () => {
  const at = (lines: string[], line: number) =>
    dismissedByContext(
      'rb.tls-verify-disabled',
      { ...match('VERIFY_NONE'), startLine: line },
      lines,
    );
  it("drops the branch of the user's own option named for it", () => {
    expect(
      at(
        [
          'if options[:no_check_certificate]',
          '  # opt-out',
          '  http.verify_mode = OpenSSL::SSL::VERIFY_NONE',
        ],
        3,
      ),
    ).toBe(true);
    expect(
      at(
        [
          'opts = { verify_mode: verify_peer? ? OpenSSL::SSL::VERIFY_PEER : OpenSSL::SSL::VERIFY_NONE }',
        ],
        1,
      ),
    ).toBe(true);
    expect(at(['http.verify_mode = OpenSSL::SSL::VERIFY_NONE if ENV["SKIP_SSL_VERIFY"]'], 1)).toBe(
      true,
    );
    // the `else` of a branch on the option
    const py = [
      'if verify_cert:',
      '    ctx.verify_mode = ssl.CERT_REQUIRED',
      'else:',
      '    ctx.verify_mode = ssl.CERT_NONE',
    ];
    expect(at(py, 4)).toBe(true);
    const js = ['if (opts.verifyTls) {', '  agent = strict;', '} else {', '  agent = loose;', '}'];
    expect(at(js, 4)).toBe(true);
  });
  it('keeps the else of a branch on something else, reads past elif to the if', () => {
    const py = [
      'if verify_cert:',
      '    pass',
      'elif legacy:',
      '    ctx.verify_mode = ssl.CERT_REQUIRED',
      'else:',
      '    ctx.verify_mode = ssl.CERT_NONE',
    ];
    expect(at(py, 6)).toBe(true);
    const other = [
      'if use_tls:',
      '    ctx = strict',
      'else:',
      '    ctx.verify_mode = ssl.CERT_NONE',
    ];
    expect(at(other, 4)).toBe(false);
    expect(at(['try:', '    x()', 'else:', '    ctx.verify_mode = ssl.CERT_NONE'], 4)).toBe(false);
  });
  it('keeps unconditional ones and branches of unrelated options', () => {
    expect(at(['http.verify_mode = OpenSSL::SSL::VERIFY_NONE'], 1)).toBe(false);
    expect(
      at(
        ["if pop_options[:ssl] == 'force'", '  Net::POP3.enable_ssl(OpenSSL::SSL::VERIFY_NONE)'],
        2,
      ),
    ).toBe(false);
    expect(at(['if insecure', '  http.verify_mode = OpenSSL::SSL::VERIFY_NONE'], 2)).toBe(false);
  });
});

describe('stored digests are not credentials', () => {
  it('drops a hex digest under a hashed key, keeps a password', () => {
    expect(
      credentialValueIsBenign('hashed_password', '4b1e0a6f3c9d27e85b6a0f1c2d3e4f5a6b7c8d9e'),
    ).toBe(true);
    expect(credentialValueIsBenign('password', '4b1e0a6f3c9d27e85b6a0f1c2d3e4f5a6b7c8d9e')).toBe(
      false,
    );
    expect(credentialValueIsBenign('password_digest', 'Adm1n-first-login')).toBe(false);
  });
});

describe('credentials in a mapping of keys to a type or a group', () => {
  it('drops a word that is the value of three different keys, keeps a repeated password', () => {
    const mapping = [
      "  title: 'string',",
      "  password: 'string',",
      "  stripe_secret_key: 'string',",
    ];
    expect(
      dismissedByContext(
        'js.hardcoded-password',
        { ...match("password: 'string',"), startLine: 2 },
        mapping,
      ),
    ).toBe(true);
    const envs = ["  password: 'rootpass'", "  password: 'rootpass'", "  password: 'rootpass'"];
    expect(
      dismissedByContext(
        'js.hardcoded-password',
        { ...match("password: 'rootpass'"), startLine: 1 },
        envs,
      ),
    ).toBe(false);
    const two = ["  title: 'string',", "  password: 'string',"];
    expect(
      dismissedByContext(
        'js.hardcoded-password',
        { ...match("password: 'string',"), startLine: 2 },
        two,
      ),
    ).toBe(false);
  });
});

describe('weak hashes: camelCase names, ids and ETags set below', () => {
  it('reads assetHash, blog_id and an ETag set from the digest', () => {
    const at = (lines: string[], line = 1) =>
      dismissedByContext('js.weak-hash', { ...match('md5'), startLine: line }, lines);
    expect(
      at(["config.set('assetHash', crypto.createHash('md5').update(now).digest('hex'))"]),
    ).toBe(true);
    expect(at(["data.blog_id = crypto.createHash('md5').update(blogId).digest('hex');"])).toBe(
      true,
    );
    expect(
      at([
        "const hashSum = crypto.createHash('md5');",
        'hashSum.update(buf);',
        "headers.ETag = hashSum.digest('hex');",
      ]),
    ).toBe(true);
    expect(at(["data.session_id = crypto.createHash('md5').update(user).digest('hex');"])).toBe(
      false,
    );
    expect(at(["const digest = crypto.createHash('md5').update(body).digest('hex');"])).toBe(false);
  });
});

describe('weak hashes whose variable feeds a cache', () => {
  it('drops a digest compared with a cache entry on the next line', () => {
    const lines = [
      "  const dataHash = crypto.createHash('md5').update(JSON.stringify(data)).digest('hex');",
      '  if (!feedCache[url] || feedCache[url].hash !== dataHash) {',
    ];
    expect(dismissedByContext('js.weak-hash', { ...match('md5'), startLine: 1 }, lines)).toBe(true);
    const other = [
      "  const dataHash = crypto.createHash('md5').update(body).digest('hex');",
      '  cache.clear();',
    ];
    expect(dismissedByContext('js.weak-hash', { ...match('md5'), startLine: 1 }, other)).toBe(
      false,
    );
  });
});

describe('weak hashes of rules reporting only protecting digests', () => {
  const only = { onlyProtecting: true };
  const at = (lines: string[], i: number): RawMatch => ({ ...match(lines[i - 1]), startLine: i });
  it('drops digests whose purpose the code does not name', () => {
    for (const line of [
      '$check = md5($TEXT);',
      "$item['hash'] = md5(trim(rawWiki($item['id'])));",
      '$hash = md5($msg);',
      '$cacheKey = md5($apiUrl . $page);',
      'return hashlib.md5(text.encode()).hexdigest() != previous',
      '$token = md5(random_bytes(16));',
    ]) {
      expect(dismissedByContext('php.weak-hash', match(line), [line], only), line).toBe(true);
    }
  });
  it('keeps digests of passwords, tokens and keys, integrity and authentication checks', () => {
    for (const line of [
      'return md5($password);',
      '$hash1 = strtolower(md5($salt . md5($clear)));',
      'return sha1($api_key);',
      "if (md5($row['id']) === $_COOKIE['remember']) {",
      'return hashlib.sha1(token.encode()).hexdigest()',
      'h = hashlib.md5(pw)',
    ]) {
      expect(dismissedByContext('php.weak-hash', match(line), [line], only), line).toBe(false);
    }
  });
  it('reads the function name and its doc comment, not a neighbouring cache key', () => {
    const doc = [
      '/**',
      ' * Password hashing method (Apache MD5)',
      ' */',
      'public function hash_apr1($clear, $salt = null) {',
      '    $bin = pack("H32", md5($text));',
      '}',
    ];
    expect(dismissedByContext('php.weak-hash', at(doc, 5), doc, only)).toBe(false);
    const py = [
      'def legacy_digest(value):',
      '    """Signs the export with the shared secret."""',
      '    return hashlib.md5(value).digest()',
    ];
    expect(dismissedByContext('py.weak-hash', at(py, 3), py, only)).toBe(false);
    const plain = ['function page_revision($text) {', '    return md5($text);', '}'];
    expect(dismissedByContext('php.weak-hash', at(plain, 2), plain, only)).toBe(true);
    const lock = ['function verify_login($user) {', '    $lockName = md5($user);', '}'];
    expect(dismissedByContext('php.weak-hash', at(lock, 2), lock, only)).toBe(true);
  });
});

describe('shell scripts: getopt and removals of checked directories', () => {
  const at = (src: string, line: number): [RawMatch, string[]] => {
    const lines = src.split('\n');
    return [{ ...match(lines[line - 1].trim()), startLine: line }, lines];
  };
  const dismissed = (ruleId: string, src: string, line: number) =>
    dismissedByContext(ruleId, ...at(src, line));

  it('drops eval set -- of getopt output, keeps eval of other values', () => {
    const getopt = 'args="$(getopt -o h -l help -- "$@")"\neval set -- "$args"';
    expect(dismissed('bash.code-injection', getopt, 2)).toBe(true);
    expect(dismissed('bash.code-injection', 'T=$(getopt -o sp -- "$@")\neval set -- "$T"', 2)).toBe(
      true,
    );
    expect(dismissed('bash.code-injection', 'args="$1"\neval set -- "$args"', 2)).toBe(false);
    expect(
      dismissed(
        'bash.code-injection',
        'args=$(getopt -o h -- "$@")\nargs=$2\neval set -- "$args"',
        3,
      ),
    ).toBe(false);
    expect(dismissed('bash.code-injection', 'args=$(getopt -o h -- "$@")\neval "$args"', 2)).toBe(
      false,
    );
  });

  it('drops rm -rf "$DIR/x" when $DIR is checked or never empty', () => {
    const root = 'ROOT="$(readlink -f $(dirname $0)/..)/instances"\nrm -rf "$ROOT/$name"';
    expect(dismissed('bash.unsafe-rm', root, 2)).toBe(true);
    expect(dismissed('bash.unsafe-rm', '[ -n "$D" ] || exit 1\nrm -rf "$D/cache"', 2)).toBe(true);
    expect(dismissed('bash.unsafe-rm', ': "${D:?}"\nrm -rf "$D/cache"', 2)).toBe(true);
  });

  it('keeps removals of unquoted, unassigned, positional or read values', () => {
    expect(dismissed('bash.unsafe-rm', 'D=/srv/www\nrm -rf $D/', 2)).toBe(false);
    expect(dismissed('bash.unsafe-rm', 'rm -rf "$PREFIX/lib"', 1)).toBe(false);
    expect(dismissed('bash.unsafe-rm', 'D=$1\nrm -rf "$D/cache"', 2)).toBe(false);
    expect(dismissed('bash.unsafe-rm', 'D=${1:-}\nrm -rf "$D/cache"', 2)).toBe(false);
    expect(dismissed('bash.unsafe-rm', 'D=/srv\nread -r D\nrm -rf "$D/cache"', 3)).toBe(false);
    expect(dismissed('bash.unsafe-rm', 'D=/srv\nD="$X"\nrm -rf "$D/cache"', 3)).toBe(false);
    expect(dismissed('bash.unsafe-rm', '[ -n "$D" ] || echo empty\nrm -rf "$D/cache"', 2)).toBe(
      false,
    );
  });
});

describe('cookie flags in context', () => {
  const dismissed = (code: string, lines: string[] = [code]) =>
    dismissedByContext('py.cookie-insecure', match(code), lines);

  it('drops preference cookies left with the default flags', () => {
    expect(dismissed("setcookie('lang', $lang, time() + 86400);")).toBe(true);
    expect(dismissed("resp.set_cookie('disabled_{0}'.format(k), ','.join(v), max_age=60)")).toBe(
      true,
    );
    expect(dismissed("res.cookie(cookieName, 'true');")).toBe(true);
    expect(dismissed('http.SetCookie(w, &http.Cookie{Name: "theme", Value: t})')).toBe(true);
  });

  it('keeps cookies that hold a credential, flags switched off, and unknown cookies', () => {
    expect(dismissed("setcookie('PHPSESSID', $id);")).toBe(false);
    expect(dismissed("res.cookie('prefs', authToken);")).toBe(false);
    expect(dismissed('http.SetCookie(w, &http.Cookie{Name: "sid", Value: v})')).toBe(false);
    expect(dismissed("resp.set_cookie('SomeCookie', bar, secure=False, httponly=True)")).toBe(
      false,
    );
    expect(
      dismissed(
        'c.setSecure(false);',
        ['Cookie c = new Cookie("theme", v);', 'c.setSecure(false);'].slice(1),
      ),
    ).toBe(false);
    expect(dismissed('SESSION_COOKIE_SECURE = False')).toBe(false);
    // every cookie of the request, the session among them
    expect(dismissed('c.setHttpOnly(false);')).toBe(false);
    expect(dismissed('resp.set_cookie(name, value)')).toBe(false);
    // the cookie built on the lines before its flag is set
    const lines = [
      'Cookie c = new Cookie("SESSION", sid);',
      'c.setMaxAge(60);',
      'resp.addCookie(c);',
    ];
    expect(
      dismissedByContext('java.cookie-insecure', { ...match(lines[2]), startLine: 3 }, lines),
    ).toBe(false);
    const prefs = ['Cookie c = new Cookie("lang", v);', 'c.setMaxAge(60);', 'resp.addCookie(c);'];
    expect(
      dismissedByContext('java.cookie-insecure', { ...match(prefs[2]), startLine: 3 }, prefs),
    ).toBe(true);
  });
});

describe('rate limits and digests complete on their line', () => {
  it('drops a rate limit under a password action, keeps a password', () => {
    expect(credentialValueIsBenign('reset_password', '20/m')).toBe(true);
    expect(credentialValueIsBenign('change_password', '5/minute')).toBe(true);
    expect(credentialValueIsBenign('worker_password', 'rT7m/2kQ')).toBe(false);
  });
  it('reads the next lines only where they still compute the digest', () => {
    const only = { onlyProtecting: true };
    const tag = [
      'def reconfigure(self, master_name, name, password):',
      '    self.master_tag = hashlib.sha1(master_name).hexdigest()[:6]',
      '    return self.configure_login(name, password)',
    ];
    const at2 = (code: string) => ({ ...match(code), startLine: 2 });
    expect(dismissedByContext('py.weak-hash', at2('hashlib.sha1(master_name)'), tag, only)).toBe(
      true,
    );
    const upd = ['def store(p, salt):', '    m = hashlib.sha1()', '    m.update(p.passwd + salt)'];
    expect(dismissedByContext('py.weak-hash', at2('hashlib.sha1()'), upd, only)).toBe(false);
    const open = ['def sign(app, url):', '    suffix = md5(', '        app.secret + url', '    )'];
    expect(dismissedByContext('py.weak-hash', at2('md5('), open, only)).toBe(false);
  });
  it('drops a digest made into a metric value', () => {
    const lines = ['func configHashAsMetricValue(data []byte) float64 {', '\tsum := md5.Sum(data)'];
    expect(
      dismissedByContext('go.weak-hash', { ...match('md5.Sum(data)'), startLine: 2 }, lines),
    ).toBe(true);
    const tok = ['func tokenAsMetricValue(data []byte) float64 {', '\tsum := md5.Sum(data)'];
    expect(
      dismissedByContext('go.weak-hash', { ...match('md5.Sum(data)'), startLine: 2 }, tok),
    ).toBe(false);
  });
});
