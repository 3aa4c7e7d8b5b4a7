class ProjectsController < ApplicationController
  SORTABLE = %w[name created_at updated_at].freeze

  def index
    # vigil: rb.sql-injection
    @projects = Project.where("owner_id = #{params[:owner_id]}")
    # vigil-ok: rb.sql-injection
    @mine = Project.where(owner_id: params[:owner_id])
    # vigil-ok: rb.sql-injection
    @named = Project.where("name LIKE ?", "%#{params[:q]}%")
    sort = SORTABLE.include?(params[:sort]) ? params[:sort] : "name"
    # vigil-ok: rb.sql-injection
    @sorted = Project.order("#{sort} ASC")
    # vigil: rb.sql-injection
    @ordered = Project.order(Arel.sql(params[:order]))
  end

  def search
    term = params[:term]
    # vigil: rb.sql-injection
    rows = Project.find_by_sql("SELECT * FROM projects WHERE description LIKE '%" + term + "%'")
    # vigil-ok: rb.sql-injection
    safe = Project.find_by_sql(["SELECT * FROM projects WHERE description LIKE ?", "%#{term}%"])
    # vigil: rb.sql-injection
    count = ActiveRecord::Base.connection.execute("SELECT count(*) FROM projects WHERE status = '#{params[:status]}'")
    render json: { rows: rows.size, safe: safe.size, count: count.first }
  end

  def show
    @project = Project.find(params[:id])
    # vigil: rb.xss
    render html: "<h1>#{params[:title]}</h1>".html_safe
  end

  def show_safe
    @project = Project.find(params[:id])
    # vigil-ok: rb.xss
    render html: "<h1>#{ERB::Util.html_escape(params[:title])}</h1>".html_safe
  end

  def preview
    # vigil: rb.template-injection
    render inline: "<p>#{params[:body]}</p>"
  end

  def preview_safe
    # vigil-ok: rb.template-injection
    render inline: "<p><%= body %></p>", locals: { body: params[:body] }
  end

  def back
    # vigil: rb.open-redirect
    redirect_to params[:return_to], allow_other_host: true
  end

  def back_safe
    # vigil-ok: rb.open-redirect
    redirect_to project_path(params[:id])
  end

  def back_local
    target = params[:return_to].to_s
    target = root_path unless target.start_with?("/") && !target.start_with?("//", "/\\")
    # vigil-ok: rb.open-redirect
    redirect_to target
  end
end
