package com.example.crypto

import java.security.SecureRandom
import javax.crypto.Cipher
import javax.crypto.SecretKey
import javax.crypto.spec.GCMParameterSpec
import javax.crypto.spec.IvParameterSpec

class Sealer(private val key: SecretKey) {
    fun zero(data: ByteArray): ByteArray {
        val c = Cipher.getInstance("AES/CBC/PKCS5Padding")
        // vigil: kt.static-iv
        c.init(Cipher.ENCRYPT_MODE, key, IvParameterSpec(ByteArray(16)))
        return c.doFinal(data)
    }

    fun fromText(data: ByteArray): ByteArray {
        val c = Cipher.getInstance("AES/GCM/NoPadding")
        // vigil: kt.static-iv
        c.init(Cipher.ENCRYPT_MODE, key, GCMParameterSpec(128, "fixed-nonce!".toByteArray()))
        return c.doFinal(data)
    }

    fun random(data: ByteArray): ByteArray {
        val iv = ByteArray(12).also { SecureRandom().nextBytes(it) }
        val c = Cipher.getInstance("AES/GCM/NoPadding")
        // vigil-ok: kt.static-iv
        c.init(Cipher.ENCRYPT_MODE, key, GCMParameterSpec(128, iv))
        return iv + c.doFinal(data)
    }

    fun open(blob: ByteArray): ByteArray {
        val c = Cipher.getInstance("AES/CBC/PKCS5Padding")
        // vigil-ok: kt.static-iv
        c.init(Cipher.DECRYPT_MODE, key, IvParameterSpec(blob.copyOfRange(0, 16)))
        return c.doFinal(blob.copyOfRange(16, blob.size))
    }
}
