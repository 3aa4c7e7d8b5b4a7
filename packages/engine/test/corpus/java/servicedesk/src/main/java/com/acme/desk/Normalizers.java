package com.acme.desk;

public final class Normalizers {
    private Normalizers() {}

    public static Normalizer create() {
        return new TrimNormalizer();
    }

    public static String sanitizeName(String value) {
        return value == null ? "" : value.replaceAll("[^A-Za-z0-9]", "");
    }
}
