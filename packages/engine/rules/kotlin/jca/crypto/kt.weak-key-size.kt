package com.example.crypto

import java.security.KeyPair
import java.security.KeyPairGenerator

object Keys {
    fun legacy(): KeyPair {
        val kpg = KeyPairGenerator.getInstance("RSA")
        // vigil: kt.weak-key-size
        kpg.initialize(1024)
        return kpg.generateKeyPair()
    }

    fun strong(): KeyPair {
        val kpg = KeyPairGenerator.getInstance("RSA")
        // vigil-ok: kt.weak-key-size
        kpg.initialize(3072)
        return kpg.generateKeyPair()
    }

    fun ec(): KeyPair {
        val kpg = KeyPairGenerator.getInstance("EC")
        // 256 bits is a strong curve size
        // vigil-ok: kt.weak-key-size
        kpg.initialize(256)
        return kpg.generateKeyPair()
    }
}
