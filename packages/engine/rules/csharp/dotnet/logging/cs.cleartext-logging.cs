using Microsoft.Extensions.Logging;

public class SignInAudit
{
    private readonly ILogger<SignInAudit> _logger;

    public SignInAudit(ILogger<SignInAudit> logger) { _logger = logger; }

    public void Attempt(string user, string password, ApiClient client)
    {
        // vigil: cs.cleartext-logging
        _logger.LogInformation("Sign-in {User} {Password}", user, password);
        // vigil: cs.cleartext-logging
        _logger.LogDebug($"Calling partner with key {client.ApiKey}");
        // vigil: cs.cleartext-logging
        _logger.LogWarning("Token refresh for " + user + ": " + client.RefreshToken);
        // vigil-ok: cs.cleartext-logging
        _logger.LogInformation("Sign-in {User}", user);
        // vigil-ok: cs.cleartext-logging
        _logger.LogInformation("Password length {Length}", password.Length);
        // vigil-ok: cs.cleartext-logging
        _logger.LogInformation("Password changed for {User}", user);
        // vigil-ok: cs.cleartext-logging
        _logger.LogInformation("Key id {Id}", client.ApiKeyId);
    }
}
