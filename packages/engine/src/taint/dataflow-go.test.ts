/** Dataflow features of the taint engine on small Go programs. */
import { describe, expect, it } from 'vitest';
import { scanProject, scanSnippet } from './testing.js';

function lines(body: string, extra = ''): number[] {
  // header lines 1-4; the body starts at line 5
  const src = `package p\nimport ("fmt"; "net/http"; "os/exec")\nvar db = open()\nfunc h(w http.ResponseWriter, r *http.Request) {\n${body}\n}\n${extra}`;
  return scanSnippet('go', src)
    .map((f) => f.startLine)
    .sort((a, b) => a - b);
}

describe('go dataflow', () => {
  it('aliasing, Sprintf, constant folding, maps and slices', () => {
    const body = `a := r.FormValue("x")\nb := a\na = "const"\ndb.Exec(a)\ndb.Exec(fmt.Sprintf("x %s", b))\nm := map[string]string{"k": b, "s": "ok"}\ndb.Exec(m["s"])\ndb.Exec(m["k"])\nx := 5\nif x*2 < 3 {\n db.Exec(b)\n}\nl := []string{"c", b}\ndb.Exec(l[0])\ndb.Exec(l[1])`;
    expect(lines(body)).toEqual([9, 12, 19]);
  });
  it('same-file functions through summaries and loops', () => {
    const extra = `func wrap(s string) string { return "ls " + s }\nfunc konst(s string) string { return "ls" }\nfunc run(c string) { exec.Command("sh", "-c", c).Run() }\n`;
    const body = `exec.Command("sh", "-c", wrap(r.FormValue("a"))).Run()\nexec.Command("sh", "-c", konst(r.FormValue("a"))).Run()\nrun(r.FormValue("b"))\nacc := ""\nfor _, p := range r.URL.Query()["p"] {\n acc += p\n}\ndb.Exec(acc)`;
    expect(lines(body, extra)).toEqual([5, 12, 16]);
  });

  it('typed receivers, handler closures, out-arguments in an if initializer, a Contains("..") guard', () => {
    const extra = `type St struct{}\nfunc (s *St) Find(x string) { db.Exec("q " + x) }\nfunc mk(s *St) http.HandlerFunc {\n return func(w http.ResponseWriter, r *http.Request) { s.Find(r.FormValue("a")) }\n}\n`;
    const body = `var v struct{ A string }\nif err := json.NewDecoder(r.Body).Decode(&v); err != nil {\n return\n}\nexec.Command("sh", "-c", v.A).Run()\np := r.FormValue("p")\nif strings.Contains(p, "..") {\n return\n}\nos.ReadFile(p)\nos.ReadFile(r.FormValue("q"))`;
    expect(lines(body, extra)).toEqual([9, 15, 18]);
  });

  it('cross-file: functions of other files of the same package (a directory), called unqualified', () => {
    const util = `package web\n\nimport (\n\t"html"\n\t"os/exec"\n)\n\nfunc runScript(c string) {\n\texec.Command("sh", "-c", c).Run()\n}\n\nfunc clean(s string) string {\n\treturn html.EscapeString(s)\n}\n\nfunc pass(s string) string {\n\treturn "<b>" + s\n}\n`;
    const app = `package web\n\nimport "net/http"\n\nfunc Handle(w http.ResponseWriter, r *http.Request) {\n\trunScript(r.FormValue("a"))\n\tw.Write([]byte(clean(r.FormValue("b"))))\n\tw.Write([]byte(pass(r.FormValue("c"))))\n}\n`;
    const other = `package other\n\nfunc runScript(c string) {}\n`;
    const found = scanProject([
      { path: 'web/util.go', language: 'go', source: util },
      { path: 'web/app.go', language: 'go', source: app },
      { path: 'other/util.go', language: 'go', source: other },
    ]);
    expect([...new Set(found.map((f) => `${f.file}:${f.startLine}:${f.ruleId}`))].sort()).toEqual([
      'web/app.go:8:go.xss',
      'web/util.go:9:go.command-injection',
    ]);
    // the same handler with the helper in another package (directory) reaches no sink
    const apart = scanProject([
      { path: 'lib/util.go', language: 'go', source: util },
      { path: 'web/app.go', language: 'go', source: app },
    ]);
    expect(apart.map((f) => `${f.startLine}:${f.ruleId}`)).not.toContain('6:go.command-injection');
  });

  it('templates: html/template escapes on Execute, text/template does not; both parse what they are given', () => {
    const src = [
      'package p', // 1
      'import (',
      '\t"net/http"',
      '\thtmltemplate "html/template"',
      '\t"text/template"', // 5
      ')',
      'func h(w http.ResponseWriter, r *http.Request) {',
      '\tname := r.FormValue("name")',
      '\tpage := htmltemplate.Must(htmltemplate.New("p").Parse("<p>{{.}}</p>"))',
      '\tpage.Execute(w, name)', // 10
      '\tplain := template.Must(template.New("p").Parse("<p>{{.}}</p>"))',
      '\tplain.Execute(w, name)',
      '\tcustom, err := htmltemplate.New("c").Parse("<b>{{.}}</b>")',
      '\tif err == nil {',
      '\t\tcustom.ExecuteTemplate(w, "c", name)', // 15
      '\t}',
      '\tt := template.New("u")',
      '\tt.Parse(r.FormValue("tpl"))',
      '\tu := htmltemplate.New("u")',
      '\tu.Parse(r.FormValue("tpl"))', // 20
      '}',
    ].join('\n');
    const found = scanSnippet('go', src)
      .map((f) => `${f.startLine}:${f.ruleId}`)
      .sort();
    expect(found).toEqual(['12:go.xss', '18:go.template-injection', '20:go.template-injection']);
  });

  it('url.Parse then a rejected host keeps the parsed text on this site; a scheme check alone does not', () => {
    const body = `next := r.FormValue("next")\nu, err := url.Parse(next)\nif err != nil || u.Host != "" {\n return\n}\nhttp.Redirect(w, r, next, 302)\nback := r.FormValue("back")\nv, err := url.Parse(back)\nif err != nil || v.Scheme != "" {\n return\n}\nhttp.Redirect(w, r, back, 302)`;
    expect(lines(body)).toEqual([16]);
  });

  it('strings.Map keeping only identifier characters cleans, across files of the package', () => {
    const query = `package store\nimport "strings"\nfunc Ident(s string) string {\n\treturn strings.Map(func(r rune) rune {\n\t\tif r == '_' || (r >= 'a' && r <= 'z') || (r >= '0' && r <= '9') {\n\t\t\treturn r\n\t\t}\n\t\treturn -1\n\t}, s)\n}\nfunc Loose(s string) string {\n\treturn strings.Map(func(r rune) rune {\n\t\tif r == '\\'' {\n\t\t\treturn -1\n\t\t}\n\t\treturn r\n\t}, s)\n}\n`;
    const repo = `package store\nimport ("database/sql"; "net/http")\nfunc Find(db *sql.DB, req *http.Request) {\n\tq := req.URL.Query()\n\tdb.Query("SELECT * FROM t ORDER BY " + Ident(q.Get("sort")))\n\tdb.Query("SELECT * FROM t ORDER BY " + Loose(q.Get("sort")))\n}\n`;
    const found = scanProject([
      { path: 'store/query.go', language: 'go', source: query },
      { path: 'store/repo.go', language: 'go', source: repo },
    ]);
    expect([...new Set(found.map((f) => `${f.file}:${f.startLine}`))]).toEqual(['store/repo.go:6']);
  });
  it('a URL given its own host leads there; Referer redirects; host-pinning prefixes; rooted Clean', () => {
    const body = [
      'r.URL.Host = r.Host', // 5
      'http.Redirect(w, r, r.URL.String(), 301)',
      'u := *r.URL',
      'u.Host = r.FormValue("h")',
      'http.Redirect(w, r, u.String(), 302)', // 9
      'http.Redirect(w, r, r.Referer(), 303)',
      'n := r.FormValue("n")',
      'if strings.HasPrefix(n, "/") {',
      ' http.Redirect(w, r, n, 302)', // 13
      '}',
      'if strings.HasPrefix(n, "/app/") {',
      ' http.Redirect(w, r, n, 302)',
      '}',
      'p := r.FormValue("p")',
      'os.ReadFile(filepath.Join("/srv", filepath.Clean("/"+p)))',
      'os.ReadFile(filepath.Clean("/" + p))', // 20
    ].join('\n');
    expect(lines(body)).toEqual([9, 13, 20]);
  });
});
