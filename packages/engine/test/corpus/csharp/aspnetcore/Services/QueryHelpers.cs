namespace Acme.Crm.Services;

public static class QueryHelpers
{
    public static string Eq(string column, string value) => column + " = '" + value + "'";

    public static string OnlyDigits(string value) => new string(value.Where(char.IsDigit).ToArray());
}
