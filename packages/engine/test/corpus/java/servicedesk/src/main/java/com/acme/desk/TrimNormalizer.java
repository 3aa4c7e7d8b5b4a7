package com.acme.desk;

public class TrimNormalizer implements Normalizer {
    @Override
    public String normalize(String value) {
        if (value == null) {
            return "";
        }
        return value.trim();
    }
}
