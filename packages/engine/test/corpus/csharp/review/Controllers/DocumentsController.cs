using System.IO;
using System.Runtime.Serialization.Formatters.Binary;
using System.Threading.Tasks;
using System.Xml;
using Microsoft.AspNetCore.Http;
using Microsoft.AspNetCore.Mvc;
using Newtonsoft.Json;

namespace Archive.Api.Controllers
{
    [ApiController]
    [Route("api/documents")]
    public class DocumentsController : ControllerBase
    {
        private const string Store = "/var/archive";

        [HttpPost("import")]
        public IActionResult Import([FromBody] ImportRequest body)
        {
            // vigil: cs.xxe-parser
            var doc = new XmlDocument { XmlResolver = new XmlUrlResolver() };
            // vigil: cs.xxe
            doc.LoadXml(body.Xml);
            var plain = new XmlDocument();
            // vigil-ok: cs.xxe
            plain.LoadXml(body.Xml);

            // vigil: cs.xxe-parser
            var settings = new XmlReaderSettings { DtdProcessing = DtdProcessing.Parse };
            // vigil: cs.xxe
            using (var reader = XmlReader.Create(new StringReader(body.Xml), settings))
            {
                while (reader.Read()) { }
            }
            // vigil-ok: cs.xxe
            using (var strict = XmlReader.Create(new StringReader(body.Xml), new XmlReaderSettings()))
            {
                while (strict.Read()) { }
            }
            return Ok();
        }

        [HttpGet("{id}/file")]
        public IActionResult Download([FromRoute] string id, [FromQuery] string name)
        {
            // vigil: cs.path-traversal
            var bytes = System.IO.File.ReadAllBytes(Path.Combine(Store, id, name));
            // vigil-ok: cs.path-traversal
            var safe = System.IO.File.ReadAllBytes(Path.Combine(Store, Path.GetFileName(id), Path.GetFileName(name)));
            return File(bytes.Length > 0 ? bytes : safe, "application/octet-stream");
        }

        [HttpPost("restore")]
        public async Task<IActionResult> Restore([FromForm] IFormFile snapshot)
        {
            using var stream = snapshot.OpenReadStream();
            var formatter = new BinaryFormatter();
            // vigil: cs.insecure-deserialization
            var state = formatter.Deserialize(stream);
            await Task.CompletedTask;
            return Ok(state.GetType().Name);
        }

        [HttpPost("settings")]
        public IActionResult Settings([FromHeader(Name = "X-Settings")] string raw)
        {
            // vigil: cs.insecure-deserialization
            var value = JsonConvert.DeserializeObject(raw, new JsonSerializerSettings { TypeNameHandling = TypeNameHandling.All });
            // vigil-ok: cs.insecure-deserialization
            var plain = JsonConvert.DeserializeObject<ImportRequest>(raw);
            return Ok(value ?? plain);
        }

        [HttpGet("legacy")]
        public IActionResult Legacy()
        {
            string path = Request.Cookies["last-folder"];
            // vigil: cs.path-traversal
            var entries = Directory.EnumerateFiles(path);
            string lang = Request.Headers["Accept-Language"];
            // vigil-ok: cs.path-traversal
            var names = Directory.EnumerateFiles(Store, "*." + (lang == "de" ? "de" : "en") + ".txt");
            return Ok(new { entries, names });
        }
    }

    public class ImportRequest
    {
        public string Xml { get; set; }
    }
}
