package com.acme.storefront.util;

/** Text written into the storefront's HTML pages. */
public final class Markup {
    private Markup() {}

    /** Escapes the characters that are markup in HTML text and quoted attributes. */
    public static String escape(String text) {
        if (text == null) {
            return "";
        }
        StringBuilder out = new StringBuilder(text.length() + 16);
        for (char c : text.toCharArray()) {
            switch (c) {
                case '<':
                    out.append("&lt;");
                    break;
                case '>':
                    out.append("&gt;");
                    break;
                case '&':
                    out.append("&amp;");
                    break;
                case '"':
                    out.append("&quot;");
                    break;
                default:
                    out.append(c);
            }
        }
        return out.toString();
    }

    /** Removes script tags; other markup (event handlers, iframes) is kept. */
    public static String stripScripts(String text) {
        return text == null ? "" : text.replaceAll("(?i)</?script[^>]*>", "");
    }
}
