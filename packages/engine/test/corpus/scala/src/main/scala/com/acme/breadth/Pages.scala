package com.acme.breadth

import javax.inject.Inject
import play.api.mvc._
import play.twirl.api.Html
import slick.jdbc.PostgresProfile.api._
import scala.sys.process._
import java.security.{MessageDigest, SecureRandom}
import javax.crypto.Cipher

class Pages @Inject() (cc: ControllerComponents) extends AbstractController(cc) {
  def greet = Action { request =>
    val name = request.getQueryString("name").getOrElse("")
    // vigil: scala.xss
    Ok(Html(s"<h1>Hello $name</h1>"))
  }

  def greetSafe = Action { request =>
    val name = request.getQueryString("name").getOrElse("")
    // vigil-ok: scala.xss
    Ok(views.html.greet(name))
  }

  def greetRaw = Action { implicit request =>
    val q = request.body.asFormUrlEncoded.flatMap(_.get("q")).flatMap(_.headOption).getOrElse("")
    // vigil: scala.xss
    Ok(Html("<p>" + q + "</p>"))
  }

  def search(name: String) = Action.async {
    // vigil: scala.sql-injection
    val q1 = sql"SELECT id FROM users WHERE name = '#$name'".as[Int]
    // vigil-ok: scala.sql-injection
    val q2 = sql"SELECT id FROM users WHERE name = $name".as[Int]
    // vigil: scala.sql-injection
    val q3 = sqlu"DELETE FROM users WHERE name = '#$name'"
    ???
  }

  def run(dir: String) = Action {
    // vigil: scala.command-injection
    val out = s"ls -l $dir".!!
    // vigil: scala.command-injection
    Runtime.getRuntime.exec("tar czf /tmp/x.tgz " + dir)
    // vigil: scala.command-injection
    val r = Process(s"sh -c 'du $dir'").!
    // vigil-ok: scala.command-injection
    val ok = Seq("ls", "-l", dir).!!
    Ok(out + ok + r)
  }
}

object Crypt {
  def hashPassword(pw: String): Array[Byte] = {
    // vigil: scala.weak-hash
    val md = MessageDigest.getInstance("MD5")
    // vigil-ok: scala.weak-hash
    val md2 = MessageDigest.getInstance("SHA-256")
    md.digest(pw.getBytes) ++ md2.digest(pw.getBytes)
  }

  def cipher(): Unit = {
    // vigil: scala.weak-cipher
    val c = Cipher.getInstance("DESede/CBC/PKCS5Padding")
    // vigil: scala.ecb-mode
    val c2 = Cipher.getInstance("AES/ECB/PKCS5Padding")
    // vigil-ok: scala.ecb-mode, scala.weak-cipher
    val c3 = Cipher.getInstance("AES/GCM/NoPadding")
  }

  def token(): String = {
    // vigil: scala.insecure-random
    val sessionToken = scala.util.Random.alphanumeric.take(32).mkString
    // vigil: scala.insecure-random
    val resetToken = new scala.util.Random().nextLong().toString
    // vigil-ok: scala.insecure-random
    val apiToken = new SecureRandom().nextLong().toString
    sessionToken + resetToken + apiToken
  }
}

object Feeds {
  def parse(body: String) = {
    val doc = scala.xml.XML.loadString(body)
    val doc2 = scala.xml.XML.load(new java.io.StringReader(body))
    val factory = javax.xml.parsers.SAXParserFactory.newInstance()
    factory.setFeature("http://apache.org/xml/features/disallow-doctype-decl", true)
    // vigil-ok: scala.xxe-parser
    val doc3 = scala.xml.XML.withSAXParser(factory.newSAXParser()).loadString(body)
    (doc, doc2, doc3)
  }
}
