/** Dataflow features of the taint engine on small C# programs. */
import { describe, expect, it } from 'vitest';
import { scanProject, scanSnippet } from './testing.js';

const lines = (src: string) =>
  scanSnippet('csharp', src)
    .map((f) => f.startLine)
    .sort((a, b) => a - b);

const found = (files: { path: string; source: string }[]) =>
  [
    ...new Set(
      scanProject(files.map((f) => ({ ...f, language: 'csharp' as const }))).map(
        (f) => `${f.file}:${f.startLine}:${f.ruleId}`,
      ),
    ),
  ].sort();

describe('csharp dataflow', () => {
  it('same-file methods through summaries; typed receivers', () => {
    const src = `using System.Data.SqlClient;\nclass ReportsController : Controller {\n  private SqlConnection _conn;\n  static string Wrap(string s) { return "SELECT * FROM t WHERE n = '" + s + "'"; }\n  static string Digits(string s) { return int.Parse(s).ToString(); }\n  public void Get(string name) {\n    new SqlCommand(Wrap(name), _conn).ExecuteReader();\n    new SqlCommand(Wrap(Digits(name)), _conn).ExecuteReader();\n  }\n}\n`;
    expect(lines(src)).toEqual([7]);
  });

  it('console, environment and socket sources; constant fields, constant methods, while(true)/break and switch fold', () => {
    const src = `using System;\nusing System.IO;\nclass Tool {\n  private static readonly bool Audit = false;\n  private const int Mode = 2;\n  private static bool Legacy() { return false; }\n  static void Main() {\n    string a = Console.ReadLine();\n    string b = Environment.GetEnvironmentVariable("X");\n    string c = "";\n    while (true) { c = new StreamReader(Console.OpenStandardInput()).ReadLine(); break; }\n    if (Audit) { File.Delete(a); }\n    if (Legacy()) { File.Delete(b); }\n    switch (Mode) { case 1: File.Delete(c); break; case 2: File.Delete(b); break; }\n    File.Delete(c);\n    File.Delete(Path.GetFileName(a));\n  }\n}\n`;
    expect(lines(src)).toEqual([14, 15]);
  });

  it('collections: initializers keep keys and positions, Add appends, foreach reads every item', () => {
    const src = `class ReportsController : Controller {\n  private SqlConnection _c;\n  public void Get(string q) {\n    var d = new Dictionary<string, string> { ["safe"] = "x", ["user"] = q };\n    new SqlCommand(d["safe"], _c).ExecuteReader();\n    new SqlCommand(d["user"], _c).ExecuteReader();\n    var l = new List<string> { "a" };\n    l.Add(q);\n    new SqlCommand(l[0], _c).ExecuteReader();\n    foreach (var s in l) { new SqlCommand(s, _c).ExecuteReader(); }\n  }\n}\n`;
    expect(lines(src)).toEqual([6, 10]);
  });

  it('cross-file: static and instance methods of classes of other files, any namespace', () => {
    const helper = `namespace Acme.Util;\n\npublic static class Sql\n{\n    public static string Eq(string col, string v) => col + " = '" + v + "'";\n    public static string OnlyDigits(string v) => int.Parse(v).ToString();\n}\n`;
    const shell = `namespace Acme.Util;\n\nusing System.Diagnostics;\n\npublic class ShellRunner\n{\n    public void Run(string args)\n    {\n        Process.Start("tar", args);\n    }\n\n    public string Quote(string s) => "'" + s.Replace("'", "") + "'";\n}\n`;
    const ctrl = `using Acme.Util;\nusing System.Data.SqlClient;\n\npublic class OrdersController : Controller\n{\n    private readonly SqlConnection _conn;\n    private readonly ShellRunner _runner = new ShellRunner();\n\n    public void List(string customer)\n    {\n        new SqlCommand("SELECT * FROM o WHERE " + Sql.Eq("c", customer), _conn).ExecuteReader();\n        new SqlCommand("SELECT * FROM o WHERE id = " + Sql.OnlyDigits(customer), _conn).ExecuteReader();\n        _runner.Run(customer);\n        var r = new ShellRunner();\n        r.Run("-xf archive.tar");\n    }\n}\n`;
    expect(
      found([
        { path: 'src/Util/Sql.cs', source: helper },
        { path: 'src/Util/ShellRunner.cs', source: shell },
        { path: 'src/Web/OrdersController.cs', source: ctrl },
      ]),
    ).toEqual([
      'src/Util/ShellRunner.cs:9:cs.command-injection',
      'src/Web/OrdersController.cs:11:cs.sql-injection',
    ]);
  });

  it('handlers named by the framework models: Razor Pages handlers and minimal API lambdas, not other methods or services', () => {
    const page = `public class EditModel : PageModel {\n  public void OnPostSave(string name, int id) {\n    Process.Start("touch", name);\n    Process.Start("touch", "f" + id);\n  }\n  public void Helper(string name) {\n    Process.Start("touch", name);\n  }\n}\n`;
    expect(lines(page)).toEqual([3]);
    const api = `var app = WebApplication.CreateBuilder(args).Build();\napp.MapGet("/a", (string q, ShopDbContext db) => Process.Start("sh", q));\napp.MapGet("/b", (int n) => Process.Start("sh", "x" + n));\nvar f = (string q) => Process.Start("sh", q);\n`;
    expect(lines(api)).toEqual([2]);
    const bound = `public class SearchModel : PageModel {\n  [BindProperty] public string Q { get; set; }\n  public string Fixed { get; set; } = "x";\n  public void OnPost() {\n    Process.Start("grep", Q);\n    Process.Start("grep", this.Q);\n    Process.Start("grep", Fixed);\n  }\n  public void Other() {\n    Process.Start("grep", Q);\n  }\n}\n`;
    expect(lines(bound)).toEqual([5, 6]);
  });
});
