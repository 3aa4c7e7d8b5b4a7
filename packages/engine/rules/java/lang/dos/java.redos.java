import java.util.regex.Pattern;

public class Validators {
    // vigil: java.redos
    static final Pattern EMAIL = Pattern.compile("^([a-zA-Z0-9]+\\.?)+@example\\.com$");

    boolean name(String s) {
        // vigil: java.redos
        return s.matches("(\\w+\\s?)*");
    }

    // vigil-ok: java.redos
    static final Pattern DATE = Pattern.compile("^(\\d{4})-(\\d{2})-(\\d{2})$");
    // vigil-ok: java.redos
    static final Pattern SLUG = Pattern.compile("^[a-z0-9]+(?:-[a-z0-9]+)*$");
    // vigil-ok: java.redos
    static final Pattern CELLS = Pattern.compile("(?>\"[^\"]*\"|[^\";]+)+;");
    // vigil-ok: java.redos
    static final Pattern WORDS = Pattern.compile("^(\\w+\\s?)++$");
}
