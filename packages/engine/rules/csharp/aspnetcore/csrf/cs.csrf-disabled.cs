using Microsoft.AspNetCore.Authorization;
using Microsoft.AspNetCore.Mvc;

namespace Shop.Web.Controllers
{
    [Authorize]
    public class ProfileController : Controller
    {
        private readonly IProfileStore _store;

        public ProfileController(IProfileStore store) => _store = store;

        [HttpGet]
        public IActionResult Edit() => View(_store.Current());

        // vigil: cs.csrf-disabled
        [HttpPost]
        public IActionResult Edit(ProfileForm form)
        {
            _store.Save(form);
            return RedirectToAction(nameof(Edit));
        }

        // vigil-ok: cs.csrf-disabled
        [HttpPost]
        [ValidateAntiForgeryToken]
        public IActionResult ChangeEmail(EmailForm form)
        {
            _store.ChangeEmail(form.Email);
            return RedirectToAction(nameof(Edit));
        }

        // vigil: cs.csrf-disabled
        [HttpDelete, IgnoreAntiforgeryToken]
        public IActionResult Remove(int id)
        {
            _store.Remove(id);
            return NoContent();
        }
    }

    public class NotesController : Controller
    {
        // vigil-ok: cs.csrf-disabled
        [HttpPost]
        public IActionResult Add([FromBody] NoteForm note) => Json(note);
    }

    [AutoValidateAntiforgeryToken]
    public class AddressController : Controller
    {
        // vigil-ok: cs.csrf-disabled
        [HttpPost]
        public IActionResult Add(AddressForm form) => View(form);
    }

    [ApiController]
    [Route("api/profile")]
    public class ProfileApiController : ControllerBase
    {
        // vigil-ok: cs.csrf-disabled
        [HttpPost]
        [IgnoreAntiforgeryToken]
        public IActionResult Update(ProfileForm form) => Ok(form);
    }

    public static class MvcSetup
    {
        public static void Configure(MvcOptions options)
        {
            // vigil: cs.csrf-disabled
            options.Filters.Add(new IgnoreAntiforgeryTokenAttribute());
            // vigil-ok: cs.csrf-disabled
            options.Filters.Add(new AutoValidateAntiforgeryTokenAttribute());
        }
    }
}
