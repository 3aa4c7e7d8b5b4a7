class XssOverwriteCleanController < ApplicationController
  def show
    param = params[:term].to_s
    bar = param
    bar = 'fixed'
    # vigil-ok: rb.xss
    render html: "<p>#{bar}</p>".html_safe
  end
end
