using System.Web;
using System.Web.Mvc;
using System.Xml;

namespace Northwind.Web.Controllers
{
    // ASP.NET MVC 5 controller (System.Web.Mvc)
    public class AccountController : Controller
    {
        private readonly XmlDocument _menu = new XmlDocument();

        [HttpPost]
        [ValidateAntiForgeryToken]
        // vigil: cs.request-validation-disabled
        [ValidateInput(false)]
        public ActionResult SaveSignature(string signature)
        {
            // vigil: cs.xss
            ViewBag.Preview = MvcHtmlString.Create(signature);
            // vigil-ok: cs.xss
            ViewBag.Escaped = MvcHtmlString.Create(HttpUtility.HtmlEncode(signature));
            return View();
        }

        [HttpPost]
        [ValidateAntiForgeryToken]
        // vigil-ok: cs.request-validation-disabled
        [ValidateInput(true)]
        public ActionResult SaveNickname(string nickname)
        {
            return View((object)nickname);
        }

        public ActionResult LogOn(string returnUrl)
        {
            if (Url.IsLocalUrl(returnUrl))
            {
                // vigil-ok: cs.open-redirect
                return Redirect(returnUrl);
            }
            // vigil: cs.open-redirect
            return Redirect(returnUrl);
        }

        public ActionResult MenuItem(string id)
        {
            _menu.Load(Server.MapPath("~/App_Data/menu.xml"));
            // vigil: cs.xpath-injection
            XmlNodeList hits = _menu.SelectNodes("//item[@id='" + id + "']");
            // vigil-ok: cs.xpath-injection
            XmlNodeList all = _menu.SelectNodes("//item[@visible='true']");
            return Json(new { hits = hits.Count, all = all.Count }, JsonRequestBehavior.AllowGet);
        }

        public ActionResult Banner()
        {
            string text = Request.Unvalidated.Form["banner"];
            // vigil: cs.xss
            return Content("<div class=\"banner\">" + text + "</div>", "text/html");
        }
    }
}
