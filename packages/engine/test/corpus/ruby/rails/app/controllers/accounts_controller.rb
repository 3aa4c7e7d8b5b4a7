require "open3"

class AccountsController < ApplicationController
  def search
    # vigil: rb.sql-injection
    @accounts = Account.where("email LIKE '%#{params[:q]}%'").limit(50)
    # vigil-ok: rb.sql-injection
    @same = Account.where("email LIKE ?", "%#{Account.sanitize_sql_like(params[:q].to_s)}%").limit(50)
    # vigil: rb.sql-injection
    @emails = Account.pluck(Arel.sql("lower(#{params[:column]})"))
  end

  def history
    # vigil: rb.command-injection
    out, _err, _status = Open3.capture3("git log --format=%s #{params[:ref]}")
    # vigil: rb.command-injection
    lines = IO.popen("grep -c #{params[:pattern]} /var/log/app.log").read
    # vigil-ok: rb.command-injection
    safe = IO.popen(["grep", "-c", "--", params[:pattern].to_s, "/var/log/app.log"]).read
    render plain: [out, lines, safe].join("\n")
  end

  def avatar
    # vigil: rb.path-traversal
    data = File.open(Rails.root.join("storage", "avatars", params[:file]), "rb", &:read)
    send_data data, type: "image/png"
  end

  def back
    # vigil: rb.open-redirect
    redirect_to request.referer, allow_other_host: true
  end

  def back_safe
    # vigil-ok: rb.open-redirect
    redirect_back(fallback_location: root_path, allow_other_host: false)
  end

  def bio
    # vigil: rb.xss
    render html: helpers.raw("<p>#{params[:bio]}</p>")
  end

  def bio_safe
    # vigil-ok: rb.xss
    render html: helpers.tag.p(params[:bio])
  end
end
