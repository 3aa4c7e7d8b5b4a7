using System;
using System.Data;
using System.Data.SqlClient;
using System.IO;
using System.Web;
using System.Web.UI;
using System.Xml;
using System.Xml.XPath;

namespace Acme.Legacy
{
    // Order lookup page of the legacy WebForms site.
    public partial class OrderLookup : Page
    {
        private const string Catalog = "App_Data/catalog.xml";
        private static readonly bool ShowDebug = false;

        protected void Page_Load(object sender, EventArgs e)
        {
            string order = Request.QueryString["order"];
            string note = Request.Form["note"];
            string theme = Request["theme"];

            // vigil: cs.xss
            Response.Write("<h1>Order " + order + "</h1>");
            // vigil-ok: cs.xss
            Response.Write("<h1>Order " + HttpUtility.HtmlEncode(order) + "</h1>");
            // vigil-ok: cs.xss
            Response.Write("<p>" + System.Net.WebUtility.HtmlEncode(note) + "</p>");
            if (ShowDebug)
            {
                // vigil-ok: cs.xss
                Response.Write(note);
            }

            using (var conn = new SqlConnection("Server=sql01;Database=orders;Integrated Security=true"))
            {
                // vigil: cs.sql-injection
                var adapter = new SqlDataAdapter("SELECT * FROM Orders WHERE Number = '" + order + "'", conn);
                var table = new DataTable();
                adapter.Fill(table);
                var cmd = new SqlCommand("SELECT * FROM Orders WHERE Number = @n", conn);
                cmd.Parameters.AddWithValue("@n", order);
                // vigil-ok: cs.sql-injection
                cmd.ExecuteScalar();
            }

            // vigil: cs.path-traversal
            string css = File.ReadAllText(Server.MapPath("~/themes/" + theme + ".css"));
            // vigil-ok: cs.path-traversal
            string css2 = File.ReadAllText(Server.MapPath("~/themes/" + Path.GetFileName(theme) + ".css"));

            var nav = new XPathDocument(Server.MapPath(Catalog)).CreateNavigator();
            // vigil: cs.xpath-injection
            var item = nav.SelectSingleNode("/catalog/item[@sku='" + note + "']");
            // vigil-ok: cs.xpath-injection
            var count = nav.Evaluate("count(/catalog/item)");
        }

        protected void Back_Click(object sender, EventArgs e)
        {
            string returnUrl = Request.Params["returnUrl"];
            // vigil: cs.open-redirect
            Response.Redirect(returnUrl);
            // vigil-ok: cs.open-redirect
            Response.Redirect("~/Orders.aspx");
        }
    }
}
