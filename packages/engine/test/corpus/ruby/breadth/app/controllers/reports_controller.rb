class ReportsController < ApplicationController
  # vigil: rb.csrf-disabled
  skip_before_action :verify_authenticity_token

  def show
    @report = Report.find(params[:id])
    # vigil: rb.xss
    @title = params[:title].html_safe
    # vigil-ok: rb.xss
    @sep = "<hr/>".html_safe
    # vigil: rb.unsafe-reflection
    klass = params[:kind].constantize
    # vigil: rb.unsafe-reflection
    @report.send(params[:op])
    # vigil-ok: rb.unsafe-reflection
    @report.public_send(:summary)
    # vigil: rb.sql-injection
    rows = Report.where("owner = '#{params[:owner]}'")
    # vigil-ok: rb.sql-injection
    rows = Report.where("owner = ?", params[:owner])
    # vigil: rb.sql-injection
    Report.find_by_sql("SELECT * FROM reports WHERE tag = '" + params[:tag] + "'")
    # vigil: rb.mass-assignment
    Report.create(params.permit!)
    # vigil-ok: rb.mass-assignment
    Report.create(params.require(:report).permit(:title, :body))
    # vigil: rb.template-injection
    render inline: params[:tpl]
  end

  def back
    # vigil: rb.open-redirect
    redirect_to params[:return_to]
  end

  def home
    # vigil-ok: rb.open-redirect
    redirect_to root_path
  end
end
