package controllers

import javax.inject.Inject
import play.api.mvc._

class Login @Inject() (cc: ControllerComponents) extends AbstractController(cc) {
  def done = Action { request =>
    // vigil: scala.open-redirect
    Redirect(request.getQueryString("next").getOrElse("/"))
  }

  def back = Action { request =>
    // vigil: scala.open-redirect
    Redirect(request.headers.get("Referer").getOrElse("/"))
  }

  def home = Action {
    // vigil-ok: scala.open-redirect
    Redirect(routes.Home.index())
  }

  def doneChecked = Action { request =>
    val next = request.getQueryString("next").getOrElse("/")
    if (next.startsWith("/") && !next.startsWith("//")) {
      // vigil-ok: scala.open-redirect
      Redirect(request.getQueryString("next").getOrElse("/"))
    } else Redirect("/")
  }
}
