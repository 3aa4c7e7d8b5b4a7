using System;
using System.IO;
using System.Runtime.Serialization;
using System.Runtime.Serialization.Formatters.Binary;
using System.Text.Json;
using Newtonsoft.Json;

namespace Acme.Crm.Services;

// Report snapshots kept on disk between runs and in the shared cache folder. Whoever can write
// there (another tenant's job, a restored backup) chooses the types the reader instantiates.
public class SnapshotCache
{
    private readonly string _dir;
    private readonly BinaryFormatter _legacy = new BinaryFormatter();

    public SnapshotCache(string dir) => _dir = dir;

    public object ReadLegacy(string name)
    {
        using var stream = File.OpenRead(Path.Combine(_dir, Path.GetFileName(name)));
        // vigil: cs.unsafe-deserializer
        return _legacy.Deserialize(stream);
    }

    public void WriteLegacy(string name, object snapshot)
    {
        using var stream = File.Create(Path.Combine(_dir, Path.GetFileName(name)));
        // vigil-ok: cs.unsafe-deserializer
        _legacy.Serialize(stream, snapshot);
    }

    public object ReadShared(Stream stream)
    {
        var formatter = new NetDataContractSerializer();
        // vigil: cs.unsafe-deserializer
        return formatter.ReadObject(stream);
    }

    public ReportSnapshot ReadContract(Stream stream)
    {
        var formatter = new DataContractSerializer(typeof(ReportSnapshot));
        // vigil-ok: cs.unsafe-deserializer
        return (ReportSnapshot)formatter.ReadObject(stream)!;
    }

    public object? ReadPolymorphic(string json)
    {
        var settings = new JsonSerializerSettings
        {
            // vigil: cs.unsafe-deserializer
            TypeNameHandling = TypeNameHandling.Objects,
        };
        return JsonConvert.DeserializeObject(json, settings);
    }

    public ReportSnapshot? ReadTyped(string json)
    {
        var settings = new JsonSerializerSettings
        {
            // vigil-ok: cs.unsafe-deserializer
            TypeNameHandling = TypeNameHandling.None,
        };
        return JsonConvert.DeserializeObject<ReportSnapshot>(json, settings);
    }

    public ReportSnapshot? ReadSystemJson(string json)
    {
        // vigil-ok: cs.unsafe-deserializer
        return System.Text.Json.JsonSerializer.Deserialize<ReportSnapshot>(json);
    }
}

public class ReportSnapshot
{
    public string Title { get; set; } = "";
    public DateTime TakenAt { get; set; }
}
