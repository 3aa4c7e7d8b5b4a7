import com.fasterxml.jackson.annotation.JsonTypeInfo;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.beans.XMLDecoder;
import java.io.InputStream;

public class SettingsStore {
    Object loadLegacy(InputStream in) {
        XMLDecoder decoder = new XMLDecoder(in);
        // vigil: java.unsafe-deserializer
        return decoder.readObject();
    }

    Object loadClosing(InputStream in) {
        try (XMLDecoder decoder = new XMLDecoder(in)) {
            // vigil: java.unsafe-deserializer
            return decoder.readObject();
        }
    }

    Object loadInline(InputStream in) {
        // vigil: java.unsafe-deserializer
        return new XMLDecoder(in).readObject();
    }

    Object loadStream(java.io.ObjectInputStream in) throws Exception {
        // vigil-ok: java.unsafe-deserializer
        return in.readObject();
    }

    ObjectMapper legacyMapper() {
        ObjectMapper mapper = new ObjectMapper();
        // vigil: java.unsafe-deserializer
        mapper.enableDefaultTyping();
        return mapper;
    }

    ObjectMapper mapper() {
        // vigil-ok: java.unsafe-deserializer
        return new ObjectMapper().findAndRegisterModules();
    }

    // vigil: java.unsafe-deserializer
    @JsonTypeInfo(use = JsonTypeInfo.Id.CLASS, property = "@class")
    static class Payload {}

    // vigil-ok: java.unsafe-deserializer
    @JsonTypeInfo(use = JsonTypeInfo.Id.NAME, property = "type")
    static class Shape {}
}

class CacheRestore {
    Object restore(java.io.InputStream in) throws Exception {
        java.io.ObjectInputStream ois = new java.io.ObjectInputStream(in);
        // vigil: java.unsafe-deserializer
        return ois.readObject();
    }

    Object restoreInline(byte[] blob) throws Exception {
        // vigil: java.unsafe-deserializer
        return new java.io.ObjectInputStream(new java.io.ByteArrayInputStream(blob)).readObject();
    }

    Object restoreFiltered(java.io.InputStream in) throws Exception {
        java.io.ObjectInputStream ois = new java.io.ObjectInputStream(in);
        ois.setObjectInputFilter(java.io.ObjectInputFilter.Config.createFilter("com.acme.cache.*;!*"));
        // vigil-ok: java.unsafe-deserializer
        return ois.readObject();
    }

    Object fromXml(String xml) {
        com.thoughtworks.xstream.XStream xstream = new com.thoughtworks.xstream.XStream();
        // vigil: java.unsafe-deserializer
        return xstream.fromXML(xml);
    }

    Object yaml(String text) {
        org.yaml.snakeyaml.Yaml yaml = new org.yaml.snakeyaml.Yaml();
        // vigil: java.unsafe-deserializer
        return yaml.load(text);
    }

    Object yamlInline(String text) {
        // vigil: java.unsafe-deserializer
        return new org.yaml.snakeyaml.Yaml().load(text);
    }

    Object yamlSafe(String text) {
        org.yaml.snakeyaml.Yaml yaml =
            new org.yaml.snakeyaml.Yaml(new org.yaml.snakeyaml.constructor.SafeConstructor(new org.yaml.snakeyaml.LoaderOptions()));
        // vigil-ok: java.unsafe-deserializer
        return yaml.load(text);
    }
}

class TypedXml {
    private final com.thoughtworks.xstream.XStream xstream = new com.thoughtworks.xstream.XStream();

    TypedXml() {
        xstream.allowTypes(new Class[] {TypedXml.class});
    }

    Object read(String xml) {
        // vigil-ok: java.unsafe-deserializer
        return xstream.fromXML(xml);
    }
}

class MixedXml {
    Object open(String xml) {
        com.thoughtworks.xstream.XStream xs = new com.thoughtworks.xstream.XStream();
        // vigil: java.unsafe-deserializer
        return xs.fromXML(xml);
    }

    Object openAllowed(String xml) {
        com.thoughtworks.xstream.XStream xs = new com.thoughtworks.xstream.XStream();
        xs.allowTypes(new Class[] {MixedXml.class});
        // vigil-ok: java.unsafe-deserializer
        return xs.fromXML(xml);
    }
}

class KryoSnapshots {
    Object read(java.io.InputStream in) {
        com.esotericsoftware.kryo.Kryo kryo = new com.esotericsoftware.kryo.Kryo();
        kryo.setRegistrationRequired(false);
        // vigil: java.unsafe-deserializer
        return kryo.readClassAndObject(new com.esotericsoftware.kryo.io.Input(in));
    }

    Object readRegistered(java.io.InputStream in) {
        com.esotericsoftware.kryo.Kryo kryo = new com.esotericsoftware.kryo.Kryo();
        kryo.register(Snapshot.class);
        // vigil-ok: java.unsafe-deserializer
        return kryo.readClassAndObject(new com.esotericsoftware.kryo.io.Input(in));
    }
}
