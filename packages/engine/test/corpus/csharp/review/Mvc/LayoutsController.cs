using System.Collections.Generic;
using System.Web.Mvc;
using System.Web.Script.Serialization;

namespace Northwind.Web.Controllers
{
    // The same layouts read into a fixed shape: no type names from the payload
    public class LayoutsController : Controller
    {
        [HttpPost]
        [ValidateAntiForgeryToken]
        public ActionResult Save(string layout)
        {
            var serializer = new JavaScriptSerializer();
            // vigil-ok: cs.insecure-deserialization
            var widgets = serializer.Deserialize<List<Widget>>(layout);
            return Json(widgets.Count);
        }
    }

    public class Widget
    {
        public string Kind { get; set; }
        public int Column { get; set; }
    }
}
