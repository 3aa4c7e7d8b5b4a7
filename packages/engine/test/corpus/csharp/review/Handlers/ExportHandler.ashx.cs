using System;
using System.Configuration;
using System.Data.SqlClient;
using System.Diagnostics;
using System.IO;
using System.Web;

namespace Northwind.Legacy.Handlers
{
    // Generic handler behind /export.ashx?region=..&format=..&file=..
    public class ExportHandler : IHttpHandler
    {
        private const string ExportRoot = @"D:\exports";

        public bool IsReusable => false;

        public void ProcessRequest(HttpContext context)
        {
            string region = context.Request.QueryString["region"];
            string format = context.Request.Params["format"];
            string file = context.Request["file"];

            using (var conn = new SqlConnection(ConfigurationManager.ConnectionStrings["sales"].ConnectionString))
            {
                SqlCommand cmd = conn.CreateCommand();
                // vigil: cs.sql-injection
                cmd.CommandText = "SELECT Id, Total FROM Sales WHERE Region = '" + region + "'";
                SqlCommand safe = conn.CreateCommand();
                // vigil-ok: cs.sql-injection
                safe.CommandText = "SELECT Id, Total FROM Sales WHERE Region = @region";
                safe.Parameters.AddWithValue("@region", region);
            }

            var psi = new ProcessStartInfo("pandoc");
            // vigil: cs.command-injection
            psi.Arguments = "-t " + format + " report.md";
            // vigil-ok: cs.command-injection
            psi.Arguments = "-t " + (format == "pdf" ? "pdf" : "html") + " report.md";
            Process.Start(psi);

            // vigil: cs.path-traversal
            context.Response.TransmitFile(Path.Combine(ExportRoot, file));
            // vigil-ok: cs.path-traversal
            context.Response.WriteFile(Path.Combine(ExportRoot, Path.GetFileName(file)));

            // vigil: cs.xss
            context.Response.Write("<p>Exported " + region + "</p>");
            // vigil-ok: cs.xss
            context.Response.Write("<p>Exported " + HttpUtility.HtmlEncode(region) + "</p>");
        }
    }
}
