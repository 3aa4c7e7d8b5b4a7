using System;
using System.Data;
using System.Data.SqlClient;
using System.Data.OleDb;
using System.Diagnostics;
using System.DirectoryServices;
using System.IO;
using System.Net;
using System.Net.Http;
using System.Reflection;
using System.Runtime.Serialization;
using System.Runtime.Serialization.Formatters.Binary;
using System.Security.Cryptography;
using System.Text;
using System.Web.UI;
using System.Xml;
using System.Xml.XPath;
using Microsoft.Extensions.Logging;
using Newtonsoft.Json;

namespace Ledger.Services
{
    public class LedgerService
    {
        private readonly ILogger<LedgerService> _log;
        private readonly string _root = "/srv/ledger/files";

        public LedgerService(ILogger<LedgerService> log) { _log = log; }

        public DataTable FindAccounts(SqlConnection conn, string owner)
        {
            // vigil: cs.sql-nonliteral
            var cmd = new SqlCommand("SELECT * FROM accounts WHERE owner = '" + owner + "'", conn);
            var table = new DataTable();
            table.Load(cmd.ExecuteReader());
            return table;
        }

        public DataSet Ledger(OleDbConnection conn, string period)
        {
            // vigil: cs.sql-nonliteral
            var adapter = new OleDbDataAdapter($"SELECT * FROM ledger WHERE period = '{period}'", conn);
            var ds = new DataSet();
            adapter.Fill(ds);
            return ds;
        }

        public int Purge(SqlConnection conn, string table)
        {
            var cmd = conn.CreateCommand();
            // vigil: cs.sql-nonliteral
            cmd.CommandText = "DELETE FROM " + table + " WHERE archived = 1";
            return cmd.ExecuteNonQuery();
        }

        public DataTable Safe(SqlConnection conn, string owner)
        {
            // vigil-ok: cs.sql-nonliteral
            var cmd = new SqlCommand("SELECT * FROM accounts WHERE owner = @owner", conn);
            cmd.Parameters.AddWithValue("@owner", owner);
            var table = new DataTable();
            table.Load(cmd.ExecuteReader());
            return table;
        }

        public void Export(string format)
        {
            // vigil: cs.command-nonliteral
            Process.Start("cmd.exe", "/c export.bat " + format);
        }

        public void ExportFixed()
        {
            // vigil-ok: cs.command-nonliteral
            Process.Start("cmd.exe", "/c export.bat csv");
        }

        public object Restore(Stream snapshot)
        {
            var formatter = new BinaryFormatter();
            // vigil: cs.unsafe-deserializer
            return formatter.Deserialize(snapshot);
        }

        public object RestoreView(string state)
        {
            // vigil: cs.unsafe-deserializer
            return new LosFormatter().Deserialize(state);
        }

        public object RestoreContract(Stream body)
        {
            var ser = new NetDataContractSerializer();
            // vigil: cs.unsafe-deserializer
            return ser.ReadObject(body);
        }

        public object ReadSettings(string json)
        {
            // vigil: cs.unsafe-deserializer
            return JsonConvert.DeserializeObject(json, new JsonSerializerSettings { TypeNameHandling = TypeNameHandling.Auto });
        }

        public T ReadTyped<T>(string json)
        {
            // vigil-ok: cs.unsafe-deserializer
            return JsonConvert.DeserializeObject<T>(json);
        }

        public SearchResult FindUser(string login)
        {
            var searcher = new DirectorySearcher(new DirectoryEntry("LDAP://corp"));
            // vigil: cs.ldap-nonliteral
            searcher.Filter = "(&(objectClass=user)(sAMAccountName=" + login + "))";
            return searcher.FindOne();
        }

        public XmlNodeList Entries(XmlDocument doc, string account)
        {
            // vigil: cs.xpath-nonliteral
            return doc.SelectNodes("/ledger/entry[@account='" + account + "']");
        }

        public byte[] Attachment(string name)
        {
            // vigil-todo: cs.path-traversal
            return File.ReadAllBytes(Path.Combine(_root, name));
        }

        public byte[] AttachmentSafe(string name)
        {
            // vigil-ok: cs.path-traversal
            return File.ReadAllBytes(Path.Combine(_root, Path.GetFileName(name)));
        }

        public string Fetch(string url)
        {
            using var wc = new WebClient();
            // vigil-todo: cs.ssrf
            return wc.DownloadString(url);
        }

        public object Plugin(string typeName)
        {
            // vigil-todo: cs.unsafe-reflection
            return Activator.CreateInstance(Type.GetType(typeName));
        }

        public void Login(string user, string password)
        {
            // vigil: cs.cleartext-logging
            _log.LogInformation("Login attempt for {User} with password {Password}", user, password);
            // vigil-ok: cs.cleartext-logging
            _log.LogInformation("Login attempt for {User}", user);
        }

        public string TempReport(string content)
        {
            // vigil: cs.insecure-temp-file
            File.WriteAllText("/tmp/ledger-report.csv", content);
            return "/tmp/ledger-report.csv";
        }

        public string TempReportSafe(string content)
        {
            var dir = Directory.CreateTempSubdirectory("ledger-");
            // vigil-ok: cs.insecure-temp-file
            File.WriteAllText(Path.Combine(dir.FullName, "report.csv"), content);
            return dir.FullName;
        }
    }
}
