using System;
using System.Data;
using System.Data.SqlClient;
using System.Diagnostics;
using System.DirectoryServices;
using System.IO;
using System.Runtime.Serialization.Formatters.Binary;
using System.Xml;

namespace ReportKit
{
    // A reporting library: callers pass user-supplied names, filters and files straight through.
    public class ReportStore
    {
        private readonly SqlConnection _conn;

        public ReportStore(SqlConnection conn) => _conn = conn;

        public DataTable FindByOwner(string owner)
        {
            // vigil: cs.sql-injection
            var cmd = new SqlCommand("SELECT * FROM Reports WHERE Owner = '" + owner + "'", _conn);
            var table = new DataTable();
            table.Load(cmd.ExecuteReader());
            return table;
        }

        public DataTable FindByOwnerSafe(string owner)
        {
            // vigil-ok: cs.sql-injection
            var cmd = new SqlCommand("SELECT * FROM Reports WHERE Owner = @owner", _conn);
            cmd.Parameters.Add(new SqlParameter("@owner", owner));
            var table = new DataTable();
            table.Load(cmd.ExecuteReader());
            return table;
        }

        public void Render(string template, string outputName)
        {
            // vigil: cs.command-injection
            Process.Start("cmd.exe", "/c wkhtmltopdf " + template + " " + outputName);
            // vigil-ok: cs.command-injection
            Process.Start(new ProcessStartInfo("wkhtmltopdf") { ArgumentList = { template, outputName }, UseShellExecute = false });
        }

        public object LoadSnapshot(Stream snapshot)
        {
            // vigil: cs.insecure-deserialization
            return new BinaryFormatter().Deserialize(snapshot);
        }

        public XmlNode Section(XmlDocument doc, string title)
        {
            // vigil: cs.xpath-injection
            return doc.SelectSingleNode("/report/section[@title='" + title + "']");
        }

        public XmlNode FirstSection(XmlDocument doc)
        {
            // vigil-ok: cs.xpath-injection
            return doc.SelectSingleNode("/report/section[1]");
        }

        public SearchResultCollection Members(DirectorySearcher searcher, string group)
        {
            // vigil: cs.ldap-injection
            searcher.Filter = "(memberOf=CN=" + group + ",OU=Groups,DC=corp,DC=local)";
            return searcher.FindAll();
        }

        internal void Vacuum(string table)
        {
            // vigil-ok: cs.sql-injection
            new SqlCommand("VACUUM " + table, _conn).ExecuteNonQuery();
        }

        private void Archive(string folder)
        {
            // vigil-ok: cs.command-injection
            Process.Start("tar", "-czf archive.tgz " + folder);
        }
    }
}
