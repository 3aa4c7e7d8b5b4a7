/** Dataflow features of the taint engine on small Java programs. */
import { describe, expect, it } from 'vitest';
import { scanProject, scanSnippet } from './testing.js';

function lines(body: string, extra = ''): number[] {
  // line 1-3 header; the body starts at line 4
  const src = `class A extends HttpServlet {\n  private Statement st;\n  void doGet(HttpServletRequest req, HttpServletResponse res) throws Exception {\n${body}\n  }\n${extra}}\n`;
  return scanSnippet('java', src)
    .map((f) => f.startLine)
    .sort((a, b) => a - b);
}

describe('java dataflow', () => {
  it('reassignment and aliasing', () => {
    expect(lines(`String a = req.getParameter("x");\nString b = a;\na = "const";\nst.execute(a);\nst.execute(b);`)).toEqual([8]);
  });
  it('StringBuilder, String.format, concat and substring', () => {
    const body = `String t = req.getParameter("t");\nStringBuilder sb = new StringBuilder();\nsb.append("a").append(t);\nst.execute(sb.toString());\nst.execute(String.format("%s", t));\nst.execute("x".concat(t.substring(1).trim()));\nStringBuilder ok = new StringBuilder("k");\nok.append("v");\nst.execute(ok.toString());`;
    expect(lines(body)).toEqual([7, 8, 9]);
  });
  it('map put/get with constant keys; list add/get/remove index sensitive; arrays', () => {
    const body = `Map<String, String> m = new HashMap<>();\nm.put("a", req.getParameter("x"));\nm.put("b", "ok");\nst.execute(m.get("b"));\nst.execute(m.get("a"));\nList<String> l = new ArrayList<>();\nl.add(req.getParameter("x"));\nl.add("safe");\nl.remove(0);\nst.execute(l.get(0));\nString[] arr = {"c", req.getParameter("y")};\nst.execute(arr[0]);\nst.execute(arr[1]);`;
    expect(lines(body)).toEqual([8, 16]);
  });
  it('constant conditions, ternaries and switch on constants', () => {
    const body = `String t = req.getParameter("x");\nint x = 5;\nif (x * 2 < 3) { st.execute(t); }\nboolean c = false;\nst.execute(c ? t : "safe");\nint k = 2;\nswitch (k) { case 1: st.execute(t); break; case 2: st.execute("ok"); break; default: st.execute(t); }\nif (x > 1) { st.execute(t); }`;
    expect(lines(body)).toEqual([11]);
  });
  it('loops', () => {
    expect(lines(`String acc = "";\nString cmd = "ls";\nfor (int i = 0; i < 3; i++) {\n  st.execute(cmd);\n  cmd = acc;\n  acc = req.getParameter("x");\n}`)).toEqual([7]);
  });
  it('escaping is per sink kind; parseInt cleans', () => {
    const body = `String t = req.getParameter("x");\nString h = Encode.forHtml(t);\nres.getWriter().print(h);\nst.execute("a" + h);\nst.execute("a" + Integer.parseInt(t));`;
    expect(lines(body)).toEqual([7]);
  });
  it('same-file methods through summaries', () => {
    const extra = `  String id(String s) { return s.trim(); }\n  String k(String s) { return "x"; }\n  void run(String q) throws Exception { st.execute(q); }\n`;
    const body = `st.execute(id(req.getParameter("a")));\nst.execute(k(req.getParameter("a")));\nthis.run(req.getParameter("b"));`;
    expect(lines(body, extra)).toEqual([4, 10]);
  });
  it('Spring annotated parameters are sources', () => {
    const src = `@RestController\nclass C {\n  private JdbcTemplate jdbc;\n  @GetMapping("/a")\n  String a(@RequestParam String q, String plain) {\n    jdbc.update("DELETE FROM t WHERE n = '" + q + "'");\n    jdbc.update("DELETE FROM t WHERE n = '" + plain + "'");\n    return "ok";\n  }\n}\n`;
    expect(scanSnippet('java', src).map((f) => f.startLine)).toEqual([6]);
  });

  it('cross-file: static methods of classes of the same package (a directory), without an import', () => {
    const helper = `package com.acme.web;\n\nclass Shell {\n  static void run(String c) throws Exception {\n    Runtime.getRuntime().exec(new String[] {"sh", "-c", c});\n  }\n  static String quote(String s) {\n    return "'" + s.replaceAll("[^A-Za-z0-9]", "") + "'";\n  }\n  static String wrap(String s) {\n    return "echo " + s;\n  }\n}\n`;
    const servlet = `package com.acme.web;\n\nclass Tools extends HttpServlet {\n  void doGet(HttpServletRequest req, HttpServletResponse res) throws Exception {\n    Shell.run(req.getParameter("a"));\n    Runtime.getRuntime().exec(Shell.wrap(req.getParameter("b")));\n  }\n}\n`;
    const found = scanProject([
      { path: 'src/com/acme/web/Shell.java', language: 'java', source: helper },
      { path: 'src/com/acme/web/Tools.java', language: 'java', source: servlet },
    ]);
    expect([...new Set(found.map((f) => `${f.file}:${f.startLine}:${f.ruleId}`))].sort()).toEqual(['src/com/acme/web/Tools.java:5:java.command-injection', 'src/com/acme/web/Tools.java:6:java.command-injection']);
    // the helper in another package (directory) is not resolved: no finding on the call
    const apart = scanProject([
      { path: 'src/com/acme/util/Shell.java', language: 'java', source: helper },
      { path: 'src/com/acme/web/Tools.java', language: 'java', source: servlet },
    ]);
    expect(apart.map((f) => `${f.file}:${f.startLine}`)).not.toContain('src/com/acme/web/Tools.java:5');
  });
});
