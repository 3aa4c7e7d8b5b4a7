using System.Web.Mvc;
using System.Web.Script.Serialization;

namespace Northwind.Web.Controllers
{
    // Dashboard widgets saved as JSON with their .NET type names (MVC 5)
    public class WidgetsController : Controller
    {
        [HttpPost]
        [ValidateAntiForgeryToken]
        public ActionResult Save(string layout)
        {
            // vigil: cs.unsafe-deserializer
            var serializer = new JavaScriptSerializer(new SimpleTypeResolver());
            // vigil: cs.insecure-deserialization
            var widgets = serializer.DeserializeObject(layout);
            return Json(widgets);
        }
    }
}
