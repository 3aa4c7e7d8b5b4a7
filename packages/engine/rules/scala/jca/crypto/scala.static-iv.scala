package crypto

import java.security.SecureRandom
import javax.crypto.Cipher
import javax.crypto.spec.{GCMParameterSpec, IvParameterSpec}

class Sealer(key: javax.crypto.SecretKey) {
  def zero(data: Array[Byte]): Array[Byte] = {
    val c = Cipher.getInstance("AES/CBC/PKCS5Padding")
    // vigil: scala.static-iv
    c.init(Cipher.ENCRYPT_MODE, key, new IvParameterSpec(new Array[Byte](16)))
    c.doFinal(data)
  }

  def text(data: Array[Byte]): Array[Byte] = {
    val c = Cipher.getInstance("AES/GCM/NoPadding")
    // vigil: scala.static-iv
    c.init(Cipher.ENCRYPT_MODE, key, new GCMParameterSpec(128, "nonce-123456".getBytes("UTF-8")))
    c.doFinal(data)
  }

  def random(data: Array[Byte]): Array[Byte] = {
    val iv = new Array[Byte](12)
    new SecureRandom().nextBytes(iv)
    val c = Cipher.getInstance("AES/GCM/NoPadding")
    // vigil-ok: scala.static-iv
    c.init(Cipher.ENCRYPT_MODE, key, new GCMParameterSpec(128, iv))
    iv ++ c.doFinal(data)
  }
}
