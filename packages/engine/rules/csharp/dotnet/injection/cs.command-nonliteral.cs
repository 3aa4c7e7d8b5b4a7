using System.Diagnostics;

public class BackupRunner
{
    private const string Target = "nightly";

    public void Archive(string folder)
    {
        // vigil: cs.command-nonliteral
        Process.Start("cmd.exe", "/c tar -czf backup.tgz " + folder);
    }

    public void Compress(string name)
    {
        // vigil: cs.command-nonliteral
        var psi = new ProcessStartInfo("/bin/sh", $"-c \"gzip {name}\"");
        Process.Start(psi);
    }

    public void Script(string path)
    {
        var psi = new ProcessStartInfo { FileName = "powershell.exe" };
        // vigil: cs.command-nonliteral
        psi.Arguments = "-Command " + path;
        Process.Start(psi);
    }

    public void ArchiveFixed()
    {
        // vigil-ok: cs.command-nonliteral
        Process.Start("cmd.exe", "/c tar -czf backup.tgz " + Target);
    }

    public void ArchiveArgs(string folder)
    {
        var psi = new ProcessStartInfo("tar") { ArgumentList = { "-czf", "backup.tgz", folder } };
        // vigil-ok: cs.command-nonliteral
        Process.Start(psi);
    }

    public void Rotate(int days)
    {
        // vigil-ok: cs.command-nonliteral
        Process.Start("cmd.exe", "/c rotate.bat " + days);
    }
}
