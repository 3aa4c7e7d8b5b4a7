using System.Web.Mvc;
using System.Web.UI;

public class CommentsController : Controller
{
    [HttpPost]
    [ValidateAntiForgeryToken]
    // vigil: cs.request-validation-disabled
    [ValidateInput(false)]
    public ActionResult Create(string body) => View((object)body);

    [HttpPost]
    [ValidateAntiForgeryToken]
    // vigil-ok: cs.request-validation-disabled
    [ValidateInput(true)]
    public ActionResult Edit(string body) => View((object)body);

    // vigil-ok: cs.request-validation-disabled
    [OutputCache(Duration = 60)]
    public ActionResult Index() => View();
}

// vigil: cs.request-validation-disabled
[System.Web.Mvc.ValidateInputAttribute(false)]
public class LegacyImportController : Controller
{
    public ActionResult Upload(string xml) => Content(xml.Length.ToString());
}

public partial class Editor : Page
{
    protected void Page_Init(object sender, System.EventArgs e)
    {
        // vigil: cs.request-validation-disabled
        ValidateRequestMode = ValidateRequestMode.Disabled;
        // vigil-ok: cs.request-validation-disabled
        this.ValidateRequestMode = ValidateRequestMode.Enabled;
    }
}
