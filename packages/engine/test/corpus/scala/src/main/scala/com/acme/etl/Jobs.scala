package com.acme.etl

import java.security.{MessageDigest, SecureRandom}
import java.sql.{Connection, DriverManager}
import javax.crypto.Cipher
import javax.crypto.spec.SecretKeySpec
import javax.xml.parsers.DocumentBuilderFactory
import scala.sys.process._
import scala.util.Random

object Jobs {
  // vigil: scala.hardcoded-password
  private val warehousePassword = "wh-Passw0rd-99"
  // vigil-ok: scala.hardcoded-password
  private val lakePassword = sys.env.getOrElse("LAKE_PASSWORD", "")

  def connect(): Connection =
    DriverManager.getConnection("jdbc:postgresql://warehouse.internal/etl", "etl", warehousePassword)

  def loadPartition(conn: Connection, day: String): Int = {
    // vigil: scala.sql-injection
    val rs = conn.createStatement().executeQuery(s"SELECT count(*) FROM events WHERE day = '$day'")
    val ps = conn.prepareStatement("SELECT count(*) FROM events WHERE day = ?")
    ps.setString(1, day)
    // vigil-ok: scala.sql-injection
    val rs2 = ps.executeQuery()
    rs.next(); rs2.next()
    rs.getInt(1) + rs2.getInt(1)
  }

  def archive(table: String): Int = {
    // vigil: scala.command-injection
    Seq("sh", "-c", s"pg_dump -t $table etl | gzip > /archive/$table.gz").!
  }

  def archiveSafe(table: String): Int = {
    // vigil-ok: scala.command-injection
    Seq("pg_dump", "-t", table, "-f", s"/archive/$table.sql", "etl").!
  }

  def fingerprint(secret: String): Array[Byte] = {
    // vigil: scala.weak-hash
    MessageDigest.getInstance("SHA-1").digest(secret.getBytes("UTF-8"))
  }

  def checksum(bytes: Array[Byte]): Array[Byte] = {
    // vigil-ok: scala.weak-hash
    MessageDigest.getInstance("SHA-256").digest(bytes)
  }

  def encryptRow(row: Array[Byte], key: Array[Byte]): Array[Byte] = {
    // vigil: scala.ecb-mode
    val c = Cipher.getInstance("AES/ECB/PKCS5Padding")
    c.init(Cipher.ENCRYPT_MODE, new SecretKeySpec(key, "AES"))
    c.doFinal(row)
  }

  def encryptRowGcm(row: Array[Byte], key: Array[Byte]): Array[Byte] = {
    // vigil-ok: scala.ecb-mode, scala.weak-cipher
    val c = Cipher.getInstance("AES/GCM/NoPadding")
    c.init(Cipher.ENCRYPT_MODE, new SecretKeySpec(key, "AES"))
    c.getIV ++ c.doFinal(row)
  }

  def encryptLegacy(row: Array[Byte], key: Array[Byte]): Array[Byte] = {
    // vigil: scala.weak-cipher
    val c = Cipher.getInstance("RC4")
    c.init(Cipher.ENCRYPT_MODE, new SecretKeySpec(key, "RC4"))
    c.doFinal(row)
  }

  def apiToken(): String = {
    // vigil: scala.insecure-random
    Random.alphanumeric.take(32).mkString
  }

  def apiTokenSafe(): String = {
    val b = new Array[Byte](24)
    // vigil-ok: scala.insecure-random
    new SecureRandom().nextBytes(b)
    java.util.Base64.getUrlEncoder.withoutPadding.encodeToString(b)
  }

  def sample[A](xs: Seq[A]): Seq[A] = {
    // vigil-ok: scala.insecure-random
    Random.shuffle(xs).take(100)
  }

  def parseManifest(path: String) = {
    val f = DocumentBuilderFactory.newInstance()
    // vigil: scala.xxe-parser
    f.setFeature("http://xml.org/sax/features/external-general-entities", true)
    f.newDocumentBuilder().parse(path)
  }

  def parseManifestSafe(path: String) = {
    val f = DocumentBuilderFactory.newInstance()
    // vigil-ok: scala.xxe-parser
    f.setFeature("http://apache.org/xml/features/disallow-doctype-decl", true)
    f.newDocumentBuilder().parse(path)
  }

  def lake(): String = lakePassword
}
