package com.acme.breadth

import android.webkit.WebSettings
import android.webkit.WebView
import java.io.ObjectInputStream
import java.net.URL
import java.security.KeyPairGenerator
import javax.crypto.Cipher
import javax.crypto.spec.IvParameterSpec
import javax.crypto.spec.SecretKeySpec
import javax.net.ssl.SSLContext

class Transport(private val web: WebView) {
    fun a() {
        // vigil: kt.debug-enabled
        WebView.setWebContentsDebuggingEnabled(true)
        // vigil: kt.cleartext-transport
        web.settings.mixedContentMode = WebSettings.MIXED_CONTENT_ALWAYS_ALLOW
        // vigil-ok: kt.cleartext-transport
        web.settings.mixedContentMode = WebSettings.MIXED_CONTENT_NEVER_ALLOW
    }

    fun b(data: ByteArray): ByteArray {
        // vigil: kt.hardcoded-key
        val key = SecretKeySpec("0123456789abcdef".toByteArray(), "AES")
        // vigil: kt.static-iv
        val iv = IvParameterSpec(ByteArray(16))
        val c = Cipher.getInstance("AES/CBC/PKCS5Padding")
        c.init(Cipher.ENCRYPT_MODE, key, iv)
        // vigil: kt.rsa-no-oaep
        val r = Cipher.getInstance("RSA/ECB/PKCS1Padding")
        // vigil-ok: kt.rsa-no-oaep
        val r2 = Cipher.getInstance("RSA/ECB/OAEPWithSHA-256AndMGF1Padding")
        val kpg = KeyPairGenerator.getInstance("RSA")
        // vigil: kt.weak-key-size
        kpg.initialize(1024)
        // vigil-ok: kt.weak-key-size
        kpg.initialize(3072)
        return c.doFinal(data) + r.blockSize.toByte() + r2.blockSize.toByte()
    }

    fun c(input: java.io.InputStream): Any {
        // vigil: kt.weak-tls
        val ctx = SSLContext.getInstance("TLSv1")
        // vigil-ok: kt.weak-tls
        val ctx2 = SSLContext.getInstance("TLSv1.3")
        // vigil: kt.cleartext-transport
        val conn = URL("http://api.example.com/v1/login").openConnection()
        // vigil-ok: kt.cleartext-transport
        val conn2 = URL("https://api.example.com/v1/login").openConnection()
        // vigil-todo: kt.unsafe-deserializer
        return ObjectInputStream(input).readObject() to listOf(ctx, ctx2, conn, conn2)
    }
}

@org.springframework.context.annotation.Configuration
class Sec {
    @org.springframework.context.annotation.Bean
    fun chain(http: org.springframework.security.config.annotation.web.builders.HttpSecurity) =
        // vigil: kt.csrf-disabled
        http.csrf { it.disable() }.build()
}

@org.springframework.web.bind.annotation.RestController
// vigil-todo: kt.cors-permissive
@org.springframework.web.bind.annotation.CrossOrigin(origins = ["*"])
class Api
