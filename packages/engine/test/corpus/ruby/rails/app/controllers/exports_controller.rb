class ExportsController < ApplicationController
  include Sortable

  def create
    ExportArchive.call(params[:customer])
    # vigil-ok: rb.command-injection
    ExportArchive.call(current_user.id.to_i)
    archive = ExportArchive.new(params[:customer])
    archive.call
    head :accepted
  end

  def index
    # vigil: rb.sql-injection
    a = Export.order(sort_clause(params[:sort]))
    # vigil-ok: rb.sql-injection
    b = Export.order(sort_column(params[:sort]))
    ExportArchive.new(params[:customer]).call
    render json: a + b
  end
end
