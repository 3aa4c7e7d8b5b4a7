class XssFormatVulnController < ApplicationController
  def show
    param = params[:term].to_s
    bar = format('%s', param)
    # vigil: rb.xss
    render html: "<p>#{bar}</p>".html_safe
  end
end
