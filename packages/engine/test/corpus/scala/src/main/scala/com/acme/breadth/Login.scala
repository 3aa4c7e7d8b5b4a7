package com.acme.breadth

import javax.inject.Inject
import play.api.mvc._
import java.io.ObjectInputStream
import javax.crypto.spec.IvParameterSpec
import javax.net.ssl.SSLContext

class Misc @Inject() (cc: ControllerComponents) extends AbstractController(cc) {
  def next = Action { request =>
    // vigil: scala.open-redirect
    Redirect(request.getQueryString("next").getOrElse("/"))
  }

  def nextSafe = Action { request =>
    // vigil-ok: scala.open-redirect
    Redirect(routes.Home.index())
  }

  def echo = Action { request =>
    // vigil-todo: scala.xss
    Ok(request.getQueryString("q").getOrElse("")).as("text/html")
  }

  def echoText = Action { request =>
    // vigil-ok: scala.xss
    Ok(request.getQueryString("q").getOrElse(""))
  }

  def load = Action(parse.raw) { request =>
    // vigil-todo: scala.unsafe-deserializer
    val obj = new ObjectInputStream(new java.io.ByteArrayInputStream(request.body.asBytes().get.toArray)).readObject()
    Ok(obj.toString)
  }
}

object MiscCrypto {
  // vigil: scala.static-iv
  val iv = new IvParameterSpec(new Array[Byte](16))
  // vigil: scala.weak-tls
  val ctx = SSLContext.getInstance("SSLv3")
  // vigil-ok: scala.weak-tls
  val ctx2 = SSLContext.getInstance("TLSv1.3")
  // vigil: scala.hardcoded-password
  val dbPassword = "s3cr3t-Pa55"
  // vigil: scala.weak-hash
  val md = java.security.MessageDigest.getInstance("SHA1")
}
