using System.Xml;

public class XmlImport
{
    public XmlReader Reader(System.IO.Stream s)
    {
        var settings = new XmlReaderSettings
        {
            // vigil: cs.xxe-parser
            DtdProcessing = DtdProcessing.Parse,
        };
        return XmlReader.Create(s, settings);
    }

    public XmlDocument Doc(string xml)
    {
        var doc = new XmlDocument();
        // vigil: cs.xxe-parser
        doc.XmlResolver = new XmlUrlResolver();
        doc.LoadXml(xml);
        return doc;
    }

    public XmlReader SafeReader(System.IO.Stream s)
    {
        // vigil-ok: cs.xxe-parser
        var settings = new XmlReaderSettings { DtdProcessing = DtdProcessing.Prohibit, XmlResolver = null };
        return XmlReader.Create(s, settings);
    }
}
