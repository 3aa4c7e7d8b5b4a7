using System;
using System.Configuration;
using System.Data.SqlClient;
using System.DirectoryServices;
using System.Web;
using System.Web.UI;

namespace Northwind.Legacy
{
    // Code-behind of Feedback.aspx; the controls are declared in Feedback.aspx.designer.cs
    public partial class Feedback : Page
    {
        protected void Submit_Click(object sender, EventArgs e)
        {
            string connStr = ConfigurationManager.ConnectionStrings["crm"].ConnectionString;
            using (var conn = new SqlConnection(connStr))
            {
                conn.Open();
                // vigil: cs.sql-injection
                var insert = new SqlCommand("INSERT INTO Feedback (Author, Body) VALUES ('" + txtName.Text + "', '" + txtComment.Text + "')", conn);
                insert.ExecuteNonQuery();
                // vigil-ok: cs.sql-injection
                var safe = new SqlCommand("INSERT INTO Feedback (Author, Body) VALUES (@a, @b)", conn);
                safe.Parameters.AddWithValue("@a", txtName.Text);
                safe.Parameters.AddWithValue("@b", txtComment.Text);
                safe.ExecuteNonQuery();
            }

            // vigil: cs.xss
            lblThanks.Text = "Thank you, " + txtName.Text + "!";
            // vigil-ok: cs.xss
            lblEcho.Text = "Thank you, " + HttpUtility.HtmlEncode(txtName.Text) + "!";
            // vigil-ok: cs.xss
            txtComment.Text = string.Empty;
        }

        protected void Lookup_Click(object sender, EventArgs e)
        {
            var searcher = new DirectorySearcher(new DirectoryEntry("LDAP://dc01/DC=corp,DC=local"));
            // vigil: cs.ldap-injection
            searcher.Filter = "(&(objectClass=user)(department=" + ddlDepartment.SelectedValue + "))";
            // vigil-ok: cs.ldap-injection
            searcher.Filter = "(&(objectClass=user)(department=Sales))";
            var found = searcher.FindAll();
            // vigil: cs.xss
            litSummary.Text = "<b>" + hidFilter.Value + "</b>: " + found.Count;
        }
    }
}
