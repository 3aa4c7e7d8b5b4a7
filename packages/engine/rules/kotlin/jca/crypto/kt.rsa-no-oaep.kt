package com.example.crypto

import javax.crypto.Cipher

object Rsa {
    // vigil: kt.rsa-no-oaep
    fun v15(): Cipher = Cipher.getInstance("RSA/ECB/PKCS1Padding")
    // vigil: kt.rsa-no-oaep
    fun plain(): Cipher = Cipher.getInstance("RSA")
    // vigil: kt.rsa-no-oaep
    fun raw(): Cipher = Cipher.getInstance("RSA/NONE/NoPadding")
    // vigil-ok: kt.rsa-no-oaep
    fun oaep(): Cipher = Cipher.getInstance("RSA/ECB/OAEPWithSHA-256AndMGF1Padding")
}
