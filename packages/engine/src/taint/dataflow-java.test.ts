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
    expect(
      lines(
        `String a = req.getParameter("x");\nString b = a;\na = "const";\nst.execute(a);\nst.execute(b);`,
      ),
    ).toEqual([8]);
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
    expect(
      lines(
        `String acc = "";\nString cmd = "ls";\nfor (int i = 0; i < 3; i++) {\n  st.execute(cmd);\n  cmd = acc;\n  acc = req.getParameter("x");\n}`,
      ),
    ).toEqual([7]);
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

  it('fully qualified class names call like simple ones', () => {
    const body = `String t = req.getParameter("x");\nres.getWriter().print(org.apache.commons.text.StringEscapeUtils.escapeHtml4(t));\nres.getWriter().print(org.springframework.web.util.HtmlUtils.htmlEscape(t));\nres.setHeader("X", java.net.URLEncoder.encode(t, "UTF-8"));\njava.nio.file.Files.readAllBytes(java.nio.file.Paths.get("/d", t));\nres.getWriter().print(org.apache.commons.lang3.StringEscapeUtils.escapeJava(t));`;
    expect(lines(body)).toEqual([8, 9]);
  });
  it('calls on constants fold: charAt, length, String.valueOf', () => {
    const body = `String t = req.getParameter("x");\nString b;\nString g = "ABC";\nswitch (g.charAt(2)) { case 'A': b = t; break; case 'C': b = "ok"; break; default: b = t; }\nst.execute(b);\nString c = g.length() > 2 ? "ok" : t;\nst.execute(c);\nString d = String.valueOf(7).equals("7") ? t : "ok";\nst.execute(d);`;
    expect(lines(body)).toEqual([12]);
  });
  it('methods of classes of the file: new C().m(), locals of type C, interfaces implemented in the file', () => {
    const extra = `  static class Fmt { String keep(String s) { return s + "!"; } String drop(String s) { return "x"; } }\n  interface Op { String run(String s); }\n  static class Fixed implements Op { public String run(String s) { return "const"; } }\n`;
    const body = `String t = req.getParameter("x");\nst.execute(new Fmt().keep(t));\nst.execute(new Fmt().drop(t));\nFmt f = new Fmt();\nst.execute(f.drop(t));\nOp op = new Fixed();\nst.execute(op.run(t));`;
    expect(lines(body, extra)).toEqual([5]);
  });
  it('fresh objects do not share state: new StringBuilder(), new C() at two call sites', () => {
    const extra = `  static class Box { String v = ""; void add(String x) { v = x; } String get() { return v; } }\n`;
    const body = `String t = req.getParameter("x");\nst.execute(new StringBuilder().append(t).toString());\nst.execute(new StringBuilder().append("k").toString());\nnew Box().add(t);\nst.execute(new Box().get());`;
    expect(lines(body, extra)).toEqual([5]);
  });
  it('objects keep what constructors and setters store in their fields', () => {
    const extra = `  static class Query { private final String text; Query(String text) { this.text = text; } String getText() { return text; } }\n  static class Holder { private String value; void setValue(String v) { this.value = v; } String getValue() { return value; } }\n`;
    const body = `String t = req.getParameter("x");\nst.execute(new Query("SELECT " + t).getText());\nQuery k = new Query("SELECT 1");\nst.execute(k.getText());\nHolder h = new Holder();\nh.setValue(t);\nst.execute(h.getValue());\nHolder g = new Holder();\ng.setValue("ok");\nst.execute(g.getValue());`;
    expect(lines(body, extra)).toEqual([5, 10]);
  });
  it('assignments in loop and if conditions: readLine loops', () => {
    const body = `java.io.BufferedReader r = req.getReader();\nStringBuilder sb = new StringBuilder();\nString line;\nwhile ((line = r.readLine()) != null) sb.append(line);\nst.execute(sb.toString());\nString v;\nif ((v = req.getHeader("h")) != null) st.execute(v);`;
    expect(lines(body)).toEqual([8, 10]);
  });
  it('a name checked for ".." before use cannot climb out of its directory', () => {
    const body = `String t = req.getParameter("x");\nnew java.io.File("/d/" + t);\nif (t.contains("..")) { return; }\nnew java.io.File("/d/" + t);\nst.execute(t);`;
    expect(lines(body)).toEqual([5, 8]);
  });
  it('deques: getFirst / getLast are index sensitive', () => {
    const body = `java.util.LinkedList<String> d = new java.util.LinkedList<>();\nd.addLast(req.getParameter("x"));\nd.addFirst("safe");\nst.execute(d.getFirst());\nst.execute(d.getLast());`;
    expect(lines(body)).toEqual([8]);
  });
  it('instance fields carry data to the methods of the class', () => {
    const src = `class A extends HttpServlet {\n  private String data;\n  private Statement st;\n  void doGet(HttpServletRequest req, HttpServletResponse res) throws Exception {\n    data = req.getParameter("x");\n    sink();\n  }\n  void doPost(HttpServletRequest req, HttpServletResponse res) throws Exception {\n    data = "fixed";\n    sink();\n  }\n  private void sink() throws Exception {\n    st.execute("SELECT " + data);\n  }\n  void local(HttpServletRequest req) throws Exception {\n    String data = "k";\n    this.data = req.getParameter("y");\n    st.execute(data);\n  }\n}\n`;
    expect(scanSnippet('java', src).map((f) => f.startLine)).toEqual([13]);
  });
  it('builders and writers: StringBuilder.replace, chained appends to the response writer', () => {
    const body = `String t = req.getParameter("x");\nStringBuilder sb = new StringBuilder("abc");\nsb.replace(0, 1, t);\nst.execute(sb.toString());\nres.getWriter().append("<p>").append(t);\nst.execute(t.replaceAll("[^a-zA-Z0-9]", ""));\nst.execute(t.replaceAll("[<>]", ""));`;
    expect(lines(body)).toEqual([7, 8, 10]);
  });
  it('XML parsing: hardened in the same method or not', () => {
    const extra = `  void safe(HttpServletRequest req) throws Exception {\n    DocumentBuilderFactory f = DocumentBuilderFactory.newInstance();\n    f.setFeature("http://apache.org/xml/features/disallow-doctype-decl", true);\n    f.newDocumentBuilder().parse(req.getInputStream());\n  }\n`;
    const body = `DocumentBuilderFactory f = DocumentBuilderFactory.newInstance();\nf.newDocumentBuilder().parse(req.getInputStream());`;
    expect(lines(body, extra)).toEqual([5]);
  });
  it('Spring handlers: an InputStream parameter is the request body', () => {
    const src = `@RestController\nclass C {\n  @PostMapping("/a")\n  String a(InputStream body) throws Exception {\n    new ObjectInputStream(body).readObject();\n    return "ok";\n  }\n  String helper(InputStream in) throws Exception {\n    new ObjectInputStream(in).readObject();\n    return "ok";\n  }\n}\n`;
    expect(scanSnippet('java', src).map((f) => f.startLine)).toEqual([5]);
  });

  it('cross-file: static methods of classes of the same package (a directory), without an import', () => {
    const helper = `package com.acme.web;\n\nclass Shell {\n  static void run(String c) throws Exception {\n    Runtime.getRuntime().exec(new String[] {"sh", "-c", c});\n  }\n  static String quote(String s) {\n    return "'" + s.replaceAll("[^A-Za-z0-9]", "") + "'";\n  }\n  static String wrap(String s) {\n    return "echo " + s;\n  }\n}\n`;
    const servlet = `package com.acme.web;\n\nclass Tools extends HttpServlet {\n  void doGet(HttpServletRequest req, HttpServletResponse res) throws Exception {\n    Shell.run(req.getParameter("a"));\n    Runtime.getRuntime().exec(Shell.wrap(req.getParameter("b")));\n  }\n}\n`;
    const found = scanProject([
      { path: 'src/com/acme/web/Shell.java', language: 'java', source: helper },
      { path: 'src/com/acme/web/Tools.java', language: 'java', source: servlet },
    ]);
    expect([...new Set(found.map((f) => `${f.file}:${f.startLine}:${f.ruleId}`))].sort()).toEqual([
      'src/com/acme/web/Shell.java:5:java.command-injection',
      'src/com/acme/web/Tools.java:6:java.command-injection',
    ]);
    // the helper in another package (directory) is not resolved: no finding on the call
    const apart = scanProject([
      { path: 'src/com/acme/util/Shell.java', language: 'java', source: helper },
      { path: 'src/com/acme/web/Tools.java', language: 'java', source: servlet },
    ]);
    expect(apart.map((f) => `${f.file}:${f.startLine}`)).not.toContain(
      'src/com/acme/web/Tools.java:5',
    );
  });

  it('cross-file: a hand-written HTML escaper of another package, called from a private helper', () => {
    const escaper = `package util;\n\npublic final class HTMLFilter {\n  public static String filter(String m) {\n    StringBuilder r = new StringBuilder();\n    for (char c : m.toCharArray()) {\n      switch (c) {\n        case '<': r.append("&lt;"); break;\n        case '>': r.append("&gt;"); break;\n        default: r.append(c);\n      }\n    }\n    return r.toString();\n  }\n  public static String trim(String m) {\n    return m.trim();\n  }\n}\n`;
    // a class of the default package (no package declaration) importing it
    const servlet = `import util.HTMLFilter;\n\nclass Echo extends HttpServlet {\n  void doGet(HttpServletRequest req, HttpServletResponse res) throws Exception {\n    show(req.getParameter("a"), res);\n  }\n  private void show(String a, HttpServletResponse res) throws Exception {\n    res.getWriter().println("<b>" + HTMLFilter.filter(a) + "</b>");\n    res.getWriter().println("<i>" + HTMLFilter.trim(a) + "</i>");\n  }\n}\n`;
    const found = scanProject([
      { path: 'WEB-INF/classes/util/HTMLFilter.java', language: 'java', source: escaper },
      { path: 'WEB-INF/classes/Echo.java', language: 'java', source: servlet },
    ]);
    expect([...new Set(found.map((f) => `${f.file}:${f.startLine}`))]).toEqual([
      'WEB-INF/classes/Echo.java:9',
    ]);
  });
  it('a servlet response declared plain text or JSON before it is written is not HTML', () => {
    const body = `String a = req.getParameter("a");\nres.setContentType("text/plain;charset=UTF-8");\nres.getWriter().println(a);`;
    expect(lines(body)).toEqual([]);
    const html = `String a = req.getParameter("a");\nres.getWriter().println(a);\nres.setContentType("application/json");`;
    expect(lines(html).length).toBe(1);
  });

  it('cross-file: instance methods of a class of the package, the caller waiting for its summary', () => {
    const helper = `package com.acme.web;\n\nclass Labels {\n  String plain(String s) {\n    return "label:" + s;\n  }\n  String digits(String s) {\n    return s.replaceAll("[^0-9]", "");\n  }\n}\n`;
    const servlet = `package com.acme.web;\n\nclass Shop extends HttpServlet {\n  private Statement st;\n  void doGet(HttpServletRequest req, HttpServletResponse res) throws Exception {\n    String t = req.getParameter("a");\n    st.execute("SELECT " + new Labels().plain(t));\n    st.execute("SELECT " + new Labels().digits(t));\n    Labels l = new Labels();\n    st.execute("SELECT " + l.digits(t));\n  }\n}\n`;
    const found = scanProject([
      { path: 'src/com/acme/web/Labels.java', language: 'java', source: helper },
      { path: 'src/com/acme/web/Shop.java', language: 'java', source: servlet },
    ]);
    expect([...new Set(found.map((f) => `${f.file}:${f.startLine}`))].sort()).toEqual([
      'src/com/acme/web/Shop.java:7',
    ]);
  });
  it('a stream read into a buffer taints the buffer; the whole text of a builder replaced', () => {
    const body = `java.io.InputStream in = req.getInputStream();\nbyte[] buf = new byte[64];\nint n = in.read(buf);\nst.execute(new String(buf, 0, n));\nbyte[] ok = new byte[64];\nst.execute(new String(ok));\nStringBuilder sb = new StringBuilder(req.getParameter("x"));\nsb.replace(0, sb.length(), "SELECT 1");\nst.execute(sb.toString());\nStringBuilder part = new StringBuilder(req.getParameter("x"));\npart.replace(0, 3, "SEL");\nst.execute(part.toString());`;
    expect(lines(body)).toEqual([7, 15]);
  });
  it('lambdas held in locals run with their arguments', () => {
    const body = `String t = req.getParameter("x");\njava.util.function.Function<String, String> q = s -> "SELECT " + s;\njava.util.function.Function<String, String> c = s -> "SELECT 1";\nst.execute(q.apply(t));\nst.execute(c.apply(t));`;
    expect(lines(body)).toEqual([7]);
  });
  it('a factory called with a constant returns one known class, whose method is the one called', () => {
    const extra = `  interface Fmt { String f(String s); }\n  static class Echo implements Fmt { public String f(String s) { return s; } }\n  static class Fixed implements Fmt { public String f(String s) { return "k"; } }\n  static class Fmts { static Fmt make(int k) { if (k == 1) return new Echo(); return new Fixed(); } }\n`;
    const body = `String t = req.getParameter("x");\nFmt a = Fmts.make(1);\nst.execute(a.f(t));\nFmt b = Fmts.make(2);\nst.execute(b.f(t));\nFmt c = Fmts.make(t.length());\nst.execute(c.f(t));`;
    expect(lines(body, extra)).toEqual([6, 10]);
  });
  it('values handed to an executor: a Callable held in a local, supplyAsync, thenApply; constant tasks are clean', () => {
    const body = [
      'String p = req.getParameter("x");',
      'Callable<String> c = () -> p;',
      'st.execute(executor.submit(c).get());',
      'st.execute(CompletableFuture.supplyAsync(() -> p).get());',
      'st.execute(CompletableFuture.supplyAsync(() -> p).join());',
      'st.execute(CompletableFuture.supplyAsync(() -> "a").thenApply(s -> s + p).get());',
      'Callable<String> k = () -> "const";',
      'st.execute(executor.submit(k).get());',
      'st.execute(CompletableFuture.supplyAsync(() -> "a").thenApply(s -> s + "b").join());',
    ].join('\n');
    expect(lines(body)).toEqual([6, 7, 8, 9]);
  });
});
