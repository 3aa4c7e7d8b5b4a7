package com.acme.desk.helpers;

public interface Transform {
    String apply(String s);
}
