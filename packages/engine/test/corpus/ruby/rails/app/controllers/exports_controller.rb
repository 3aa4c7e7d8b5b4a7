class ExportsController < ApplicationController
  include Sortable

  def create
    # vigil: rb.command-injection
    ExportArchive.call(params[:customer])
    # vigil-ok: rb.command-injection
    ExportArchive.call(current_user.id.to_i)
    archive = ExportArchive.new(params[:customer])
    # vigil: rb.command-injection
    archive.call
    head :accepted
  end

  def index
    # vigil: rb.sql-injection
    a = Export.order(sort_clause(params[:sort]))
    # vigil-ok: rb.sql-injection
    b = Export.order(sort_column(params[:sort]))
    # vigil: rb.command-injection
    ExportArchive.new(params[:customer]).call
    render json: a + b
  end
end
