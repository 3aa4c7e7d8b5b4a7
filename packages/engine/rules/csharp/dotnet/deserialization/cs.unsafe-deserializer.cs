using System.IO;
using System.Runtime.Serialization;
using System.Runtime.Serialization.Formatters;
using System.Runtime.Serialization.Formatters.Binary;
using System.Text.Json;
using System.Web.Script.Serialization;
using System.Web.UI;
using Newtonsoft.Json;

public class SnapshotStore
{
    private readonly BinaryFormatter _formatter = new BinaryFormatter();

    public object Load(string path)
    {
        using var stream = File.OpenRead(path);
        // vigil: cs.unsafe-deserializer
        return _formatter.Deserialize(stream);
    }

    public void Save(string path, object value)
    {
        using var stream = File.Create(path);
        // vigil-ok: cs.unsafe-deserializer
        _formatter.Serialize(stream, value);
    }

    public object ReadView(string state)
    {
        var los = new LosFormatter();
        // vigil: cs.unsafe-deserializer
        return los.Deserialize(state);
    }

    public object ReadLegacy(Stream s)
    {
        var serializer = new NetDataContractSerializer();
        // vigil: cs.unsafe-deserializer
        return serializer.ReadObject(s);
    }

    public Snapshot ReadContract(Stream s)
    {
        // the same name in another method is another serializer
        var serializer = new DataContractSerializer(typeof(Snapshot));
        // vigil-ok: cs.unsafe-deserializer
        return (Snapshot)serializer.ReadObject(s);
    }

    public object Inline(Stream s)
    {
        // vigil: cs.unsafe-deserializer
        return new BinaryFormatter().Deserialize(s);
    }

    public Snapshot FromJson(string json)
    {
        // vigil-ok: cs.unsafe-deserializer
        return System.Text.Json.JsonSerializer.Deserialize<Snapshot>(json);
    }

    public object FromTypedJson(string json)
    {
        var settings = new JsonSerializerSettings
        {
            // vigil: cs.unsafe-deserializer
            TypeNameHandling = TypeNameHandling.Auto,
        };
        return JsonConvert.DeserializeObject(json, settings);
    }

    public object FromPlainJson(string json)
    {
        var settings = new JsonSerializerSettings
        {
            // vigil-ok: cs.unsafe-deserializer
            TypeNameHandling = TypeNameHandling.None,
        };
        return JsonConvert.DeserializeObject<Snapshot>(json, settings);
    }

    public object FromScript(string json)
    {
        // vigil: cs.unsafe-deserializer
        var js = new JavaScriptSerializer(new SimpleTypeResolver());
        // vigil-ok: cs.unsafe-deserializer
        var plain = new JavaScriptSerializer();
        return js.DeserializeObject(json);
    }

    public void Remoting(BinaryServerFormatterSinkProvider provider)
    {
        // vigil: cs.unsafe-deserializer
        provider.TypeFilterLevel = TypeFilterLevel.Full;
        // vigil-ok: cs.unsafe-deserializer
        provider.TypeFilterLevel = TypeFilterLevel.Low;
    }
}

public class Snapshot
{
    public string Name { get; set; }
}
