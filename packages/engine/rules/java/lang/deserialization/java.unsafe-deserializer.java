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
