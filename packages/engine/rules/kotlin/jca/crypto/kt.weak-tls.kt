package com.example.net

import javax.net.ssl.SSLContext

object Contexts {
    // vigil: kt.weak-tls
    val legacy: SSLContext = SSLContext.getInstance("TLSv1")
    // vigil: kt.weak-tls
    val old: SSLContext = SSLContext.getInstance("SSLv3")
    // vigil-ok: kt.weak-tls
    val modern: SSLContext = SSLContext.getInstance("TLSv1.3")
    // vigil-ok: kt.weak-tls
    val default: SSLContext = SSLContext.getInstance("TLS")
}
