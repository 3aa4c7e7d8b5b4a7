class RawHelperConstCleanController < ApplicationController
  def show
    param = params[:term].to_s
    bar = pass_value(param)
    # vigil-ok: rb.xss
    render html: raw("<p>#{bar}</p>")
  end

  private

  def pass_value(v)
    'archive'
  end
end
