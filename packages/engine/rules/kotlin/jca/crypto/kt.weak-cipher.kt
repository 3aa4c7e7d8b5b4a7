import javax.crypto.Cipher

fun legacy(): Cipher {
    // vigil: kt.weak-cipher
    return Cipher.getInstance("DESede/CBC/PKCS5Padding")
}

fun modern(): Cipher {
    // vigil-ok: kt.weak-cipher
    return Cipher.getInstance("AES/GCM/NoPadding")
}
