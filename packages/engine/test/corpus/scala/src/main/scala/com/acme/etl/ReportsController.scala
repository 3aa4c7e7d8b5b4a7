package com.acme.etl

import javax.inject.Inject
import play.api.db.Database
import play.api.mvc._
import scala.sys.process._

class ReportsController @Inject() (db: Database, cc: ControllerComponents) extends AbstractController(cc) {

  def byRegion(region: String) = Action {
    db.withConnection { conn =>
      // vigil: scala.sql-injection
      val rs = conn.createStatement().executeQuery("SELECT id FROM reports WHERE region = '" + region + "'")
      val ps = conn.prepareStatement("SELECT id FROM reports WHERE region = ?")
      ps.setString(1, region)
      // vigil-ok: scala.sql-injection
      val rs2 = ps.executeQuery()
      Ok(s"${rs.next()} ${rs2.next()}")
    }
  }

  def render(template: String) = Action {
    // vigil: scala.command-injection
    val out = Seq("bash", "-c", s"pandoc /srv/templates/$template.md -t html").!!
    // vigil-ok: scala.command-injection
    val out2 = Seq("pandoc", s"/srv/templates/${template.filter(_.isLetterOrDigit)}.md", "-t", "html").!!
    Ok(out + out2)
  }
}
