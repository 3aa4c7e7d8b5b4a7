using System;
using System.Text.RegularExpressions;
using Microsoft.AspNetCore.Mvc;

public class SearchController : Controller
{
    private static readonly string[] Titles = { "Blue mug", "Red mug", "Tea pot" };

    public IActionResult Filter(string pattern)
    {
        var hits = 0;
        foreach (var t in Titles)
        {
            // vigil: cs.regex-injection
            if (Regex.IsMatch(t, pattern)) hits++;
            // vigil-ok: cs.regex-injection
            if (Regex.IsMatch(t, Regex.Escape(pattern))) hits++;
            // vigil-ok: cs.regex-injection
            if (Regex.IsMatch(t, pattern, RegexOptions.None, TimeSpan.FromMilliseconds(50))) hits++;
        }
        // vigil: cs.regex-injection
        var re = new Regex("^" + pattern);
        return Ok(hits + re.Options.GetHashCode());
    }
}
