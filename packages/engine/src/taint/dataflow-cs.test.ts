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

  it('Web Forms controls by their IDs: input controls are sources, labels and literals sinks', () => {
    const page = `using System.Web.UI;\npublic partial class Feedback : Page {\n  protected void Send_Click(object s, EventArgs e) {\n    lblOut.Text = "Hi " + txtName.Text;\n    lblOut.Text = "Hi " + HttpUtility.HtmlEncode(txtName.Text);\n    txtName.Text = lblOut.Text;\n    litSummary.Text = ddlRegion.SelectedValue;\n    Process.Start("grep", hidFilter.Value);\n    Process.Start("grep", lblTitle.Text);\n  }\n}\n`;
    expect(lines(page)).toEqual([4, 7, 8]);
  });

  it('ProcessStartInfo: an ArgumentList initializer runs no shell, Arguments does', () => {
    const src = `public class ToolsController : Controller {\n  public void Run(string host) {\n    Process.Start(new ProcessStartInfo("ping") { ArgumentList = { "-c", "1", host } });\n    Process.Start(new ProcessStartInfo("ping") { Arguments = "-c 1 " + host });\n  }\n}\n`;
    expect(lines(src)).toEqual([4]);
  });

  it("switch expressions take their arms, tuples their positions, numeric properties of the file's classes are numbers", () => {
    const src = `public class FindController : Controller {\n  public void Get(string s, Form f) {\n    var q = s switch { "a" => "x", _ => "y" };\n    new SqlCommand(q, _c);\n    var (dir, name) = ("/d", s + ".pdf");\n    File.ReadAllText(dir);\n    File.ReadAllText(name);\n    new SqlCommand("WHERE y = " + f.Year, _c);\n    new SqlCommand("WHERE t = " + f.Term, _c);\n  }\n}\npublic class Form { public int Year { get; set; } public string Term { get; set; } }\n`;
    expect(lines(src)).toEqual([7, 9]);
  });

  it("Other.M(x) is the other file's method even when this class has its own M", () => {
    const helper = `namespace Acme.Data;\npublic static class InvoiceSql {\n  public static string ByCustomer(string c) {\n    var sb = new StringBuilder("SELECT * FROM i WHERE c = '");\n    sb.Append(c).Append("'");\n    return sb.ToString();\n  }\n}\n`;
    const ctrl = `using Acme.Data;\npublic class InvoicesController : Controller {\n  private SqlConnection _db;\n  public void ByCustomer(string customer) {\n    new SqlCommand(InvoiceSql.ByCustomer(customer), _db);\n  }\n}\n`;
    expect(
      found([
        { path: 'src/Data/InvoiceSql.cs', source: helper },
        { path: 'src/Web/InvoicesController.cs', source: ctrl },
      ]),
    ).toEqual(['src/Web/InvoicesController.cs:5:cs.sql-injection']);
  });
});
