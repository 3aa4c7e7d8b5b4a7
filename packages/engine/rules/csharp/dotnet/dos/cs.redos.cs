using System;
using System.Text.RegularExpressions;

public static class Validators
{
    // vigil: cs.redos
    static readonly Regex Email = new Regex(@"^([a-zA-Z0-9]+\.?)+@example\.com$");

    public static bool Name(string s)
    {
        // vigil: cs.redos
        return Regex.IsMatch(s, "^(\\w+\\s?)*$");
    }

    // vigil-ok: cs.redos
    static readonly Regex Guarded = new Regex(@"^(\w+\s?)*$", RegexOptions.None, TimeSpan.FromMilliseconds(100));
    // vigil: cs.redos
    static readonly Regex Unbounded = new Regex(@"^(\w+\s?)*$", RegexOptions.None, Timeout.InfiniteTimeSpan);
    // vigil: cs.redos
    static readonly Regex Unbounded2 = new Regex(@"^(\w+\s?)*$", RegexOptions.None, TimeSpan.MaxValue);
    // vigil-ok: cs.redos
    static readonly Regex Slug = new Regex(@"^[a-z0-9]+(?:-[a-z0-9]+)*$");
}
