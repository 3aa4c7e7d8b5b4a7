import javax.crypto.Cipher

fun ecb(): Cipher {
    // vigil: kt.ecb-mode
    return Cipher.getInstance("AES/ECB/PKCS5Padding")
}

fun implicitEcb(): Cipher {
    // vigil: kt.ecb-mode
    return Cipher.getInstance("AES")
}

fun gcm(): Cipher {
    // vigil-ok: kt.ecb-mode
    return Cipher.getInstance("AES/GCM/NoPadding")
}
