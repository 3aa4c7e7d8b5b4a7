package com.example.net

import android.webkit.WebSettings
import android.webkit.WebView
import java.net.URL
import okhttp3.Request
import retrofit2.Retrofit

class Client(private val web: WebView) {
    fun login(): String {
        // vigil: kt.cleartext-transport
        val conn = URL("http://api.shop-demo.com/v1/login").openConnection()
        // vigil-ok: kt.cleartext-transport
        val conn2 = URL("https://api.shop-demo.com/v1/login").openConnection()
        // the emulator's host loopback
        // vigil-ok: kt.cleartext-transport
        val dev = URL("http://10.0.2.2:8080/health").openConnection()
        return listOf(conn, conn2, dev).joinToString()
    }

    fun request(): Request =
        // vigil: kt.cleartext-transport
        Request.Builder().url("http://cdn.shop-demo.com/catalog.json").build()

    fun retrofit(): Retrofit =
        // vigil-ok: kt.cleartext-transport
        Retrofit.Builder().baseUrl("https://api.shop-demo.com/").build()

    fun page() {
        // vigil: kt.cleartext-transport
        web.settings.mixedContentMode = WebSettings.MIXED_CONTENT_ALWAYS_ALLOW
        // vigil-ok: kt.cleartext-transport
        web.settings.mixedContentMode = WebSettings.MIXED_CONTENT_NEVER_ALLOW
    }
}
