package controllers

import javax.inject.Inject
import play.api.mvc._
import play.twirl.api.{Html, HtmlFormat}

class Greeting @Inject() (cc: ControllerComponents) extends AbstractController(cc) {
  def hello = Action { request =>
    val name = request.getQueryString("name").getOrElse("guest")
    // vigil: scala.xss
    Ok(Html(s"<h1>Hello, $name</h1>"))
  }

  def motd = Action { request =>
    val note = request.body.asFormUrlEncoded.flatMap(_.get("note")).flatMap(_.headOption).getOrElse("")
    // vigil: scala.xss
    Ok(Html("<div class=\"note\">" + note + "</div>"))
  }

  def raw(comment: String) = Action {
    // vigil: scala.xss
    Ok(HtmlFormat.raw(s"<p>${comment.trim}</p>"))
  }

  def helloSafe = Action { request =>
    val name = request.getQueryString("name").getOrElse("guest")
    // vigil-ok: scala.xss
    Ok(Html(s"<h1>Hello, ${HtmlFormat.escape(name)}</h1>"))
  }

  def motdSafe(note: String) = Action {
    // vigil-ok: scala.xss
    Ok(Html("<div class=\"note\">" + HtmlFormat.escape(note) + "</div>"))
  }

  def banner = Action {
    // vigil-ok: scala.xss
    Ok(Html("<div class=\"banner\">" + "Maintenance tonight" + "</div>"))
  }

  def page(name: String) = Action {
    // vigil-ok: scala.xss
    Ok(views.html.greeting(name))
  }
}
