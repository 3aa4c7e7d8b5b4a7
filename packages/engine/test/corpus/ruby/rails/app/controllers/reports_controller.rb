require "base64"
require "cgi"

class ReportsController < ApplicationController
  LEGACY = false
  LIMIT = 50

  private def between(column, from, to)
    "#{column} BETWEEN '#{from}' AND '#{to}'"
  end

  def by_team
    filters = { "kind" => "weekly", "team" => params[:team] }
    kind = filters["kind"]
    team = filters["team"]
    # vigil-ok: rb.sql-injection
    a = Report.where("kind = '#{kind}'")
    # vigil: rb.sql-injection
    b = Report.where("team = '#{team}'")
    render json: a + b
  end

  def by_labels
    labels = ["public"]
    labels << params[:label]
    first = labels.first
    # vigil-ok: rb.sql-injection
    a = Report.where("label = '" + first + "'")
    labels.shift
    # vigil: rb.sql-injection
    b = Report.where("label = '" + labels.first + "'")
    render json: a + b
  end

  def legacy
    year = params[:year]
    sql = "year = 2024"
    sql = "year = #{year}" if LEGACY
    sql = "archived_year = #{year}" if LIMIT > 1000
    # vigil-ok: rb.sql-injection
    render json: Report.where(sql)
  end

  def chosen
    pick = LIMIT > 10 ? params[:region] : "eu"
    # vigil: rb.sql-injection
    render json: Report.where("region = '#{pick}'")
  end

  def fallback
    pick = LEGACY ? params[:region] : "eu"
    # vigil-ok: rb.sql-injection
    render json: Report.where("region = '#{pick}'")
  end

  def many
    clause = ""
    params[:ids].to_a.each { |id| clause += (clause.empty? ? "" : ",") + id }
    # vigil: rb.sql-injection
    render json: Report.where("id IN (#{clause})")
  end

  def saved
    view = Base64.decode64(cookies[:view].to_s)
    # vigil: rb.sql-injection
    a = Report.where(view)
    min = CGI.escapeHTML(params[:min].to_s)
    # vigil: rb.sql-injection
    b = Report.where("score > #{min}")
    render json: a + b
  end

  def helpers
    # vigil: rb.sql-injection
    a = Report.where(HelpersSupport.eq_clause("owner", params[:owner]))
    # vigil-ok: rb.sql-injection
    b = Report.where("number = " + HelpersSupport.digits(params[:number]))
    owner = params[:owner]
    owner = "system"
    # vigil-ok: rb.sql-injection
    c = Report.where("owner = '#{owner}'")
    render json: a + b + c
  end

  def ranged
    # vigil: rb.sql-injection
    a = Report.where(between("created_at", params[:from], params[:to]))
    # vigil-ok: rb.sql-injection
    b = Report.where(between("created_at", Date.parse(params[:from]).iso8601, Date.parse(params[:to]).iso8601))
    render json: a + b
  end

  def mode
    col = case "summary"
          when "raw" then params[:col]
          else "summary"
          end
    # vigil-ok: rb.sql-injection
    render json: Report.select(col)
  end
end
