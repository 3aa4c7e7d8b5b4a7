using System.IO;

public class ReportSpool
{
    public void Write(string csv, byte[] pdf)
    {
        // vigil: cs.insecure-temp-file
        File.WriteAllText("/tmp/report.csv", csv);
        // vigil: cs.insecure-temp-file
        using var fs = new FileStream("/tmp/report.pdf", FileMode.Create);
        fs.Write(pdf);
        // vigil: cs.insecure-temp-file
        using var log = new StreamWriter("/var/tmp/report.log", append: true);
    }

    public string WriteSafe(string csv)
    {
        var dir = Directory.CreateTempSubdirectory("report-");
        // vigil-ok: cs.insecure-temp-file
        File.WriteAllText(Path.Combine(dir.FullName, "report.csv"), csv);
        // vigil-ok: cs.insecure-temp-file
        var previous = File.ReadAllText("/tmp/report.csv");
        // vigil-ok: cs.insecure-temp-file
        File.WriteAllText("/var/lib/reports/report.csv", csv);
        return previous;
    }
}
