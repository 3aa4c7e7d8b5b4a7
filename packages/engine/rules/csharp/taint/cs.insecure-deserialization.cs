using System.Runtime.Serialization.Formatters.Binary;
using Microsoft.AspNetCore.Mvc;

public class StateController : ControllerBase
{
    [HttpPost("state")]
    public object Load()
    {
        var formatter = new BinaryFormatter();
        // vigil: cs.insecure-deserialization
        return formatter.Deserialize(Request.Body);
    }
}
