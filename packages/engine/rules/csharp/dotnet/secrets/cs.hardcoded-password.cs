using System.Data.SqlClient;

public class Db
{
    // vigil: cs.hardcoded-password
    private const string AdminPassword = "Adm1n-Pa55!";
    // vigil-ok: cs.hardcoded-password
    private const string PasswordField = "password";

    public SqlConnection Open()
    {
        // vigil: cs.hardcoded-password
        return new SqlConnection("Server=db;Database=shop;User Id=app;Password=Sh0p-Db-2024;");
    }

    public SqlConnection OpenSafe(IConfiguration cfg)
    {
        // vigil-ok: cs.hardcoded-password
        return new SqlConnection(cfg.GetConnectionString("Shop"));
    }

    public void Smtp(System.Net.NetworkCredential c)
    {
        // vigil: cs.hardcoded-password
        c.Password = "smtp-pass-99";
        // vigil-ok: cs.hardcoded-password
        c.Password = Environment.GetEnvironmentVariable("SMTP_PASSWORD");
    }

    public System.Net.ICredentials Mailer()
    {
        // vigil: cs.hardcoded-password
        var fixedCreds = new System.Net.NetworkCredential("mailer", "Vq3#mailer-77");
        // vigil-ok: cs.hardcoded-password
        var envCreds = new NetworkCredential("mailer", Environment.GetEnvironmentVariable("SMTP_PASSWORD"));
        // vigil-ok: cs.hardcoded-password
        var placeholder = new NetworkCredential("mailer", "<password>");
        return fixedCreds ?? envCreds ?? placeholder;
    }
}
