using System.IO;
using System.Xml;
using System.Xml.Xsl;

namespace Billing.Reports
{
    public class InvoiceRenderer
    {
        public string RenderWithScripts(string stylesheetPath, XmlReader data)
        {
            var transform = new XslCompiledTransform();
            // vigil: cs.unsafe-xslt
            var settings = new XsltSettings(true, true);
            transform.Load(stylesheetPath, settings, new XmlUrlResolver());
            var output = new StringWriter();
            transform.Transform(data, null, output);
            return output.ToString();
        }

        public void LoadTrusted(XslCompiledTransform transform, string path)
        {
            // vigil: cs.unsafe-xslt
            transform.Load(path, XsltSettings.TrustedXslt, new XmlUrlResolver());
            // vigil-ok: cs.unsafe-xslt
            transform.Load(path, XsltSettings.Default, null);
        }

        public XsltSettings Options(bool allowDocuments)
        {
            // vigil: cs.unsafe-xslt
            var s = new XsltSettings { EnableScript = true };
            // vigil: cs.unsafe-xslt
            s.EnableDocumentFunction = true;
            // vigil-ok: cs.unsafe-xslt
            s.EnableScript = false;
            // vigil-ok: cs.unsafe-xslt
            var plain = new XsltSettings(false, false);
            return allowDocuments ? s : plain;
        }
    }
}
