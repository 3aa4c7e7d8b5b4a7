package com.acme.desk;

public interface Normalizer {
    String normalize(String value);
}
