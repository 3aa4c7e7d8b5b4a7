using System;
using System.Diagnostics;
using System.IO;
using System.Net;
using System.Threading.Tasks;
using System.Web;
using Microsoft.Azure.Functions.Worker;
using Microsoft.Azure.Functions.Worker.Http;

namespace Media.Functions
{
    // Isolated-worker HTTP functions of the media service
    public class ThumbnailFunctions
    {
        private const string Cache = "/home/site/thumbs";

        [Function("Resize")]
        public async Task<HttpResponseData> Resize([HttpTrigger(AuthorizationLevel.Function, "post")] HttpRequestData req)
        {
            string size = await req.ReadAsStringAsync();
            // vigil: cs.command-injection
            Process.Start("/bin/sh", "-c \"convert in.png -resize " + size + " out.png\"");
            // vigil-ok: cs.command-injection
            Process.Start(new ProcessStartInfo("convert") { ArgumentList = { "in.png", "-resize", size, "out.png" } });
            return req.CreateResponse(HttpStatusCode.Accepted);
        }

        [Function("Thumb")]
        public async Task<HttpResponseData> Thumb([HttpTrigger(AuthorizationLevel.Anonymous, "get")] HttpRequestData req)
        {
            var query = HttpUtility.ParseQueryString(req.Url.Query);
            string name = query["name"];
            var response = req.CreateResponse(HttpStatusCode.OK);
            // vigil: cs.path-traversal
            await response.WriteBytesAsync(File.ReadAllBytes(Path.Combine(Cache, name)));
            // vigil-ok: cs.path-traversal
            await response.WriteBytesAsync(File.ReadAllBytes(Path.Combine(Cache, Path.GetFileName(name))));
            return response;
        }
    }
}
