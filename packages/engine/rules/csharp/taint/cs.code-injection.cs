using Microsoft.AspNetCore.Mvc;
using Microsoft.CodeAnalysis.CSharp.Scripting;

public class CalcController : ControllerBase
{
    [HttpGet("calc")]
    public async Task<object> Calc([FromQuery] string expr)
    {
        // vigil: cs.code-injection
        var r = await CSharpScript.EvaluateAsync<object>("return " + expr + ";");
        // vigil-ok: cs.code-injection
        var s = await CSharpScript.EvaluateAsync<object>("return 1 + 1;");
        return new { r, s };
    }
}
